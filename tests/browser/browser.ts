/**
 * Shared browser set-up: Debian's Chromium driven by playwright-core, and a page wrapper that
 * records console errors, uncaught exceptions and failed requests so any test can assert on them.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
} from 'playwright-core';
import {readFileSync} from 'node:fs';
import {AxeBuilder} from '@axe-core/playwright';
import {afterAll, beforeAll, inject, test} from 'vitest';
import type {TestAPI} from 'vitest';
import {launchChromium} from '../../scripts/chromium.mjs';
import {OPERATION_SECTIONS} from '../../src/api-reference/browser/layOutWhenIdle';
import {CPU_SLOWDOWN, patience} from './cpuSlowdown';

export {CPU_SLOWDOWN, patience};

export function baseUrl(): string {
  return inject('baseUrl');
}

export type BrowserHandle = Pick<Browser, 'newContext'>;

/** One Chromium per test file, launched before its tests and closed after them. */
export function useSharedBrowser(): BrowserHandle {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newContext: async (options = {}) => {
      if (!browser)
        throw new Error(
          'The browser is not running yet: open pages inside tests or hooks.',
        );
      const context = await browser.newContext(options);
      // Playwright's waits (30 s by default) grow with the slowdown, as the page's work does.
      context.setDefaultTimeout(patience(30_000));
      if (options.serviceWorkers !== 'allow')
        await context.addInitScript(withoutServiceWorkers);
      if (CPU_SLOWDOWN > 1)
        context.on('page', (page) => {
          // A page closed before the session opens needs no slowing down.
          slowDown(context, page).catch(() => undefined);
        });
      return context;
    },
  };
}

async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
}

/**
 * Contexts start as a browser without service workers, unless a test passes
 * `serviceWorkers: 'allow'` (tests/browser/offline.test.ts). The site's offline reading then stays
 * off, as it does in such browsers (src/offline/registerWhenIdle.ts), so each context neither
 * downloads the precache (about 1 MB) in the background nor has its requests answered from it,
 * which `page.route` could not intercept. Playwright's own `serviceWorkers: 'block'` is not used:
 * it leaves `navigator.serviceWorker` in place with a `register` that resolves to nothing.
 */
function withoutServiceWorkers(): void {
  delete (Navigator.prototype as {serviceWorker?: unknown}).serviceWorker;
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/** A fresh context (own storage) with a page whose problems are recorded. */
export async function openPage(
  browser: BrowserHandle,
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = watch(page);
  return {context, page, problems};
}

export interface PageFixtures {
  /** A fresh context (see `useSharedBrowser`), for this test only. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A fresh context and its watched page (see `openPage`), for this test only. */
  openPage: (options?: BrowserContextOptions) => Promise<WatchedPage>;
}

/**
 * The `it` of every browser test file: its tests take `openPage` (or `newContext`) from their
 * context, and each context they open is closed when the test ends, passed or failed, so no test
 * closes its own. Table tests use `it.for`, since `it.each` passes no test context.
 */
export function testWithPages(browser: BrowserHandle): TestAPI<PageFixtures> {
  return test.extend<PageFixtures>({
    // Vitest reads a fixture's dependencies from this pattern; `newContext` has none.
    // eslint-disable-next-line no-empty-pattern -- vitest requires the destructuring pattern here
    newContext: async ({}, use) => {
      const contexts: BrowserContext[] = [];
      try {
        await use(async (options = {}) => {
          const context = await browser.newContext(options);
          contexts.push(context);
          return context;
        });
      } finally {
        // A route still answering a request in flight (a link's prefetch) would throw once its
        // context is gone: its answer no longer matters.
        await Promise.all(
          contexts
            .flatMap((context) => [context, ...context.pages()])
            .map((owner) => owner.unrouteAll({behavior: 'ignoreErrors'})),
        );
        await Promise.all(contexts.map((context) => context.close()));
      }
    },
    openPage: async ({newContext}, use) => {
      await use((options = {}) => openPage({newContext}, options));
    },
  });
}

/**
 * Pages that several tests of a file use, each loaded once per key (by the first test that asks,
 * with `load` in a context of its own, which may return the page with what a test needs beside it)
 * and closed once the file's tests have run: a load in a fresh context costs about twice the CPU
 * of one in a tab already open, and the browser tests are bound by CPU. The tests sharing a page run
 * in the order they are defined and each sees what the ones before it did there (focus, scrolling,
 * the address): a test either checks the page as it is, or starts with its own navigation.
 */
export function useSharedPages<Key, Shared = Page>(
  browser: BrowserHandle,
  load: (key: Key, newContext: BrowserHandle['newContext']) => Promise<Shared>,
): (key: Key) => Promise<Shared> {
  const pages = new Map<string, Promise<Shared>>();
  const contexts: BrowserContext[] = [];
  const newContext: BrowserHandle['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
  afterAll(async () => {
    await Promise.all(
      contexts.map((context) => context.close().catch(() => undefined)),
    );
  });
  return (key) => {
    const id = JSON.stringify(key);
    let page = pages.get(id);
    if (!page) {
      page = load(key, newContext);
      pages.set(id, page);
    }
    return page;
  };
}

/** Records the page's problems; a request to any origin but `site`'s (the test server's by default) is foreign. */
export function watch(page: Page, site: string = baseUrl()): PageProblems {
  const problems: PageProblems = {
    consoleErrors: [],
    failedRequests: [],
    foreignRequests: [],
  };
  const origin = new URL(site).origin;
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    problems.consoleErrors.push(`${page.url()}: uncaught ${error.message}`),
  );
  page.on('requestfailed', (request) =>
    problems.failedRequests.push(
      `${request.url()} (${request.failure()?.errorText ?? 'failed'})`,
    ),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.failedRequests.push(
        `${response.url()} (HTTP ${response.status()})`,
      );
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin)
      problems.foreignRequests.push(url);
  });
  return problems;
}

/** Navigates and waits until React has hydrated the page, so interactions hit live handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<number> {
  const response = await page.goto(new URL(path, baseUrl()).href, {
    waitUntil: 'load',
  });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response?.status() ?? 0;
}

/** What a page has downloaded since `firstVisit` opened it; later responses keep being added. */
export interface Visit {
  urls: string[];
  /** Each response with its kind (`document`, `script`, `image`, …) and transferred bytes (gzip-9 as our static server sends it). */
  responses: {url: string; type: string; bytes: number}[];
}

/**
 * Opens `path` and waits until React has started and the network has then gone quiet: on a busy
 * machine the main script can take longer to run than the 500 ms that "network idle" waits for.
 */
export async function firstVisit(page: Page, path: string): Promise<Visit> {
  const visit: Visit = {urls: [], responses: []};
  page.on('response', (response) => {
    if (response.url().startsWith('blob:')) return; // made in the page (Redoc's worker), not downloaded
    visit.urls.push(response.url());
    visit.responses.push({
      url: response.url(),
      type: response.request().resourceType(),
      bytes: Number(response.headers()['content-length'] ?? 0),
    });
  });
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return visit;
}

/** Holds back the requests `match` accepts until the returned function is called: a slow network for them. */
export async function holdRequests(
  page: Page,
  match: (url: URL) => boolean,
): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(match, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves after the page has drawn two more frames: what a change set off has been laid out and painted. */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
}

/**
 * Also waits for the network to go quiet and two frames to pass: some components render once more
 * after hydration, with the reader's colour mode, and checks must see that final page. Redoc does
 * that render as a transition (src/api-reference/theme/Redoc) and marks itself `data-redoc-pending` until done.
 */
export async function gotoSettled(page: Page, path: string): Promise<number> {
  const status = await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[data-redoc-pending]'),
  );
  await twoFrames(page);
  return status;
}

/**
 * Waits until the API page has laid out every operation it kept off screen with `content-visibility`
 * (src/api-reference/browser/layOutWhenIdle.ts): checks then see the finished page, with real positions.
 */
export async function waitForLaidOut(
  page: Page,
  options?: {timeout: number},
): Promise<void> {
  await page.waitForFunction(
    (selector) => !document.querySelector(selector),
    OPERATION_SECTIONS,
    options,
  );
}

/**
 * axe on `page`, reporting every node only for violations. `analyze()` otherwise runs axe in two
 * steps (`runPartial` in the page, `finishRun` in a page of its own), and the first step writes a
 * CSS selector for every node of every rule, passed ones included (about 3,900 on /api/receipt/,
 * where that took as long as the rules). Run in one step (`axe.run`, the "legacy" mode, which
 * reaches the page's same-origin frames only: the site has none) with `resultTypes`, axe makes
 * selectors for the nodes of violations and one node per other result. The same rules run and
 * report the same violations.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({page})
    .setLegacyMode(true)
    .options({resultTypes: ['violations']});
}

/** axe's serious and critical WCAG 2.1 A/AA findings on the page as it is: `id: first targets`. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** WCAG relative luminance of a computed CSS colour (`rgb(…)` or `rgba(…)`). */
export function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? [])
    .slice(0, 3)
    .map(Number)
    .map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two computed CSS colours. */
export function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The key the theme keeps the reader's colour mode under: `theme`, with the per-site suffix that
 * `future.v4.siteStorageNamespacing` gives storage keys, as the build's inline colour-mode script reads it.
 */
function themeStorageKey(): string {
  const key = /localStorage\.getItem\("(theme(?:-[\w-]+)?)"\)/.exec(
    readFileSync('build/index.html', 'utf8'),
  )?.[1];
  if (!key)
    throw new Error(
      'build/index.html has no colour-mode script reading localStorage: update themeStorageKey().',
    );
  return key;
}

/**
 * Opens every later page of `page`'s context in `mode`, as for a reader who chose it on an earlier
 * visit: the choice is in storage before the page's scripts run (no toggle click, no extra page
 * load). A choice made later in the context (the toggle) is kept. chrome.test.ts keeps the toggle.
 */
export async function chooseColourMode(
  page: Page,
  mode: 'light' | 'dark',
): Promise<void> {
  await page.context().addInitScript(
    ([key, wanted]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, wanted);
    },
    [themeStorageKey(), mode] as const,
  );
}

/**
 * Records Content-Security-Policy violations in every page of `context`, as they happen, with
 * `report` ("CSP <directive> blocked <what> (<file>:<line>) <sample>", from the page at `page`).
 */
export async function watchCsp(
  context: BrowserContext,
  report: (page: Page, violation: string) => void,
): Promise<void> {
  await context.exposeBinding(
    'reportCspViolation',
    ({page}, violation: string) => report(page, violation),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (
        window as unknown as {reportCspViolation: (violation: string) => void}
      ).reportCspViolation;
      void send(
        `CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
}

/** Waits until the service worker is active: its install (the whole precache) has finished. */
export async function waitForOfflineReading(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker || worker.state === 'activated') return;
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'activated') resolve();
      });
    });
  });
}
