/**
 * Issue 31: the search index in shards. A first search downloads the shard of the docs version
 * being read (the latest outside the docs) and the unversioned one, within 70 KB gzip, and lists
 * that version's hits first; the other versions' shards load when the reader searches all
 * versions, from the modal or on /search.
 */
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {gotoHydrated, testWithPages, useSharedBrowser} from './browser';
import {SearchModal} from './pages/searchModal';
import {SEARCH_SHARD_REQUEST, searchShardFiles} from '../support/build';
import {CURRENT_VERSION, DOCS_VERSIONS} from '../support/docsVersions';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const SHARDS = searchShardFiles();
const FIRST_SEARCH_BUDGET_KB = 70;

/** The shard files the page downloads from now on, by shard name, with their transferred bytes. */
function watchShards(page: Page): Map<string, number> {
  const byFile = new Map(
    [...SHARDS].map(([shard, file]) => [file, shard] as const),
  );
  const downloaded = new Map<string, number>();
  page.on('response', (response) => {
    const {pathname} = new URL(response.url());
    if (!SEARCH_SHARD_REQUEST.test(pathname)) return;
    const shard = byFile.get(pathname.slice(1)) ?? `unknown ${pathname}`;
    downloaded.set(
      shard,
      (downloaded.get(shard) ?? 0) +
        Number(response.headers()['content-length'] ?? 0),
    );
  });
  return downloaded;
}

const kilobytes = (shards: Map<string, number>) =>
  [...shards.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;

describe('a first search', () => {
  it(`finds the build’s shards: ${DOCS_VERSIONS.join(', ')} and the unversioned one`, () => {
    expect([...SHARDS.keys()].sort()).toEqual(
      [...DOCS_VERSIONS, 'unversioned'].sort(),
    );
  });

  it.for([
    {
      path: '/docs/getting-started/',
      query: 'postgres',
      version: CURRENT_VERSION,
    },
    {path: '/docs/5.x/concepts/ocr', query: 'tesseract', version: '5.x'},
    // "groups" scores higher in the API reference: only the ranking puts 4.x first.
    {
      path: '/docs/4.x/concepts/groups/managing-groups',
      query: 'groups',
      version: '4.x',
    },
    {path: '/blog', query: 'postgres', version: CURRENT_VERSION},
  ])(
    `on $path downloads the $version and unversioned shards, at most ${FIRST_SEARCH_BUDGET_KB} KB`,
    async ({path, query, version}, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      const shards = watchShards(page);
      await gotoHydrated(page, path);
      // Nothing is fetched until search is opened.
      await page.waitForLoadState('networkidle');
      expect(shards.size).toBe(0);
      const search = new SearchModal(page);
      await search.open();
      await search.search(query);
      await search.waitForHits();
      console.log(
        `first search on ${path}: ${kilobytes(shards).toFixed(1)} KB gzip (${[...shards.keys()].join(' + ')})`,
      );
      expect([...shards.keys()].sort()).toEqual(
        [version, 'unversioned'].sort(),
      );
      expect(kilobytes(shards)).toBeLessThanOrEqual(FIRST_SEARCH_BUDGET_KB);
      // On a docs page its version's hits come first, before the blog, pages and API reference.
      if (path.startsWith('/docs/'))
        await expect(
          page.locator('.DocSearch-Hit-source').first().textContent(),
        ).resolves.toBe(`Docs ${version}`);
      const versions = await page
        .locator('.DocSearch-Hit [data-hit-version]')
        .allTextContents();
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.filter((label) => label !== version)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    },
  );
});

describe('searching all versions', () => {
  it('from the modal: a row says which docs were searched and opens /search over every version', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    const shards = watchShards(page);
    await gotoHydrated(page, '/docs/getting-started/');
    const search = new SearchModal(page);
    await search.open();
    const row = page.locator('[data-search-all-versions]');
    // Nothing typed: no row.
    await expect(row.count()).resolves.toBe(0);
    await search.search('environment variables');
    await search.waitForHits();
    await expect(row.textContent()).resolves.toBe(
      `Results from the ${CURRENT_VERSION} docs, the blog, the pages and the API reference. Search all versions`,
    );
    expect([...shards.keys()].sort()).toEqual(
      [CURRENT_VERSION, 'unversioned'].sort(),
    );
    const link = row.getByRole('link', {name: 'Search all versions'});
    await expect(link.getAttribute('href')).resolves.toBe(
      '/search?q=environment+variables',
    );
    await link.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('q') === 'environment variables' &&
        !url.searchParams.has('version'),
    );
    await search.modal.waitFor({state: 'detached'});
    await page.locator('main ol li a[href^="/docs/5.x/"]').first().waitFor();
    await page.locator('main ol li a[href^="/docs/4.x/"]').first().waitFor();
    // The current version's and unversioned shards came once, with the modal; the others now.
    expect([...shards.keys()].sort()).toEqual(
      [...DOCS_VERSIONS, 'unversioned'].sort(),
    );
    expect(problems.consoleErrors).toEqual([]);
  });

  it('on /search: a version shows and loads only its docs, "All versions" every shard and names each hit’s version once, and the choice survives a reload', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage();
    const shards = watchShards(page);
    await gotoHydrated(page, '/search?q=groups&version=5.x');
    await page
      .getByRole('heading', {level: 1, name: 'Search results for "groups"'})
      .waitFor();
    await page.locator('main ol li a[href^="/docs/5.x/"]').first().waitFor();
    expect([...shards.keys()].sort()).toEqual(['5.x', 'unversioned']);
    const version = page.getByLabel('Docs version');
    const status = page.locator('main [aria-live="polite"]');
    const fiveOnly = (await status.textContent()) ?? '';
    expect(fiveOnly).toMatch(/^\d+ results?/);
    await version.selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('version'));
    // Every version's hits, the reader's own (the latest, none chosen) first: 4.x ones are further
    // down the list than its first page (search-results.test.ts checks the order). The page shows
    // them once every shard has arrived and been searched: its count of results changes.
    await page
      .locator(
        'main ol > li:first-child a[href^="/docs/"]:not([href^="/docs/5.x/"]):not([href^="/docs/4.x/"])',
      )
      .waitFor();
    await page.waitForFunction((before) => {
      const text =
        document.querySelector('main [aria-live="polite"]')?.textContent ?? '';
      return /^\d+ results?/.test(text) && text !== before;
    }, fiveOnly);
    expect([...shards.keys()].sort()).toEqual(
      [...DOCS_VERSIONS, 'unversioned'].sort(),
    );
    // "Docs 6.x" without a second 6.x.
    const metas = await page
      .locator('main ol > li p:first-of-type')
      .allTextContents();
    expect(metas.filter((meta) => /(\d+\.x).*\1/.test(meta))).toEqual([]);
    expect(metas.some((meta) => /^Docs [456]\.x$/.test(meta.trim()))).toBe(
      true,
    );
    await version.selectOption('4.x');
    await page.waitForURL((url) => url.searchParams.get('version') === '4.x');
    // The list empties while the filtered results are computed: wait for them, not for the gap.
    await page.waitForFunction(() => {
      const links = Array.from(document.querySelectorAll('main ol li a'));
      return (
        links.length > 0 &&
        links.every(
          (link) =>
            !/^\/docs\/(5\.x\/|(?!4\.x))/.test(link.getAttribute('href') ?? ''),
        )
      );
    });
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(version.inputValue()).resolves.toBe('4.x');
    expect(problems.consoleErrors).toEqual([]);
  });
});
