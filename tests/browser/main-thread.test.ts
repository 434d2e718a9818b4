/**
 * What a docs page makes the browser do before a reader can use it, counted rather than timed
 * (issue 41; the timings are `npm run bench`'s): the script files it requests before `load`, each
 * one a request and a script task, the date formatters hydration creates, and where the prefetch
 * of the routes its links lead to runs (src/client/idlePrefetch.ts).
 */
import {describe, expect} from 'vitest';
import {
  baseUrl,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const DOCS_PAGES = [
  '/docs/getting-started/',
  '/docs/configuration/environment-variables',
  '/docs/5.x/concepts/ocr',
];
/**
 * The runtime, main.js, the docs layout (one chunk: src/plugins/main-bundle), the version's sidebar,
 * the page's content and four chunks of theme code that blog posts and pages share (12 before the
 * docs layout became one chunk).
 */
const SCRIPTS_BEFORE_LOAD = 9;
/** `<link rel=prefetch>` elements per distinct file, on the pages above at 1280 px. */
const PREFETCH_LINKS_PER_FILE = 4;

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
    `%s prefetches the routes of the links on screen, at most ${PREFETCH_LINKS_PER_FILE} links per file, every one added from an idle callback`,
    async (path, {openPage}) => {
      const {page, problems} = await openPage();
      await page.addInitScript(() => {
        const added: {href: string; idle: boolean}[] = [];
        let idle = 0;
        Object.defineProperty(window, '__prefetchLinks', {get: () => added});
        const request = window.requestIdleCallback.bind(window);
        window.requestIdleCallback = (callback, options) =>
          request((deadline) => {
            idle += 1;
            try {
              callback(deadline);
            } finally {
              idle -= 1;
            }
          }, options);
        const append = Node.prototype.appendChild;
        Node.prototype.appendChild = function appendChild<T extends Node>(
          this: Node,
          node: T,
        ): T {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
            added.push({href: node.href, idle: idle > 0});
          return append.call(this, node) as T;
        };
      });
      await gotoHydrated(page, path);
      const links = () =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __prefetchLinks: {href: string; idle: boolean}[];
              }
            ).__prefetchLinks,
        );
      // Prefetching has started and then stopped adding links.
      let count = -1;
      await expect
        .poll(
          async () => {
            const previous = count;
            count = (await links()).length;
            return count > 0 && count === previous;
          },
          {timeout: 15_000, interval: 500},
        )
        .toBe(true);
      const added = await links();
      // Docusaurus adds a link per chunk of each route a visible link leads to, so a chunk many
      // routes share is linked again for each (5.4 to 6.3 links per file before the docs layout
      // became one chunk; 3.2 to 3.8 after, at 1280 px).
      const files = new Set(added.map(({href}) => href)).size;
      expect(added.length / files).toBeLessThanOrEqual(PREFETCH_LINKS_PER_FILE);
      expect(added.filter(({idle}) => !idle)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    },
  );
});
