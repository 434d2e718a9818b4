/**
 * Code blocks are highlighted by our slim Prism (src/prism) during server rendering, and the page keeps
 * those tokens once it runs: prismjs must not re-highlight the blocks behind React, and the theme's
 * re-render after hydration (it re-mounts code blocks for the reader's colour mode) must match.
 */
import {describe, expect} from 'vitest';
import {gotoSettled, testWithPages, useSharedBrowser} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);
const PAGE = '/docs/configuration-examples/postgresql';

describe('code blocks', () => {
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
});
