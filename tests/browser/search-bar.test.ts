/**
 * The navbar's search bar (src/search/docsearch/LocalSearchBar.tsx): every key typed after the shortcut or a tap reaches
 * the modal's input however long its code takes to arrive, online and offline; "See all N results"
 * says the number the /search page it opens shows; the button shows keyboard focus.
 */
import {readFileSync} from 'node:fs';
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  baseUrl,
  chooseColourMode,
  contrast,
  gotoHydrated,
  holdRequests,
  testWithPages,
  useSharedBrowser,
  waitForOfflineReading,
  patience,
} from './browser';
import {startNginx} from './nginx';
import {SearchModal} from './pages/searchModal';

// The first entry of versions.json is the latest docs version, served at /docs.
const [LATEST] = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** The search code's download is held back this long from the shortcut, and until the query is typed. */
const HOLD_MS = 1000;
const CODE = /\/assets\/(js|css)\//;

/**
 * Offline, the service worker answers and `page.route` sees nothing: the page itself holds the
 * script and stylesheet tags webpack adds while `holdingCode` is set (an init script).
 */
function holdInsertedCode(): void {
  const append = Node.prototype.appendChild;
  const held: (() => void)[] = [];
  const page = window as {holdingCode?: boolean; releaseCode?: () => void};
  page.releaseCode = () => {
    page.holdingCode = false;
    for (const insert of held.splice(0)) insert();
  };
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T) {
    const address =
      node instanceof HTMLScriptElement
        ? node.src
        : node instanceof HTMLLinkElement
          ? node.href
          : '';
    if (page.holdingCode && /\/assets\/(js|css)\//.test(address)) {
      held.push(() => append.call(this, node));
      return node;
    }
    return append.call(this, node) as T;
  };
}

/**
 * Types `query` after `open` while the search code is held back (HOLD_MS, and until the last key),
 * then checks that no key was lost and the search ran.
 */
async function typeWhileLoading(
  page: Page,
  {open, release}: {open: () => Promise<unknown>; release: () => unknown},
  query: string,
  delay: number,
): Promise<void> {
  const search = new SearchModal(page);
  const held = new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  await open();
  await page.keyboard.type(query, {delay});
  // Typed before the modal's code arrived: the keys had nowhere to go but the buffer.
  await expect(search.modal.count()).resolves.toBe(0);
  await held;
  await release();
  await search.modal.waitFor({state: 'visible'});
  await expect
    .poll(() => search.input.inputValue(), {timeout: patience(10_000)})
    .toBe(query);
  await search.waitForHits();
  await expect(
    page.locator('.DocSearch-Hit mark').first().textContent(),
  ).resolves.toMatch(new RegExp(query, 'i'));
}

describe('keys typed while the search code downloads', () => {
  it.for([
    {shortcut: 'Control+k', delay: 0},
    {shortcut: 'Control+k', delay: 80},
    {shortcut: '/', delay: 0},
    {shortcut: '/', delay: 80},
  ])(
    'after $shortcut, "redis" typed at $delay ms a key all reaches the input',
    async ({shortcut, delay}, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await gotoHydrated(page, '/docs/getting-started/');
      const release = await holdRequests(page, (url) =>
        CODE.test(url.pathname),
      );
      await typeWhileLoading(
        page,
        {open: () => page.keyboard.press(shortcut), release},
        'redis',
        delay,
      );
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it.for([0, 80])(
    'on a phone, a tap on the search icon then "postgres" at %i ms a key keeps every key',
    async (delay, {openPage}) => {
      const {page} = await openPage({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
      });
      await gotoHydrated(page, '/docs/getting-started/');
      const release = await holdRequests(page, (url) =>
        CODE.test(url.pathname),
      );
      await typeWhileLoading(
        page,
        {open: () => new SearchModal(page).button.tap(), release},
        'postgres',
        delay,
      );
    },
  );

  it('offline, after Ctrl K, "redis" typed at 80 ms a key all reaches the input', async ({
    openPage,
  }) => {
    const server = await startNginx('build');
    const {context, page} = await openPage({serviceWorkers: 'allow'});
    try {
      await page.addInitScript(holdInsertedCode);
      await page.goto(new URL('/docs/getting-started/', server.url).href);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await waitForOfflineReading(page);
      await server.stop();
      await context.setOffline(true);
      // A page loaded offline, from the service worker, that has not loaded the search code.
      await page.goto(
        new URL('/docs/configuration/environment-variables', server.url).href,
      );
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.evaluate(() => {
        (window as {holdingCode?: boolean}).holdingCode = true;
      });
      await typeWhileLoading(
        page,
        {
          open: () => page.keyboard.press('Control+k'),
          release: () =>
            page.evaluate(() =>
              (window as {releaseCode?: () => void}).releaseCode?.(),
            ),
        },
        'redis',
        80,
      );
    } finally {
      await server.stop().catch(() => undefined);
    }
  }, 180_000);
});

/**
 * Records, on the page's document, each key the page could act on: one whose default was not
 * prevented and that did not come from the search modal (an init script, so it runs before any
 * script of the page). A modifier pressed on its own types nothing and is not recorded. Whether the
 * default was prevented is read once the event has been dispatched, not while the document sees it:
 * DocSearch's own keyboard hook listens on the window, after the document.
 */
function recordPageKeys(): void {
  const page = window as {keyEvents?: KeyboardEvent[]};
  page.keyEvents = [];
  const modifiers = new Set(['Control', 'Meta', 'Shift', 'Alt']);
  document.addEventListener('keydown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!modifiers.has(event.key) && !target?.closest('.DocSearch-Modal'))
      page.keyEvents?.push(event);
  });
}

const pageKeys = (page: Page): Promise<string[] | undefined> =>
  page.evaluate(() =>
    (window as {keyEvents?: KeyboardEvent[]}).keyEvents
      ?.filter((event) => !event.defaultPrevented)
      .map((event) => event.key),
  );

describe('the shortcut from the moment the page is shown', () => {
  it.for(['Control+k', 'Meta+k', '/'])(
    'at first paint, before the page script has run, %s then "postgres": the modal opens with every key, the page gets none',
    async (shortcut, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await page.addInitScript(recordPageKeys);
      // The page's main script is held back until the keys are typed: the page is shown, nothing runs.
      const release = await holdRequests(page, (url) =>
        /\/assets\/js\/main\.[^/]+\.js$/.test(url.pathname),
      );
      await page.goto(new URL('/docs/getting-started/', baseUrl()).href, {
        waitUntil: 'commit',
      });
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      await page.keyboard.press(shortcut);
      await page.keyboard.type('postgres');
      await expect(
        page.evaluate(() => document.documentElement.dataset.hasHydrated),
      ).resolves.toBe('false');
      release();
      const search = new SearchModal(page);
      await search.modal.waitFor({state: 'visible', timeout: patience(20_000)});
      await expect
        .poll(() => search.input.inputValue(), {timeout: patience(10_000)})
        .toBe('postgres');
      await search.waitForHits();
      await expect(pageKeys(page)).resolves.toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it.for(['Control+k', '/'])(
    'at load, with the CPU slowed 4 times, %s then "redis set up": the modal opens with every key, the page gets none',
    async (shortcut, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await page.addInitScript(recordPageKeys);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(new URL('/docs/getting-started/', baseUrl()).href, {
        waitUntil: 'load',
      });
      await page.keyboard.press(shortcut);
      await page.keyboard.type('redis set up', {delay: 20});
      const search = new SearchModal(page);
      await search.modal.waitFor({state: 'visible', timeout: patience(20_000)});
      await expect
        .poll(() => search.input.inputValue(), {timeout: patience(10_000)})
        .toBe('redis set up');
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
      await search.waitForHits();
      await expect(pageKeys(page)).resolves.toEqual([]);
      // A space the page had acted on would have scrolled it.
      await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
      expect(problems.consoleErrors).toEqual([]);
    },
  );
  it('once hydrated, Control+k then "redis": DocSearch\'s own hook opens the modal, the page gets no key', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await page.addInitScript(recordPageKeys);
    await gotoHydrated(page, '/docs/getting-started/');
    // The search bar has taken over from the inline script: the window's listener is DocSearch's.
    await expect(
      page.evaluate(() => '__earlySearchShortcut' in window),
    ).resolves.toBe(false);
    await page.keyboard.press('Control+k');
    const search = new SearchModal(page);
    await search.modal.waitFor({state: 'visible'});
    await page.keyboard.type('redis');
    await expect.poll(() => search.input.inputValue()).toBe('redis');
    await expect(pageKeys(page)).resolves.toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe('"See all N results"', () => {
  // Outside the docs the modal searched the latest version (and the blog, pages and API): /search
  // opens on it, so its count is the page's; "Search all versions" offers the rest.
  it.for([
    {
      path: '/docs/5.x/configuration/environment-variables',
      query: 'postgres',
      version: '5.x',
    },
    {path: '/docs/getting-started/', query: 'database', version: LATEST},
    {path: '/blog', query: 'groups', version: LATEST},
  ])(
    'on $path, typing "$query" key by key: N is the count /search shows for $version',
    async ({path, query, version}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoHydrated(page, path);
      const search = new SearchModal(page);
      await search.open();
      // Key by key, as a reader types: each prefix is a search of its own.
      await search.input.pressSequentially(query, {delay: 80});
      await search.waitForHits();
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      await expect
        .poll(() => seeAll.textContent(), {timeout: patience(10_000)})
        .toMatch(/^See all \d+ results$/);
      const promised = Number(/\d+/.exec((await seeAll.textContent()) ?? ''));
      await seeAll.click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/search' &&
          url.searchParams.get('version') === version,
      );
      await expect(page.getByLabel('Docs version').inputValue()).resolves.toBe(
        version,
      );
      const status = page.locator('main [aria-live="polite"]');
      await expect
        .poll(() => status.textContent(), {timeout: patience(10_000)})
        .toMatch(/^\d+ results?/);
      const shown = Number(/^\d+/.exec((await status.textContent()) ?? ''));
      expect(promised).toBeGreaterThan(0);
      expect(promised).toBe(shown);
    },
  );
});

describe('the search button', () => {
  it.for(['light', 'dark'] as const)(
    'shows keyboard focus in %s mode: an outline of at least 2 px, 3:1 against the navbar',
    async (mode, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await chooseColourMode(page, mode);
      await gotoHydrated(page, '/docs/getting-started/');
      const button = new SearchModal(page).button;
      // Reached with Tab, as a keyboard user does.
      for (let presses = 0; presses < 40; presses += 1) {
        if (
          await button.evaluate((element) => element === document.activeElement)
        )
          break;
        await page.keyboard.press('Tab');
      }
      const ring = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        const navbar = getComputedStyle(
          element.closest('.navbar') ?? document.body,
        ).backgroundColor;
        return {
          focused: element === document.activeElement,
          visible: element.matches(':focus-visible'),
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          outline: style.outlineColor,
          navbar,
        };
      });
      expect(ring.focused && ring.visible).toBe(true);
      expect(ring.style).toMatch(/^(solid|double|dashed|dotted)$/);
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.outline, ring.navbar)).toBeGreaterThanOrEqual(3);
    },
  );
});
