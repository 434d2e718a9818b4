/**
 * Deterministic byte budgets: what a browser transfers on a first visit (every request until the
 * network is idle, gzip-9 as our static server serves it), and what each page must not load.
 */
import {describe, expect} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import {
  baseUrl,
  chooseColourMode,
  firstVisit,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {
  SEARCH_SHARD_REQUEST,
  isScriptIn,
  scriptsContaining,
} from '../support/build';

/*
 * Render-critical bytes: what a page needs to show itself and hydrate (its HTML, the global
 * stylesheet, the runtime, main.js and the route's own chunks), gzip-9 as our static server sends
 * them. Every ordinary page within 160 KB; the environment variables page, the heaviest (its
 * tables and the site-wide inline search shortcut), within 163 KB, about 1 KB over what it
 * weighs (how each figure moved is in the commits that moved it). Code that our pages fetch when it is needed (the theme's code block with its
 * grammars, src/theme/CodeBlock) has a budget of its own, so neither number has to absorb the
 * other's growth. What main.js and the rest carry is in the README's "Performance budgets".
 */
const BUDGETS: readonly {path: string; kilobytes: number}[] = [
  {path: '/', kilobytes: 160},
  {path: '/docs/getting-started/', kilobytes: 160},
  {path: '/docs/configuration/environment-variables', kilobytes: 163},
  {path: '/docs/configuration-examples/postgresql', kilobytes: 160},
  {path: '/search', kilobytes: 160},
  {path: '/blog/2025/07/10/maintenance-mode-ends', kilobytes: 160},
  {path: '/api/', kilobytes: 160},
  {path: '/api/receipt/', kilobytes: 400},
];
/** The on-demand code a first visit may add: the theme's code block, Prism and our grammars. */
const ON_DEMAND_KILOBYTES = 50;

const browser = useSharedBrowser();
const it = testWithPages(browser);

const scripts = readdirSync('build/assets/js');
const redocChunks = scriptsContaining('API docs by Redocly');
const isRedocChunk = isScriptIn(redocChunks);
/*
 * The theme's code block and what it brings, fetched by src/theme/CodeBlock on pages that show code:
 * the block and its copy button, prism-react-renderer, prismjs and our Bash and INI grammars
 * (src/prism/grammars.ts). A chunk no marker finds counts as render-critical, so a renamed marker
 * fails the render-critical budget rather than hiding bytes.
 */
const onDemandScripts = [
  'copyButtonIcons',
  'token-line',
  'highlightAllUnder',
  'languages.ini',
]
  .flatMap((marker) => scriptsContaining(marker))
  .filter((name) => !redocChunks.includes(name));
const isOnDemand = isScriptIn(onDemandScripts);

// Only the tag pages of the API reference run Redoc; its index is an ordinary page.
const runsRedoc = (path: string): boolean => /^\/api\/.+/.test(path);

describe('first visit', () => {
  it('finds the Redoc bundle and the code block in the build', () => {
    expect(redocChunks.length).toBeGreaterThan(0);
    expect(scriptsContaining('copyButtonIcons').length).toBeGreaterThan(0);
  });

  it.for(BUDGETS)(
    '$path: render-critical at most $kilobytes KB, on demand at most ' +
      `${ON_DEMAND_KILOBYTES} KB, no search index, no other host`,
    async ({path, kilobytes}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      const visit = await firstVisit(page, path);
      const sum = (responses: typeof visit.responses): number =>
        responses.reduce((total, {bytes}) => total + bytes, 0);
      const onDemand = sum(visit.responses.filter(({url}) => isOnDemand(url)));
      // HTML, styles and scripts; images (the logo) are not what a page waits for to render.
      const critical =
        sum(
          visit.responses.filter(({type}) =>
            ['document', 'stylesheet', 'script'].includes(type),
          ),
        ) - onDemand;
      console.log(
        `${path}: render-critical ${(critical / 1024).toFixed(1)} KB, on demand ${(onDemand / 1024).toFixed(1)} KB, ${visit.urls.length} requests`,
      );
      expect(critical / 1024).toBeLessThanOrEqual(kilobytes);
      expect(onDemand / 1024).toBeLessThanOrEqual(ON_DEMAND_KILOBYTES);
      expect(
        visit.urls.filter((url) => SEARCH_SHARD_REQUEST.test(url)),
      ).toEqual([]);
      if (!runsRedoc(path)) expect(visit.urls.filter(isRedocChunk)).toEqual([]);
      const origin = new URL(baseUrl()).origin;
      expect(
        visit.urls.filter(
          (url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin,
        ),
      ).toEqual([]);
    },
  );
});

describe('what pages load on demand', () => {
  it.for(['light', 'dark'] as const)(
    'loads the search modal’s styles only when search opens, and styles the navbar button before as they do (%s mode)',
    async (mode, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await chooseColourMode(page, mode);
      const visit = await firstVisit(page, '/docs/getting-started/');
      const modalStyles = (urls: string[]) =>
        urls.filter((url) => /\/docsearch-modal\.[0-9a-f]+\.css$/.test(url));
      expect(modalStyles(visit.urls)).toEqual([]);
      // The button's look from its own tokens (src/plugins/main-bundle/searchButtonTokens.css),
      // then from the modal's stylesheet, which defines them all: the same.
      const buttonLook = () =>
        page.locator('.DocSearch-Button').evaluate((button) => {
          const key = button.querySelector('.DocSearch-Button-Key');
          const style = getComputedStyle(button);
          return {
            display: style.display,
            borderRadius: style.borderRadius,
            background: style.backgroundColor,
            border: style.borderTopColor,
            text: style.color,
            key: key && [
              getComputedStyle(key).backgroundColor,
              getComputedStyle(key).color,
            ],
          };
        });
      const before = await buttonLook();
      expect(before).toMatchObject({display: 'flex', borderRadius: '8px'});
      expect(before.key).not.toBeNull();
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal').waitFor();
      expect(modalStyles(visit.urls)).toHaveLength(1);
      await expect(
        page
          .locator('.DocSearch-Container')
          .evaluate((element) => getComputedStyle(element).position),
      ).resolves.toBe('fixed');
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
      await expect(buttonLook()).resolves.toEqual(before);
    },
  );

  it("ships neither Redoc's search nor the code-sample grammars our samples do not use", () => {
    const code = redocChunks
      .map((name) => readFileSync(`build/assets/js/${name}`, 'utf8'))
      .join('\n');
    // mark.js, and the Prism grammars Redoc registers other than those of our request samples
    // (src/api-reference/plugin/prismGrammarStub.cjs; tests/browser/api-samples.test.ts sees those at work).
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
});
