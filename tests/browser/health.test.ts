/**
 * Every page of the sitemap loads with no console error, no failed request and no request to another
 * host, in light and dark mode; the main routes also pass axe with no serious or critical finding.
 */
import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect} from 'vitest';
import {AxeBuilder} from '@axe-core/playwright';
import {
  chooseColourMode,
  gotoHydrated,
  gotoSettled,
  openPage,
  testWithPages,
  useSharedBrowser,
} from './browser';
import type {PageFixtures, WatchedPage} from './browser';
import {ROUTES} from '../fixtures/site';

const SITE_URL = 'https://receiptwrangler.io';
const sitemapPaths = [
  ...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => (match[1] ?? '').replace(SITE_URL, ''));
const MODES = ['light', 'dark'] as const;

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('the sitemap', () => {
  it('lists every fixture route meant for it, and no other', () => {
    for (const {path, inSitemap} of ROUTES) {
      if (inSitemap === false) expect(sitemapPaths, path).not.toContain(path);
      else expect(sitemapPaths, path).toContain(path);
    }
  });
});

describe.each(MODES)('every page in %s mode', (mode) => {
  let watched: WatchedPage;
  beforeAll(async () => {
    watched = await openPage(browser);
    await chooseColourMode(watched.page, mode);
  });
  afterAll(async () => {
    await watched.context.close();
  });

  it(`loads ${sitemapPaths.length} pages with no console error, failed or foreign request`, async () => {
    const {page, problems} = watched;
    for (const path of sitemapPaths) {
      expect(await gotoHydrated(page, path), path).toBe(200);
      await expect(
        page.locator('html').getAttribute('data-theme'),
      ).resolves.toBe(mode);
    }
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
  }, 600_000);
});

// The route table plus pages with code blocks, tabs and tables, where colours differ most.
const A11Y_PAGES = [
  ...ROUTES,
  {path: '/docs/getting-started/installation'},
  {path: '/docs/configuration/environment-variables'},
  {path: '/blog/2025/02/02/receipt-wrangler-6-0'},
  // The two largest pages of the API reference (about 4,300 and 3,100 elements).
  {path: '/api/receipt/'},
  {path: '/api/user/'},
];

// axe walks every element. When /api/ was one page of ~27,000 elements that took 20–60 s on an idle
// 2-core machine and over a minute when it was busy. The reference's pages now have at most ~4,300
// (one tag each): axe takes 3–4 s on them with the other browser tests running. They keep a wider
// margin than other pages, for a machine far busier than that; the check itself is the same.
const LARGE_PAGE = (path: string): boolean => path.startsWith('/api');
const AXE_TIMEOUT_MS = 60_000;
const LARGE_PAGE_AXE_TIMEOUT_MS = 120_000;

async function seriousAxeViolations(
  openPage: PageFixtures['openPage'],
  mode: 'light' | 'dark',
  path: string,
  timeout: number,
): Promise<string[]> {
  const {page} = await openPage();
  page.setDefaultTimeout(timeout);
  await chooseColourMode(page, mode);
  await gotoSettled(page, path);
  // Off-screen API operations are laid out while the page is idle (src/api-reference/layOutWhenIdle):
  // axe must measure the finished page, not sections the browser has not laid out yet.
  await page.waitForFunction(
    () =>
      !document.querySelector(
        "[data-section-id*='/operation/']:not([data-laid-out])",
      ),
  );
  const results = await new AxeBuilder({page})
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

describe.each(MODES)('accessibility in %s mode', (mode) => {
  const small = A11Y_PAGES.filter(({path}) => !LARGE_PAGE(path));
  const large = A11Y_PAGES.filter(({path}) => LARGE_PAGE(path));
  it.for(small)(
    '$path has no serious or critical axe violation',
    {timeout: AXE_TIMEOUT_MS},
    async ({path}, {openPage}) => {
      expect(await seriousAxeViolations(openPage, mode, path, 30_000)).toEqual(
        [],
      );
    },
  );
  it.for(large)(
    '$path has no serious or critical axe violation',
    {timeout: LARGE_PAGE_AXE_TIMEOUT_MS},
    async ({path}, {openPage}) => {
      expect(
        await seriousAxeViolations(
          openPage,
          mode,
          path,
          LARGE_PAGE_AXE_TIMEOUT_MS - 10_000,
        ),
      ).toEqual([]);
    },
  );
});
