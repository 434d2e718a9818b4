/**
 * `BROWSER_CPU_SLOWDOWN=6 npx vitest run --project browser …` runs every page of the tests on a CPU
 * that many times slower (Chromium's CPU throttling, as DevTools and Lighthouse apply it): how a
 * test fares on a loaded machine, where a test must wait for what the page signals, never for a
 * clock. Unset (as in `npm test`), pages run at full speed.
 */
export const CPU_SLOWDOWN = Number(process.env.BROWSER_CPU_SLOWDOWN ?? 1);

/**
 * How long a browser test's limit, or one of its waits for the page (Playwright's, `expect.poll`'s),
 * gives it: `ms` at full speed, and as many times more as the page's CPU is slowed. Limits are set
 * where each test is defined, in full-speed time; squeezed, a test still fails where it waits for
 * something the page never signals, never because the same work took the slower CPU longer.
 */
export function patience(ms: number): number {
  return ms * CPU_SLOWDOWN;
}
