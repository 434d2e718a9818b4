/** The search experience a reader has on the built site: DocSearch's UI over the local index. */
import {describe, expect} from 'vitest';
import type {Dialog} from 'playwright-core';
import {
  firstVisit,
  gotoHydrated,
  testWithPages,
  twoFrames,
  useSharedBrowser,
  useSharedPages,
  watch,
  patience,
} from './browser';
import type {PageFixtures, WatchedPage} from './browser';
import {SearchModal} from './pages/searchModal';
import {HOSTILE_QUERIES} from '../fixtures/hostileQueries';
import {
  SEARCH_SHARD_REQUEST as INDEX_REQUEST,
  isScriptIn,
  scriptsContaining,
} from '../support/build';

// What adapts DocSearch's modal to the local index, downloaded on demand
// (src/search/docsearch/LocalSearchModal.tsx): the chunk with our results footer and each hit's version label (the hosted
// search bar's chunk has the footer only).
const searchBarChunks = scriptsContaining(
  'theme.SearchBar.seeAll',
  'data-hit-version',
);
const isSearchBarChunk = isScriptIn(searchBarChunks);

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** A docs page, watched, for the hostile queries to take in turn. */
const hostileTab = useSharedPages(browser, async (_: 'docs', newContext) => {
  const page = await (
    await newContext({viewport: {width: 1280, height: 800}})
  ).newPage();
  const problems = watch(page);
  await gotoHydrated(page, '/docs/getting-started/');
  return {page, problems, search: new SearchModal(page)};
});

async function openDocs(
  openPage: PageFixtures['openPage'],
  options = {},
): Promise<WatchedPage & {search: SearchModal}> {
  const watched = await openPage({
    viewport: {width: 1280, height: 800},
    ...options,
  });
  await gotoHydrated(watched.page, '/docs/getting-started/');
  return {...watched, search: new SearchModal(watched.page)};
}

describe('search button and shortcuts', () => {
  it.for([
    {platform: 'Linux x86_64', hint: 'Ctrl', not: '⌘'},
    {platform: 'MacIntel', hint: '⌘', not: 'Ctrl'},
  ])(
    'shows "Search" with the $hint K hint on $platform',
    async ({platform, hint, not}, {openPage}) => {
      const watched = await openPage({viewport: {width: 1280, height: 800}});
      // DocSearch decides from navigator.platform, which an emulated user agent does not change.
      await watched.page.addInitScript(
        (value) =>
          Object.defineProperty(navigator, 'platform', {get: () => value}),
        platform,
      );
      await gotoHydrated(watched.page, '/docs/getting-started/');
      const search = new SearchModal(watched.page);
      await expect(search.button.textContent()).resolves.toMatch(/^Search/);
      const keys = watched.page.locator('.DocSearch-Button-Keys');
      await expect.poll(() => keys.textContent()).toContain(hint);
      await expect(keys.textContent()).resolves.not.toContain(not);
    },
  );

  it('toggles with Ctrl+K, opens with "/" outside inputs, and closes with Escape', async ({
    openPage,
  }) => {
    const {page, search} = await openDocs(openPage);
    await page.keyboard.press('Control+k');
    await search.modal.waitFor({state: 'visible'});
    await expect(
      page.evaluate(() =>
        document.activeElement?.classList.contains('DocSearch-Input'),
      ),
    ).resolves.toBe(true);
    await page.keyboard.press('Control+k');
    await search.modal.waitFor({state: 'detached'});
    // Closing gives focus back to the search button; "/" is for when the reader is in the page.
    await page.locator('article h1').click();
    await page.keyboard.press('/');
    await search.modal.waitFor({state: 'visible'});
    await page.keyboard.press('Escape');
    await search.modal.waitFor({state: 'detached'});
  });
});

describe('the search bar’s code', () => {
  it('is downloaded when the reader reaches for search, not with the page', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    const visit = await firstVisit(page, '/docs/getting-started/');
    expect(searchBarChunks).toHaveLength(1);
    expect(visit.urls.filter(isSearchBarChunk)).toEqual([]);
    const search = new SearchModal(page);
    await expect(search.button.getAttribute('aria-label')).resolves.toBe(
      'Search (Control+k)',
    );
    await search.button.hover();
    await expect.poll(() => visit.urls.filter(isSearchBarChunk).length).toBe(1);
    await search.open();
    await search.search('redis');
    await search.waitForHits();
    expect(problems.consoleErrors).toEqual([]);
  });

  it('says so when its code cannot be downloaded, keeps the page, and tries again on the next click', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await page.route(
      (url) => isSearchBarChunk(url.href),
      (route) => route.abort('internetdisconnected'),
    );
    await gotoHydrated(page, '/docs/getting-started/');
    const heading = await page.locator('article h1').textContent();
    const search = new SearchModal(page);
    await search.button.click();
    const alert = page.locator('[role="alert"]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(
      /could not be loaded[\s\S]*Check your network connection/,
    );
    await expect(page.locator('article h1').textContent()).resolves.toBe(
      heading,
    );
    await page.unrouteAll();
    await search.open();
    await search.search('redis');
    await search.waitForHits();
  });
});

describe('the modal', () => {
  it('has the input, clear and cancel buttons and the footer key hints', async ({
    openPage,
  }) => {
    const {search, page} = await openDocs(openPage);
    await search.open();
    await expect(search.input.getAttribute('placeholder')).resolves.toBe(
      'Search docs',
    );
    await expect(page.locator('.DocSearch-Commands').isVisible()).resolves.toBe(
      true,
    );
    await expect(
      page.locator('.DocSearch-Commands').textContent(),
    ).resolves.toMatch(/Navigate.*Select.*Close/);
    // DocSearch 4 shows no start screen until there is a recent or favourite search.
    await expect(search.dropdown.count()).resolves.toBe(0);
    await search.search('redis');
    await search.waitForHits();
    await page.getByRole('button', {name: 'Clear the query'}).click();
    await expect(search.input.inputValue()).resolves.toBe('');
    await page.getByRole('button', {name: 'Cancel'}).click();
    await search.modal.waitFor({state: 'detached'});
  });

  it('shows highlighted hits with their docs version, at most 5 per group', async ({
    openPage,
  }) => {
    const {page, search} = await openDocs(openPage);
    await search.open();
    await search.search('postgresql');
    await search.waitForHits();
    await expect(
      page.locator('.DocSearch-Hit mark').first().textContent(),
    ).resolves.toMatch(/postgres/i);
    const versions = await page
      .locator('.DocSearch-Hit [data-hit-version]')
      .allTextContents();
    expect(versions.some((label) => /^[456]\.x$/.test(label))).toBe(true);
    const groups = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((sections) =>
        sections.map(
          (section) => section.querySelectorAll('.DocSearch-Hit').length,
        ),
      );
    expect(groups.length).toBeGreaterThan(0);
    expect(Math.max(...groups)).toBeLessThanOrEqual(5);
  });

  it('opens a hit in a new tab with Ctrl+Enter', async ({openPage}) => {
    const {page, context, search} = await openDocs(openPage);
    await search.open();
    await search.search('ollama');
    await search.waitForHits();
    const [newPage] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Control+Enter'),
    ]);
    await newPage.waitForLoadState();
    expect(new URL(newPage.url()).pathname).toMatch(/^\/docs\//);
  });

  it('promotes a recent search to Favorite and deletes it', async ({
    openPage,
  }) => {
    const {page, search} = await openDocs(openPage);
    await search.openFirstHitFor('redis');
    await search.open();
    await page
      .locator('.DocSearch-Hit-action-button[title="Save this search"]')
      .first()
      .click();
    await page
      .locator('.DocSearch-Hit-source', {hasText: 'Favorite'})
      .waitFor();
    await expect(
      page.locator('.DocSearch-Hit-source', {hasText: 'Recent'}).count(),
    ).resolves.toBe(0);
    await page
      .locator(
        '.DocSearch-Hit-action-button[title="Remove this search from favorites"]',
      )
      .first()
      .click();
    await page
      .locator('.DocSearch-Hit-source', {hasText: 'Favorite'})
      .waitFor({state: 'detached'});
    const stored = await page.evaluate(() =>
      Object.fromEntries(
        Object.entries(localStorage).filter(([key]) =>
          key.startsWith('__DOCSEARCH_'),
        ),
      ),
    );
    // Stored per index name, so another site's (or the hosted index's) searches never mix in.
    expect(Object.keys(stored).sort()).toEqual([
      '__DOCSEARCH_FAVORITE_SEARCHES__receipt-wrangler-docs',
      '__DOCSEARCH_RECENT_SEARCHES__receipt-wrangler-docs',
    ]);
    expect(
      JSON.parse(
        stored['__DOCSEARCH_FAVORITE_SEARCHES__receipt-wrangler-docs'] ??
          'null',
      ),
    ).toEqual([]);
  });

  it('starts with "No recent searches", moves with the arrow keys (wrapping), and lists a hit opened with Enter under Recent', async ({
    openPage,
  }) => {
    const {page, search} = await openDocs(openPage);
    await search.open();
    const startScreen = page.locator('.DocSearch-Modal .DocSearch-StartScreen');
    await expect(startScreen.textContent()).resolves.toBe('No recent searches');
    // The local index is ours, so the footer does not credit Algolia.
    await expect(page.locator('.DocSearch-Footer').isVisible()).resolves.toBe(
      true,
    );
    await expect(page.locator('.DocSearch-Logo').isVisible()).resolves.toBe(
      false,
    );
    // Between the search form and the footer, as DocSearch places its own screens.
    const order = await page.evaluate(() =>
      Array.from(
        document.querySelector('.DocSearch-Modal')?.children ?? [],
      ).map((child) =>
        child.querySelector('.DocSearch-StartScreen')
          ? 'start'
          : child.className.split(' ')[0],
      ),
    );
    expect(order.indexOf('start')).toBeGreaterThan(
      order.indexOf('DocSearch-SearchBar'),
    );
    expect(order.indexOf('start')).toBeLessThan(
      order.indexOf('DocSearch-Footer'),
    );
    await search.search('redis');
    await startScreen.waitFor({state: 'detached'});
    await search.waitForHits();
    // The arrow keys move the active hit, wrapping; Enter opens it.
    const active = page.locator('.DocSearch-Hit[aria-selected="true"]');
    const firstActive = await active.textContent();
    await page.keyboard.press('ArrowUp');
    await expect(active.textContent()).resolves.not.toBe(firstActive);
    await page.keyboard.press('ArrowDown');
    await expect(active.textContent()).resolves.toBe(firstActive);
    const target = await active.locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    await search.open();
    await expect(
      page.locator('.DocSearch-Hit-source').first().textContent(),
    ).resolves.toBe('Recent');
    await expect(startScreen.count()).resolves.toBe(0);
  });

  it('says "No results for" the query and suggests up to 3 earlier pages to search for', async ({
    openPage,
  }) => {
    const {page, search, problems} = await openDocs(openPage);
    await search.open();
    await search.search('zzqqxxyy');
    await page.locator('.DocSearch-NoResults').waitFor();
    await expect(
      page.locator('.DocSearch-NoResults .DocSearch-Title').textContent(),
    ).resolves.toMatch(/^No results for\s*"zzqqxxyy"$/);
    // Nothing found yet in this session, so nothing to suggest.
    await expect(
      page.locator('.DocSearch-NoResults-Prefill-List').count(),
    ).resolves.toBe(0);

    await search.search('postgres');
    await search.waitForHits();
    const hitTexts = await search.hits.allTextContents();
    await search.search('zzqqxxyy');
    const suggestions = page.locator('.DocSearch-NoResults .DocSearch-Prefill');
    await suggestions.first().waitFor();
    await expect(
      page
        .locator('.DocSearch-NoResults-Prefill-List .DocSearch-Help')
        .textContent(),
    ).resolves.toBe('Try searching for:');
    const offered = await suggestions.allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(3);
    expect(new Set(offered).size).toBe(offered.length);
    for (const suggestion of offered)
      expect(hitTexts.some((text) => text.includes(suggestion))).toBe(true);

    await suggestions.first().click();
    await expect(search.input.inputValue()).resolves.toBe(offered[0]);
    await search.waitForHits();
    await expect(
      page.evaluate(() =>
        document.activeElement?.classList.contains('DocSearch-Input'),
      ),
    ).resolves.toBe(true);
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe('words the docs do not use', () => {
  it('"smtp" finds nothing in the modal, which offers the docs\' words for it; one of them finds pages', async ({
    openPage,
  }) => {
    const {page, search, problems} = await openDocs(openPage);
    await search.open();
    await search.search('smtp');
    await page.locator('.DocSearch-NoResults').waitFor();
    const suggestions = page.locator('.DocSearch-NoResults .DocSearch-Prefill');
    await suggestions.first().waitFor();
    await expect(suggestions.allTextContents()).resolves.toEqual([
      'IMAP',
      'system email',
    ]);
    await suggestions.first().click();
    await expect(search.input.inputValue()).resolves.toBe('IMAP');
    await search.waitForHits();
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe('when things go wrong', () => {
  // Three page loads and four searches: past the suite's 60 s with the CPU squeezed sixfold
  // (BROWSER_CPU_SLOWDOWN=6) on a loaded machine, a few seconds on a quiet one.
  it(
    'keeps "Unable to fetch results" on screen when the index cannot be fetched, and loses no recent search',
    {
      timeout: patience(180_000),
    },
    async ({openPage}) => {
      const {page, search} = await openDocs(openPage);
      await search.openFirstHitFor('redis');
      // A fresh page (no index in memory) whose index request fails.
      await page.route(INDEX_REQUEST, (route) =>
        route.abort('internetdisconnected'),
      );
      await gotoHydrated(page, '/docs/getting-started/');
      await search.open();
      await search.search('postgres');
      const error = page
        .getByRole('alert')
        .filter({hasText: 'Unable to fetch results'});
      await error.waitFor();
      await expect(
        page.locator('.DocSearch-Help').first().textContent(),
      ).resolves.toBe('You might want to check your network connection.');
      // Still there once DocSearch is idle again and has painted: it used to go error → idle and
      // turn the error screen into "No results" (src/search/docsearch/client.ts, src/search/docsearch/store.ts).
      await page.waitForFunction(
        () =>
          !document.querySelector(
            '.DocSearch-Container--Stalled, .DocSearch-Container--Errored',
          ),
      );
      await twoFrames(page);
      await expect(error.isVisible()).resolves.toBe(true);
      await expect(
        page.locator('.DocSearch-NoResults').isVisible(),
      ).resolves.toBe(false);
      // The network comes back: the next keystroke searches again.
      await page.unroute(INDEX_REQUEST);
      await search.search('postgresql');
      await search.waitForHits();
      await expect(error.count()).resolves.toBe(0);
      await search.search('');
      await expect(
        page.locator('.DocSearch-Hit-source').first().textContent(),
      ).resolves.toBe('Recent');
    },
  );

  it('shows the stalled state while the index is slow to arrive', async ({
    openPage,
  }) => {
    const {page, search} = await openDocs(openPage);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(INDEX_REQUEST, async (route) => {
      await held;
      await route.continue();
    });
    await search.open();
    await search.search('redis');
    await page.locator('.DocSearch-Container--Stalled').waitFor();
    release();
    await search.waitForHits();
    await expect(
      page.locator('.DocSearch-Container--Stalled').count(),
    ).resolves.toBe(0);
  });

  it.for(HOSTILE_QUERIES)(
    'answers $name as text, without script or a frozen page',
    async ({query, hasWords, mustFindPages}) => {
      // One tab takes the hostile queries in turn: each starts from the answer to the ones before.
      const {page, search, problems} = await hostileTab('docs');
      const errorsBefore = problems.consoleErrors.length;
      let dialogs = 0;
      const onDialog = async (dialog: Dialog) => {
        dialogs += 1;
        await dialog.dismiss();
      };
      page.on('dialog', onDialog);
      if (!(await search.modal.isVisible())) await search.open();
      // Cleared first, so no answer to an earlier query is taken for this one's.
      await search.search('');
      await search.hits.first().waitFor({state: 'detached'});
      await search.search(query);
      // The input holds the text as typed (DocSearch's input stops at 512 characters; the engine
      // searches the first 256), and the search has answered.
      await expect(search.input.inputValue()).resolves.toBe(
        query.slice(0, 512),
      );
      await page
        .locator('.DocSearch-Hit, .DocSearch-NoResults')
        .first()
        .waitFor();
      await page.waitForFunction(
        () => !document.querySelector('.DocSearch-Container--Stalled'),
      );
      // DocSearch may show "No results" for a moment before the engine's answer is rendered. A query
      // holding "receipt" finds pages, one without a word finds none; the others find what the
      // site's pages hold (tests/unit/search/docsearch/client.test.ts finds each in a fixture page).
      if (mustFindPages)
        await expect
          .poll(() => search.hits.count(), {timeout: patience(10_000)})
          .toBeGreaterThan(0);
      if (!hasWords) await expect(search.hits.count()).resolves.toBe(0);
      // The page still answers: it paints another frame. A page the query froze never does, and the
      // test runs out of time; a bound in milliseconds would also fail a busy machine.
      await expect(
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) =>
              requestAnimationFrame(() => resolve(true)),
            ),
        ),
      ).resolves.toBe(true);
      await expect(
        page
          .locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')
          .count(),
      ).resolves.toBe(0);
      page.off('dialog', onDialog);
      expect(dialogs).toBe(0);
      expect(problems.consoleErrors.slice(errorsBefore)).toEqual([]);
      // And the search still works for the next query.
      await search.search('redis');
      await expect
        .poll(() => page.locator('.DocSearch-Hit mark').first().textContent(), {
          timeout: patience(10_000),
        })
        .toMatch(/redis/i);
    },
  );
});

describe('the /search page', () => {
  it('says so when the index cannot be fetched', async ({openPage}) => {
    const {page} = await openPage();
    await page.route(INDEX_REQUEST, (route) =>
      route.abort('internetdisconnected'),
    );
    await gotoHydrated(page, '/search?q=redis');
    await page
      .getByRole('alert')
      .filter({hasText: 'Unable to fetch results'})
      .waitFor();
    // The page itself still stands: its heading names the query.
    await expect(
      page.getByRole('heading', {level: 1}).textContent(),
    ).resolves.toBe('Search results for "redis"');
  });
});
