/**
 * What a docs page makes the browser do before a reader can use it, counted rather than timed
 * (issue 41; the timings are `npm run bench`'s): the script files it requests before `load`, each
 * one a request and a script task, the date formatters hydration creates, and that other pages'
 * code is fetched when the reader reaches for a link, not on load (src/client/prefetchOnIntent.ts);
 * and on an API tag page, how often Redoc's styles change the document's style sheets.
 */
import {describe, expect} from 'vitest';
import {
  baseUrl,
  chooseColourMode,
  gotoHydrated,
  testWithPages,
  twoFrames,
  useSharedBrowser,
} from './browser';
import type {Page} from 'playwright-core';
import {isScriptIn, scriptsContaining} from '../support/build';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const DOCS_PAGES = [
  '/docs/getting-started/',
  '/docs/configuration/environment-variables',
  '/docs/5.x/concepts/ocr',
];
/**
 * The runtime, main.js, the docs layout (one chunk: src/plugins/main-bundle), the version's sidebar,
 * the page's content and four chunks of theme code that blog posts and pages share. The ceiling is
 * that count itself, so one more script on every docs page fails here.
 */
const SCRIPTS_BEFORE_LOAD = 9;
/** The navigation progress bar (src/client/navigationProgress.ts), fetched by the first navigation. */
const isProgressBar = isScriptIn(scriptsContaining('trickleSpeed'));

describe('a docs page’s main-thread work', () => {
  it.for(DOCS_PAGES)(
    `%s requests at most ${SCRIPTS_BEFORE_LOAD} scripts before load`,
    async (path, {openPage}) => {
      const {page, problems} = await openPage();
      const scripts: string[] = [];
      let loaded = false;
      page.on('load', () => {
        loaded = true;
      });
      page.on('request', (request) => {
        if (!loaded && request.resourceType() === 'script')
          scripts.push(new URL(request.url()).pathname);
      });
      await gotoHydrated(page, path);
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(
        SCRIPTS_BEFORE_LOAD,
      );
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it.for(DOCS_PAGES)(
    '%s hydrates without creating a date formatter, keeping the date the server wrote',
    async (path, {openPage}) => {
      const {page, problems} = await openPage();
      await page.addInitScript(() => {
        const Original = Intl.DateTimeFormat;
        const created = {count: 0};
        Object.defineProperty(window, '__dateFormatsCreated', {
          get: () => created.count,
        });
        Intl.DateTimeFormat = new Proxy(Original, {
          construct(target, args: ConstructorParameters<typeof Original>) {
            created.count += 1;
            return new target(...args);
          },
          apply(target, self, args: Parameters<typeof Original>) {
            created.count += 1;
            return target(...args);
          },
        });
      });
      const served = await (await fetch(new URL(path, baseUrl()))).text();
      await gotoHydrated(page, path);
      const created = await page.evaluate(
        () =>
          (window as unknown as {__dateFormatsCreated: number})
            .__dateFormatsCreated,
      );
      const time = page.locator('.theme-last-updated time');
      const dateTime = await time.getAttribute('datetime');
      const shown = await time.textContent();
      // The theme's words for the date: day, short month and year in UTC.
      const expected = new Intl.DateTimeFormat('en', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(dateTime ?? ''));
      expect({created, shown}).toEqual({created: 0, shown: expected});
      expect(served).toContain(`>${expected}</time>`);
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it.for(DOCS_PAGES)(
    '%s fetches no other page’s code on load; hovering a link fetches that page’s code',
    async (path, {openPage}) => {
      const {page, problems} = await openPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script')
          scripts.push(new URL(request.url()).pathname);
      });
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      // The next page's link, at the foot of the article.
      const next = page.locator('a.pagination-nav__link--next');
      const onLoad = scripts.length;
      const code = page.waitForRequest(
        (request) => request.resourceType() === 'script',
      );
      await next.hover();
      await code;
      await page.waitForLoadState('networkidle');
      const onHover = scripts.length;
      expect(onHover).toBeGreaterThan(onLoad);
      // The click then finds the next page's code already there; it fetches only the progress bar.
      const from = page.url();
      await next.click();
      await page.waitForURL((url) => url.href !== from);
      await page.locator('article h1').first().waitFor();
      expect(
        scripts.slice(onHover).filter((url) => !isProgressBar(url)),
      ).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    },
  );
});

/**
 * Runs in the page from its first script on: records each change styled-components (Redoc's
 * styling) makes to the style sheets of the document once the server's markup has been parsed,
 * each of which has the browser restyle the page: a rule inserted into a sheet of the document, rule
 * text added to a style element in it, or a style element joining it with its rules.
 */
function recordStyledChanges(): void {
  const changes: string[] = [];
  (window as {styledChanges?: string[]}).styledChanges = changes;
  let counting = false;
  document.addEventListener('DOMContentLoaded', () => {
    counting = true;
  });
  const styled = (node: Node | null | undefined): node is HTMLStyleElement =>
    node instanceof HTMLStyleElement && node.hasAttribute('data-styled');
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    if (counting && styled(this.ownerNode) && this.ownerNode.isConnected)
      changes.push('a rule inserted');
    return insertRule.call(this, rule, index);
  };
  new MutationObserver((records) => {
    if (!counting) return;
    for (const record of records)
      for (const node of Array.from(record.addedNodes)) {
        if (node.nodeType === Node.TEXT_NODE && styled(record.target))
          changes.push('rule text added');
        const sheets = [
          ...(styled(node) ? [node] : []),
          ...(node instanceof Element
            ? Array.from(node.querySelectorAll('style[data-styled]'))
            : []),
        ] as HTMLStyleElement[];
        for (const sheet of sheets)
          changes.push(
            `a sheet of ${sheet.childNodes.length >= 100 ? '100 or more' : sheet.childNodes.length} rules joined`,
          );
      }
  }).observe(document, {childList: true, subtree: true});
}

/**
 * Class names styled-components made for Redoc's markup under `root`: the other classes of an
 * element that has a component's `sc-` class (which names the component and has no rules), those
 * with a capital (a few generated names without one go unchecked).
 */
function styledClasses(root: string): string[] {
  const names = Array.from(
    document.querySelectorAll(`${root} [class*="sc-"]`),
  ).flatMap((element) =>
    Array.from(element.classList).filter(
      // Generated names mix cases; state classes such as `active` are words.
      (name) => /^[a-zA-Z]{5,7}$/.test(name) && /[A-Z]/.test(name),
    ),
  );
  return [...new Set(names)];
}

/** Which of `names` have no rule in the style sheet text `css`. */
function unstyled(css: string, names: string[]): string[] {
  return names.filter((name) => !new RegExp(`\\.${name}[\\s{:,.>]`).test(css));
}

const redocStyles = (page: Page) =>
  page.evaluate(() => ({
    server: document.querySelector('.redocusaurus-styles')?.textContent ?? '',
    joined:
      document.querySelector('head > [data-redoc-styles] style')?.textContent ??
      '',
  }));

const styledChanges = (page: Page) =>
  page.evaluate(
    () => (window as {styledChanges?: string[]}).styledChanges ?? [],
  );

describe('an API tag page’s styles', () => {
  it('in light mode, hydrating Redoc restyles nothing, and its rules join in one piece when the reader opens more', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await chooseColourMode(page, 'light');
    await page.addInitScript(recordStyledChanges);
    await gotoHydrated(page, '/api/receipt/');
    await twoFrames(page);
    // The server's styles cover every class hydration rendered.
    const onLoad = await page.evaluate(styledClasses, '.redocusaurus');
    expect(onLoad.length).toBeGreaterThan(50);
    expect(unstyled((await redocStyles(page)).server, onLoad)).toEqual([]);
    expect(await styledChanges(page)).toEqual([]);
    // Opening a nested field renders what the server did not: Redoc's rules join, once, styling it.
    // The click also starts Redoc (src/api-reference/browser/startOnIntent.ts): its hydration
    // restyles nothing either, and the click is handled once Redoc runs.
    await page
      .locator('.redocusaurus button', {hasText: /^categories$/})
      .first()
      .click();
    await page.waitForSelector('[data-redoc-waiting], [data-redoc-pending]', {
      state: 'detached',
    });
    await expect.poll(() => styledChanges(page)).not.toEqual([]);
    await twoFrames(page);
    // The sheet joins with the first rule written; the others of the same render follow into it.
    const changes = await styledChanges(page);
    expect(changes[0]).toBe('a sheet of 100 or more rules joined');
    expect(new Set(changes.slice(1))).toEqual(
      new Set(changes.length > 1 ? ['rule text added'] : []),
    );
    const opened = (await page.evaluate(styledClasses, '.redocusaurus')).filter(
      (name) => !onLoad.includes(name),
    );
    expect(opened.length).toBeGreaterThan(0);
    expect(unstyled((await redocStyles(page)).joined, opened)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('in dark mode, Redoc’s styles join the document in one piece, not rule by rule while it renders', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await chooseColourMode(page, 'dark');
    await page.addInitScript(recordStyledChanges);
    await gotoHydrated(page, '/api/receipt/');
    // In dark mode Redoc renders once the page has hydrated.
    await page.waitForSelector('[data-redoc-pending]', {state: 'detached'});
    await twoFrames(page);
    expect(await styledChanges(page)).toEqual([
      'a sheet of 100 or more rules joined',
    ]);
    const shown = await page.evaluate(styledClasses, '.redocusaurus');
    expect(shown.length).toBeGreaterThan(50);
    expect(unstyled((await redocStyles(page)).joined, shown)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
