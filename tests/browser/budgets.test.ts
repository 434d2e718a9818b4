/**
 * Deterministic byte budgets: what a browser transfers on a first visit (every request until the
 * network is idle, gzip-9 as our static server serves it), and what each page must not load.
 */
import {describe, expect} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import {baseUrl, firstVisit, testWithPages, useSharedBrowser} from './browser';
import {filesInBuild, isScriptIn, scriptsContaining} from '../support/build';

/*
 * The issue's targets where we are under them, otherwise the measured first-visit bytes rounded up
 * (blog posts) or + 10 % (the rest), so any growth fails the build. Measured 2026-11-25:
 * - Docs pages: 160 KB, issue 16's goal; 154.4 and 158.9 KB (153.6 and 158.0 before DocSearch's
 *   keyboard hook moved into main.js, so that search opens at once: src/theme/SearchBar).
 *   Before: 180.9 and 185.4 KB, then 163.4 and 167.9 once the theme's code block was downloaded only by pages that show code
 *   (src/theme/CodeBlock); now the search bar's code waits for the reader to reach for search
 *   (src/theme/SearchBar), nprogress for the first navigation (src/client/navigationProgress.ts),
 *   and the Infima rules no page uses are left out of the stylesheet (src/plugins/main-bundle).
 * - Blog posts: 152 KB (152.0 measured; 151.2 before the keyboard hook). `/` and `/search`: 147 KB
 *   (134.2 and 133.9 measured).
 * - The API reference: 160 KB for the index, an ordinary page since Redoc stopped rendering it
 *   (156.3 measured; 333.3 with Redoc), and 387 KB for the largest tag page (353.3 measured); it
 *   was 492 KB as one page.
 * What main.js and the rest of a first visit carry is in the README's "Performance budgets".
 */
const BUDGETS: readonly {path: string; kilobytes: number}[] = [
  {path: '/', kilobytes: 147},
  {path: '/docs/getting-started/', kilobytes: 160},
  {path: '/docs/configuration/environment-variables', kilobytes: 160},
  {path: '/search', kilobytes: 147},
  {path: '/blog/2025/07/10/maintenance-mode-ends', kilobytes: 152},
  {path: '/api/', kilobytes: 160},
  {path: '/api/receipt/', kilobytes: 387},
];

const browser = useSharedBrowser();
const it = testWithPages(browser);

const scripts = readdirSync('build/assets/js');
const redocChunks = scriptsContaining('API docs by Redocly');
const isRedocChunk = isScriptIn(redocChunks);

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

  // Only the tag pages of the API reference run Redoc; its index is an ordinary page.
  it.for(BUDGETS.filter(({path}) => !/^\/api\/.+/.test(path)))(
    '$path loads neither the search index nor Redoc',
    async ({path}, {openPage}) => {
      const {page} = await openPage();
      const visit = await firstVisit(page, path);
      expect(
        visit.urls.filter((url) => /search-index\.[0-9a-f]+\.json/.test(url)),
      ).toEqual([]);
      expect(visit.urls.filter(isRedocChunk)).toEqual([]);
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

describe('the global stylesheet', () => {
  // Class names of a stylesheet's selectors (comments left out: Infima's name URLs).
  const classesOf = (css: string): Set<string> =>
    new Set(
      (
        css.replace(/\/\*[\s\S]*?\*\//g, '').match(/\.-?[_a-zA-Z][\w-]*/g) ?? []
      ).map((name) => name.slice(1)),
    );
  const stylesheet = readdirSync('build/assets/css').find((name) =>
    /^styles\.[0-9a-f]+\.css$/.test(name),
  );
  const present = classesOf(
    readFileSync(`build/assets/css/${stylesheet}`, 'utf8'),
  );
  const infima = classesOf(
    readFileSync('node_modules/infima/dist/css/default/default.css', 'utf8'),
  );

  it('leaves out Infima rules no page uses (src/plugins/main-bundle/unusedInfima.ts)', () => {
    for (const unused of ['avatar__subtitle', 'pills__item', 'button-group'])
      expect(present.has(unused), unused).toBe(false);
  });

  it('keeps every Infima class a built page or script names', () => {
    const words = new Set<string>();
    for (const file of filesInBuild()) {
      if (!/\.(html|js)$/.test(file)) continue;
      for (const word of readFileSync(`build/${file}`, 'utf8').match(
        /[\w-]+/g,
      ) ?? [])
        words.add(word);
    }
    const lost = [...infima].filter(
      (name) => words.has(name) && !present.has(name),
    );
    expect(lost).toEqual([]);
    // The check sees the classes pages use.
    for (const used of ['navbar__item', 'menu__link', 'table-of-contents'])
      expect(words.has(used) && present.has(used), used).toBe(true);
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
