/**
 * The 404 page: it hydrates cleanly, is titled, offers search, the docs and the page in the versions
 * that have it, and passes axe.
 */
import {describe, expect} from 'vitest';
import {
  baseUrl,
  gotoHydrated,
  gotoSettled,
  seriousAxeViolations,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {NOT_FOUND} from '../fixtures/site';
import {CURRENT_VERSION} from '../support/docsVersions';

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('the 404 page', () => {
  it.for([
    {path: '/no-such-page', words: 'no such page', version: null, others: []},
    {
      path: '/docs/no-such-page',
      words: 'no such page',
      version: CURRENT_VERSION,
      others: [],
    },
    {
      path: '/docs/5.x/concepts/no-such-page',
      words: 'no such page',
      version: '5.x',
      others: [],
    },
    {
      path: '/docs/4.x/no-such-page',
      words: 'no such page',
      version: '4.x',
      others: [],
    },
    // Pages that exist in other versions only: the 404 offers them.
    {
      path: '/docs/5.x/concepts/api-keys',
      words: 'api keys',
      version: '5.x',
      others: ['/docs/concepts/api-keys'],
    },
    {
      path: '/docs/4.x/concepts/receipts/overview',
      words: 'overview',
      version: '4.x',
      others: [
        '/docs/concepts/receipts/overview',
        '/docs/5.x/concepts/receipts/overview',
      ],
    },
    {
      path: '/docs/4.x/getting-started/configuration-generator',
      words: 'configuration generator',
      version: '4.x',
      others: ['/docs/getting-started/configuration-generator'],
    },
    {
      path: '/docs/concepts/system-tasks',
      words: 'system tasks',
      version: CURRENT_VERSION,
      others: ['/docs/5.x/concepts/system-tasks'],
    },
  ])(
    '$path hydrates without errors, is titled and offers the docs, $others and a search for $words in $version',
    async ({path: missing, words, version, others}, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      expect(await gotoHydrated(page, missing)).toBe(404);
      await page.waitForLoadState('networkidle');
      // The browser reports the document's own 404 as a failed resource; nothing else may fail or log.
      const url = new URL(missing, baseUrl()).href;
      expect(problems.failedRequests).toEqual([`${url} (HTTP 404)`]);
      expect(
        problems.consoleErrors.filter(
          (error) =>
            error !==
            `${url}: Failed to load resource: the server responded with a status of 404 (Not Found)`,
        ),
      ).toEqual([]);
      expect(await page.title()).toBe(NOT_FOUND.title);
      await expect(page.locator('h1').first().textContent()).resolves.toBe(
        NOT_FOUND.h1,
      );
      const main = page.locator('main');
      await expect(
        main
          .getByRole('link', {name: /documentation/i})
          .first()
          .getAttribute('href'),
      ).resolves.toMatch(/^\/docs\//);
      const offered = await main
        .locator('[data-other-versions] a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(offered).toEqual(others);
      for (const href of others) {
        const response = await page.request.get(new URL(href, baseUrl()).href);
        expect(response.status(), href).toBe(200);
      }
      const search = main.getByRole('link', {name: /^Search the docs for/});
      const query = new URL((await search.getAttribute('href')) ?? '', url);
      expect(query.pathname).toBe('/search');
      expect(query.searchParams.get('q')).toBe(words);
      // An address inside a docs version searches that version: /search preselects it.
      expect(query.searchParams.get('version')).toBe(version);
      if (version) {
        await search.click();
        await page.waitForURL((address) => address.pathname === '/search');
        await expect(
          page.getByLabel('Docs version').inputValue(),
        ).resolves.toBe(version);
      }
    },
  );

  it('under a docs version passes axe with no serious or critical violation', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoSettled(page, '/docs/4.x/concepts/receipts/overview');
    await page.locator('[data-other-versions]').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
