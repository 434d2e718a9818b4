/**
 * The site promises no request to another host. A preconnect hint is not a request the page makes
 * (no request event fires), but it makes the browser open a connection: none may point elsewhere.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect} from 'vitest';
import {
  baseUrl,
  gotoHydrated,
  useSharedBrowser,
  testWithPages,
} from './browser';
import {SearchModal} from './pages/searchModal';
import {BUILD, filesInBuild} from '../support/build';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** rel values that make a browser contact a host before anything asks for it. */
const CONNECTING_HINTS =
  /<link\b[^>]*\brel=["']?(?:preconnect|dns-prefetch|prefetch|preload|modulepreload)\b[^>]*>/gi;

describe('hints to other hosts', () => {
  it('no built page has a resource hint to another host', () => {
    const pages = filesInBuild()
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(BUILD, file));
    expect(pages.length).toBeGreaterThan(150);
    const foreign = pages.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(CONNECTING_HINTS)]
        .map((match) => match[0])
        .filter((tag) => /href=["']?(?:https?:)?\/\//i.test(tag))
        .map((tag) => `${file}: ${tag}`),
    );
    expect(foreign).toEqual([]);
  });

  it('none appears after hydration or once search has been used', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    await gotoHydrated(page, '/docs/getting-started/');
    const search = new SearchModal(page);
    await search.open();
    await search.search('ocr');
    await search.waitForHits();
    const origin = new URL(baseUrl()).origin;
    const hints = await page
      .locator('link[rel="preconnect"], link[rel="dns-prefetch"]')
      .evaluateAll((links) =>
        links.map((link) => (link as HTMLLinkElement).href),
      );
    expect(hints.filter((href) => new URL(href).origin !== origin)).toEqual([]);
  });
});
