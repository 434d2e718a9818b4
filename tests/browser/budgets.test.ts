/**
 * Deterministic byte budgets: what a browser transfers on a first visit (every request until the
 * network is idle, gzip-9 as our static server serves it), and what each page must not load.
 */
import {describe, expect} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import type {Page} from 'playwright-core';
import {
  baseUrl,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {scriptsContaining} from '../support/build';

/*
 * The targets where we are under them, otherwise the measured first-visit bytes rounded up
 * (docs pages, blog posts) or + 10 % (the rest), so any growth fails the build.
 * Docs pages: 169 KB. The goal is 160 KB (issue 16); measured 163.4 and 167.9 KB (2026-11-25) since
 * the theme's code block (Prism, copy button: 17 KB) is downloaded only by pages that show code
 * (src/theme/CodeBlock); 180.9 and 185.4 KB before. Blog posts: 163 KB (161.2 measured, 178.6 before).
 * What main.js and the rest of a first visit carry is in the README's "Performance budgets".
 * The API reference: measured + 10 % (343.5 KB for the index, 362.1 KB for the largest tag page,
 * once Redoc's search and code-sample grammars were left out); it was 492 KB as one page.
 */
const BUDGETS: readonly {path: string; kilobytes: number}[] = [
  {path: '/', kilobytes: 148},
  {path: '/docs/getting-started/', kilobytes: 169},
  {path: '/docs/configuration/environment-variables', kilobytes: 169},
  {path: '/search', kilobytes: 148},
  {path: '/blog/2025/07/10/maintenance-mode-ends', kilobytes: 163},
  {path: '/api/', kilobytes: 378},
  {path: '/api/receipt/', kilobytes: 398},
];

const browser = useSharedBrowser();
const it = testWithPages(browser);

interface Visit {
  bytes: number;
  urls: string[];
}

async function firstVisit(page: Page, path: string): Promise<Visit> {
  const visit: Visit = {bytes: 0, urls: []};
  page.on('response', (response) => {
    if (response.url().startsWith('blob:')) return; // made in the page (Redoc's worker), not downloaded
    visit.urls.push(response.url());
    visit.bytes += Number(response.headers()['content-length'] ?? 0);
  });
  // Until React has started and the network has then gone quiet: on a busy machine the main
  // script can take longer to run than the 500 ms that "network idle" waits for on its own.
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return visit;
}

const scripts = readdirSync('build/assets/js');
const redocChunks = scriptsContaining('API docs by Redocly');

describe('first-visit bytes', () => {
  it.for(BUDGETS)(
    '$path transfers at most $kilobytes KB',
    async ({path, kilobytes}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      const visit = await firstVisit(page, path);
      console.log(
        `${path}: ${(visit.bytes / 1024).toFixed(1)} KB in ${visit.urls.length} requests`,
      );
      expect(visit.bytes / 1024).toBeLessThanOrEqual(kilobytes);
    },
  );
});

describe('what pages do not load', () => {
  it('finds the Redoc bundle in the build', () => {
    expect(redocChunks.length).toBeGreaterThan(0);
  });

  it.for(BUDGETS.filter(({path}) => !path.startsWith('/api/')))(
    '$path loads neither the search index nor Redoc',
    async ({path}, {openPage}) => {
      const {page} = await openPage();
      const visit = await firstVisit(page, path);
      expect(
        visit.urls.filter((url) => /search-index\.[0-9a-f]+\.json/.test(url)),
      ).toEqual([]);
      expect(
        visit.urls.filter((url) =>
          redocChunks.some((chunk) => url.endsWith(chunk)),
        ),
      ).toEqual([]);
    },
  );

  it('loads the search modal’s styles only when search opens, and styles the navbar button before', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    const visit = await firstVisit(page, '/docs/getting-started/');
    const modalStyles = (urls: string[]) =>
      urls.filter((url) => /\/docsearch-modal\.[0-9a-f]+\.css$/.test(url));
    expect(modalStyles(visit.urls)).toEqual([]);
    const button = page.locator('.DocSearch-Button');
    await expect(
      button.evaluate((element) => [
        getComputedStyle(element).display,
        getComputedStyle(element).borderRadius,
      ]),
    ).resolves.toEqual(['flex', '8px']);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    expect(modalStyles(visit.urls)).toHaveLength(1);
    await expect(
      page
        .locator('.DocSearch-Container')
        .evaluate((element) => getComputedStyle(element).position),
    ).resolves.toBe('fixed');
  });

  it("ships neither Redoc's search nor its code-sample grammars", () => {
    const code = redocChunks
      .map((name) => readFileSync(`build/assets/js/${name}`, 'utf8'))
      .join('\n');
    // mark.js, and the Prism grammars Redoc registers (src/plugins/redoc/prismGrammarStub.cjs).
    expect(code).not.toMatch(/markjs|mark\.js/);
    expect(code).not.toMatch(/languages\.(objectivec|swift|php|csharp)\b/);
    // lunr once, not twice: only inside the search worker's source, a string Redoc never starts
    // with search off; the copy Redoc would run in the page is the stub.
    expect(
      code.split('Version mismatch when loading serialised index').length - 1,
    ).toBe(1);
  });

  it('keeps the API spec out of the code every page loads', () => {
    const main = scripts.filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    expect(main).toHaveLength(1);
    const code = readFileSync(`build/assets/js/${main[0] ?? ''}`, 'utf8');
    expect(code).not.toContain('getPagedCategories');
    expect(code).not.toContain('UpsertReceiptCommand');
  });

  it('requests nothing from another host on any budgeted page', async ({
    openPage,
  }) => {
    for (const {path} of BUDGETS) {
      const {page} = await openPage();
      const visit = await firstVisit(page, path);
      const origin = new URL(baseUrl()).origin;
      expect(
        visit.urls.filter(
          (url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin,
        ),
        path,
      ).toEqual([]);
    }
  });
});

describe('SEO basics', () => {
  it.for(BUDGETS)(
    '$path has a canonical URL, a description and a social card',
    async ({path}, {openPage}) => {
      const {page} = await openPage();
      await page.goto(new URL(path, baseUrl()).href);
      const canonical = await page
        .locator('link[rel="canonical"]')
        .getAttribute('href');
      expect(canonical).toMatch(/^https:\/\/receiptwrangler\.io\//);
      const description = await page
        .locator('meta[name="description"]')
        .getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      await expect(
        page.locator('meta[property="og:image"]').getAttribute('content'),
      ).resolves.toBe('https://receiptwrangler.io/img/social-card.png');
    },
  );

  it('serves robots.txt and sitemap.xml', async () => {
    const robots = await (
      await fetch(new URL('/robots.txt', baseUrl()))
    ).text();
    expect(robots).toContain('Sitemap: https://receiptwrangler.io/sitemap.xml');
    const sitemap = await fetch(new URL('/sitemap.xml', baseUrl()));
    expect(sitemap.status).toBe(200);
  });
});
