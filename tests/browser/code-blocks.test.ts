/**
 * Code blocks are highlighted by our slim Prism (src/prism) during server rendering, and the page keeps
 * those tokens once it runs: prismjs must not re-highlight the blocks behind React, and the theme's
 * re-render after hydration (it re-mounts code blocks for the reader's colour mode) must match.
 */
import {readFileSync} from 'node:fs';
import {describe, expect} from 'vitest';
import {
  gotoHydrated,
  gotoSettled,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {isScriptIn, scriptsContaining} from '../support/build';

const browser = useSharedBrowser();
const it = testWithPages(browser);
const PAGE = '/docs/configuration-examples/postgresql';

// The theme's code block (its copy button, Prism), in a chunk of its own (src/theme/CodeBlock).
const codeBlockChunks = scriptsContaining('copyButtonIcons');
const isCodeBlockChunk = isScriptIn(codeBlockChunks);

/** The pages of the docs version served at /docs (the older versions change only to fix a fact or link). */
const CURRENT_DOCS = [
  ...readFileSync('build/sitemap.xml', 'utf8').matchAll(
    /<loc>[^<]*?(\/docs\/[^<]*)<\/loc>/g,
  ),
]
  .map((match) => match[1] ?? '')
  .filter((path) => !/^\/docs\/\d+\.x\//.test(path));

describe('code blocks', () => {
  it(`show every line whole at 1280 px on the ${CURRENT_DOCS.length} pages of the current docs, in every tab`, async ({
    openPage,
  }) => {
    expect(CURRENT_DOCS.length).toBeGreaterThan(40);
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    const overflowing: string[] = [];
    for (const path of CURRENT_DOCS) {
      await gotoSettled(page, path);
      const found = await page.evaluate(() => {
        // Alternatives behind other tabs are shown too, to be measured.
        document
          .querySelectorAll('[role="tabpanel"][hidden]')
          .forEach((panel) => panel.removeAttribute('hidden'));
        return Array.from(
          document.querySelectorAll<HTMLElement>('.theme-code-block pre'),
        )
          .filter((pre) => pre.scrollWidth > pre.clientWidth)
          .map((pre) => {
            const lines = (pre.innerText || '').split('\n');
            const longest = lines.reduce(
              (max, line) => (line.length > max.length ? line : max),
              '',
            );
            return `${pre.scrollWidth - pre.clientWidth} px over: ${longest}`;
          });
      });
      overflowing.push(...found.map((line) => `${path}: ${line}`));
    }
    expect(overflowing).toEqual([]);
    // 47 pages in turn: about a minute on a quiet machine, past 600 s with the CPU squeezed
    // sixfold (BROWSER_CPU_SLOWDOWN=6) on a loaded one.
  }, 1_200_000);

  it('keep their server-rendered highlighting after hydration, with no console error', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage();
    await gotoSettled(page, PAGE);
    const {served, live, languages, tokenTypes} = await page.evaluate(
      async (path) => {
        const html = await (await fetch(path)).text();
        // Tokens as class list and text; inline styles are re-serialised by the re-mount, so not compared.
        const tokensOf = (block: Element): string[][] =>
          Array.from(block.querySelectorAll('.token-line')).map((line) =>
            Array.from(line.querySelectorAll('span')).map(
              (span) => `${span.className}|${span.textContent}`,
            ),
          );
        const servedBlocks = Array.from(
          new DOMParser()
            .parseFromString(html, 'text/html')
            .querySelectorAll('pre'),
        );
        const liveBlocks = Array.from(document.querySelectorAll('pre'));
        return {
          served: servedBlocks.map(tokensOf),
          live: liveBlocks.map(tokensOf),
          languages: liveBlocks.map(
            (block) => /language-(\w+)/.exec(block.className)?.[1] ?? '',
          ),
          tokenTypes: Array.from(
            new Set(
              Array.from(document.querySelectorAll('pre .token')).flatMap(
                (token) => Array.from(token.classList),
              ),
            ),
          ),
        };
      },
      PAGE,
    );
    expect(languages).toEqual(expect.arrayContaining(['ini', 'yaml']));
    expect(tokenTypes).toEqual(
      expect.arrayContaining(['comment', 'key', 'punctuation']),
    );
    expect(served.flat(2).length).toBeGreaterThan(50);
    expect(live).toEqual(served);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('arrive highlighted after an in-app navigation from a page without code, which never downloaded them', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.url());
    });
    // A page with no code block that links to one with several.
    await gotoHydrated(page, '/docs/configuration/environment-variables');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('pre').count()).resolves.toBe(0);
    expect(codeBlockChunks).toHaveLength(1);
    expect(scripts.filter(isCodeBlockChunk)).toEqual([]);
    // A marker on window survives only an in-app navigation.
    await page.evaluate(() => {
      (window as {sameApp?: boolean}).sameApp = true;
    });
    await page.locator(`article a[href$="${PAGE}"]`).first().click();
    await page.waitForURL(new RegExp(`${PAGE}$`));
    await page.locator('pre .token.key').first().waitFor();
    expect(scripts.filter(isCodeBlockChunk)).toHaveLength(1);
    await expect(
      page.evaluate(() => (window as {sameApp?: boolean}).sameApp),
    ).resolves.toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('stay readable, highlighted as served, when their code cannot be downloaded', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(
      (url) => isCodeBlockChunk(url.href),
      (route) => route.abort('internetdisconnected'),
    );
    await gotoSettled(page, PAGE);
    await expect(
      page.locator('pre .token.key').count(),
    ).resolves.toBeGreaterThan(5);
    // The download is tried as the page loads and again when the blocks mount if it had failed
    // by then: each failure is reported once, and none brings up the page's error banner.
    const failures = problems.failedRequests.filter((request) =>
      isCodeBlockChunk(request.split(' ')[0] ?? ''),
    );
    expect(failures.length).toBeGreaterThanOrEqual(1);
    expect(
      warnings.filter((text) => /code blocks could not be loaded/.test(text)),
    ).toHaveLength(failures.length);
    await expect(page.locator('[role="alert"]').count()).resolves.toBe(0);
    expect(
      problems.consoleErrors.filter(
        (text) => !/Failed to load resource/.test(text),
      ),
    ).toEqual([]);
  });
});
