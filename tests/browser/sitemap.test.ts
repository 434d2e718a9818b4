/**
 * One sweep of the site, served the way self-hosters serve it (Debian's nginx with
 * deploy/nginx/receipt-wrangler-docs.conf and its strict CSP). Every page of the sitemap (and
 * /search) loads in light mode with status 200, with no console error, uncaught exception, failed or
 * foreign request or CSP violation, and within the element budget; the main routes and the largest
 * API pages, one of each kind of page, do the same in dark mode. Those pass axe in both modes; each
 * tag page of the API reference shows its tag in the site's menu beside Redoc, its area in its
 * introduction, its operations and the link back to the index.
 */
import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  chooseColourMode,
  gotoHydrated,
  gotoSettled,
  seriousAxeViolations,
  testWithPages,
  useSharedBrowser,
  waitForLaidOut,
  watch,
  watchCsp,
  patience,
} from './browser';
import {startNginx} from './nginx';
import type {RunningNginx} from './nginx';
import {ROUTES} from '../fixtures/site';
import {TAG_PAGES as API_TAG_PAGES} from '../support/apiTagPages';

const SITE_URL = 'https://receiptwrangler.io';
const sitemapPaths = [
  ...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => (match[1] ?? '').replace(SITE_URL, ''));

/**
 * What a phone builds at load (issue 16): every page stays at or under 8,000 elements (the API
 * reference as one page of all 102 operations had 27,000). Measured: the API index about 810, the
 * largest tag page (Receipts) about 4,300.
 */
const DOM_BUDGET = 8_000;

// The route table plus pages with code blocks, tabs and tables, where colours differ most, and the
// two largest pages of the API reference (about 4,300 and 3,100 elements).
const AXE_PAGES = new Set([
  ...ROUTES.map(({path}) => path),
  '/docs/getting-started/installation',
  '/docs/configuration/environment-variables',
  '/blog/2025/02/02/receipt-wrangler-6-0',
  '/api/receipt/',
  '/api/user/',
]);
const PAGES = [...new Set([...sitemapPaths, ...AXE_PAGES])];

/** Each tag's page by its route. */
const TAG_PAGES = new Map(API_TAG_PAGES.map((page) => [page.route, page]));

const browser = useSharedBrowser();
const it = testWithPages(browser);
let nginx: RunningNginx;

beforeAll(async () => {
  nginx = await startNginx('build');
});
afterAll(async () => {
  await nginx?.stop();
});

/** What is wrong with a tag page of the API reference: its menu, area, operations and link back. */
async function tagPageFindings(
  page: Page,
  {group, tag}: {group: string; tag: string},
): Promise<string[]> {
  const findings: string[] = [];
  // The site's menu beside Redoc: this page current, its operations those Redoc shows.
  const menu = page.locator('nav[aria-label="API reference pages"]').first();
  const current = await menu
    .locator('a[aria-current="page"]')
    .allTextContents();
  const operations = await menu
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const sections = await page
    .locator(
      "[data-section-id*='/operation/']:not([data-section-id^='operation/'])",
    )
    .evaluateAll((items) =>
      items.map((item) => `#${item.getAttribute('data-section-id')}`),
    );
  if (current.length !== 1)
    findings.push(`menu marks ${JSON.stringify(current)} as this page`);
  if (operations.some((href) => !href?.startsWith(`#tag/${tag}/`)))
    findings.push(`menu lists operations outside tag ${tag}`);
  if (JSON.stringify(operations) !== JSON.stringify(sections))
    findings.push(
      `menu lists operations ${JSON.stringify(operations)}, the page shows ${JSON.stringify(sections)}`,
    );
  // The introduction names this page's tag and area.
  const intro =
    (await page.locator('.redocusaurus .api-info').textContent()) ?? '';
  const title = current[0] ?? '';
  if (
    !intro.includes(
      group === title
        ? `operations of ${title}. `
        : `operations of ${title}, in the area ${group}.`,
    )
  )
    findings.push(`introduction does not name the area ${group}`);
  if ((await page.locator("[data-section-id*='/operation/']").count()) === 0)
    findings.push('shows no operation');
  // Back to the index, and on to the other pages of its group.
  const back = await page
    .locator('.redocusaurus .api-info a[href="/api/#section/Operations"]')
    .count();
  if (back !== 1)
    findings.push(`${back} links back to /api/#section/Operations`);
  return findings;
}

/**
 * Every page in light mode, in two halves, and the pages axe checks in dark mode, all three at once:
 * most of a page's time is spent waiting (the network going quiet, Redoc's render, axe), so three
 * pages in flight keep both cores busy where one at a time left them half idle. Dark mode changes
 * colours, which axe judges; what else a page does (its requests, scripts, CSP, elements) is the
 * same in both modes, so the other pages are loaded once, in light mode (the browser suite's work is
 * its time on two cores: the dark half of the 149 pages cost about a third of this file's CPU).
 */
const HALVES = [0, 1].map((half) => ({
  mode: 'light' as const,
  name: half === 0 ? 'odd pages' : 'even pages',
  // Alternate pages, so the heavy API pages (Redoc, axe) are shared between the halves.
  pages: PAGES.filter((_, index) => index % 2 === half),
}));
const SWEEPS = [
  ...HALVES,
  {mode: 'dark' as const, name: 'pages axe checks', pages: [...AXE_PAGES]},
];

/**
 * A sweep is some 75 page loads, or 20 with axe: about two minutes on a quiet machine. With the
 * CPU squeezed sixfold (BROWSER_CPU_SLOWDOWN=6) on a loaded one, each sweep ran past 20 minutes.
 * Four light parts instead of two cost 17% more CPU on a quiet machine (344 against 292 CPU-s) and
 * would not shorten the dark sweep: the limit is longer instead.
 */
const SWEEP_TIMEOUT = patience(2_400_000);

describe.concurrent('every page, over nginx with its CSP', () => {
  it.for(SWEEPS)(
    '$mode mode, $name: loads its pages with no problem, and axe',
    {timeout: SWEEP_TIMEOUT},
    async ({mode, pages}, {newContext, expect}) => {
      const context = await newContext();
      const findings: string[] = [];
      await watchCsp(context, (page, violation) =>
        findings.push(`${new URL(page.url()).pathname}: ${violation}`),
      );
      const page = await context.newPage();
      // axe on the largest API page takes a few seconds idle; a loaded 2-core machine takes far longer.
      page.setDefaultTimeout(patience(110_000));
      await chooseColourMode(page, mode);
      const problems = watch(page, nginx.url);
      for (const path of pages) {
        const tagPage = TAG_PAGES.get(path);
        // Pages that are checked further wait for the finished page (network quiet, Redoc's render done).
        const url = new URL(path, nginx.url).href;
        const status =
          tagPage || AXE_PAGES.has(path)
            ? await gotoSettled(page, url)
            : await gotoHydrated(page, url);
        const at = (finding: string): number =>
          findings.push(`${path}: ${finding}`);
        if (status !== 200) at(`status ${status}`);
        // Off-screen API operations are laid out while the page is idle (src/api-reference/browser/layOutWhenIdle):
        // axe must measure the finished page, not sections the browser has not laid out yet.
        if (tagPage && AXE_PAGES.has(path)) await waitForLaidOut(page);
        const theme = await page.locator('html').getAttribute('data-theme');
        if (theme !== mode) at(`data-theme="${theme}"`);
        const elements = await page.evaluate(
          () => document.getElementsByTagName('*').length,
        );
        if (elements > DOM_BUDGET)
          at(`${elements} elements (budget ${DOM_BUDGET})`);
        if (tagPage) (await tagPageFindings(page, tagPage)).forEach(at);
        if (AXE_PAGES.has(path))
          (await seriousAxeViolations(page)).forEach((found) =>
            at(`axe ${found}`),
          );
      }
      expect(findings).toEqual([]);
      expect(problems).toEqual({
        consoleErrors: [],
        failedRequests: [],
        foreignRequests: [],
      });
      expect(pages.length).toBeGreaterThan(0);
    },
  );
});

describe('the sweep', () => {
  it(`covers ${PAGES.length} pages, every tag page of the API reference among them, axe on ${AXE_PAGES.size} in both modes`, () => {
    expect(HALVES.flatMap((half) => half.pages).sort()).toEqual(
      [...PAGES].sort(),
    );
    expect(
      SWEEPS.filter((sweep) => sweep.mode === 'dark').flatMap(
        (sweep) => sweep.pages,
      ),
    ).toEqual([...AXE_PAGES]);
    expect(
      [...TAG_PAGES.keys()].filter((path) => !PAGES.includes(path)),
    ).toEqual([]);
    expect(PAGES.length).toBeGreaterThan(140);
  });
});
