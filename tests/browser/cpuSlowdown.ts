/**
 * `BROWSER_CPU_SLOWDOWN=6 npx vitest run --project browser …` runs every page of the tests on a CPU
 * that many times slower (Chromium's CPU throttling, as DevTools and Lighthouse apply it): how a
 * test fares on a loaded machine, where a test must wait for what the page signals, never for a
 * clock. Unset (as in `npm test`), pages run at full speed.
 */
export const CPU_SLOWDOWN = Number(process.env.BROWSER_CPU_SLOWDOWN ?? 1);

/**
 * How long a wait for the page (Playwright's, or `expect.poll`'s) gives it: `ms` at full speed, and
 * as many times more as the page's CPU is slowed. Such a wait bounds one step of a test; it must not
 * run out before the page could have done that step, so under the slowdown the only clock left is
 * the test's own limit, set where the test is defined.
 */
export function patience(ms: number): number {
  return ms * CPU_SLOWDOWN;
}
