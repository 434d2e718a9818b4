/**
 * What a reader would notice if the browser's first render differed from the server's: after
 * hydration each kind of page holds the text and the content elements the server sent, with nothing
 * lost or doubled, and no console error. Guards client-only code (effects, the colour-mode
 * re-render, Redoc's browser pass) against changing or dropping what was served.
 */
import {describe, expect} from 'vitest';
import {gotoSettled, testWithPages, useSharedBrowser} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** One page of each kind, and the part of it that is content rather than chrome. */
const PAGES: readonly {path: string; region: string}[] = [
  {path: '/', region: 'main'},
  {path: '/docs/getting-started/', region: 'article .theme-doc-markdown'},
  // Tabs (one panel shown, the others hidden), admonitions and code blocks.
  {
    path: '/docs/getting-started/installation',
    region: 'article .theme-doc-markdown',
  },
  // A long table with anchors.
  {
    path: '/docs/configuration/environment-variables',
    region: 'article .theme-doc-markdown',
  },
  {path: '/docs/4.x/getting-started/installation', region: 'article'},
  {path: '/blog/2025/07/10/maintenance-mode-ends', region: 'article'},
  {path: '/project-status', region: 'main'},
  // The introduction rendered from the spec's Markdown, and the list of every operation.
  {path: '/api/', region: 'main article'},
  {path: '/api/receipt/', region: '.api-content'},
];

/** Text and a count of each kind of content element: what a lost or doubled node changes. */
interface Shape {
  text: string;
  counts: Record<string, number>;
}

const CONTENT_ELEMENTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'li',
  'a',
  'td',
  'pre',
  'code',
  'img',
  'details',
  '[role="tabpanel"]',
];

describe('hydration keeps the server’s page', () => {
  it.for(PAGES)(
    '$path keeps the text and elements of $region',
    async ({path, region}, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await gotoSettled(page, path);
      const {served, live} = await page.evaluate(
        async ({path, region, selectors}) => {
          const shapeOf = (root: ParentNode): Shape => {
            const element = root.querySelector(region);
            return {
              text: (element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
              counts: Object.fromEntries(
                selectors.map((selector) => [
                  selector,
                  element?.querySelectorAll(selector).length ?? -1,
                ]),
              ),
            };
          };
          const html = await (await fetch(path)).text();
          return {
            served: shapeOf(new DOMParser().parseFromString(html, 'text/html')),
            live: shapeOf(document),
          };
        },
        {path, region, selectors: CONTENT_ELEMENTS},
      );
      expect(served.text.length).toBeGreaterThan(100);
      expect(live.counts).toEqual(served.counts);
      expect(live.text).toBe(served.text);
      expect(problems.consoleErrors).toEqual([]);
    },
  );
});
