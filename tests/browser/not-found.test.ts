/**
 * The 404 page: it hydrates cleanly, is titled, offers search, the docs and the page in the versions
 * that have it, and passes axe.
 */
import {describe, expect} from 'vitest';
import {AxeBuilder} from '@axe-core/playwright';
import {
  baseUrl,
  gotoHydrated,
  gotoSettled,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {NOT_FOUND} from '../fixtures/site';

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('the 404 page', () => {
  it.for([
    {path: '/no-such-page', others: []},
    {path: '/docs/no-such-page', others: []},
    {path: '/docs/5.x/no-such-page', others: []},
    {path: '/docs/4.x/no-such-page', others: []},
    // Pages that exist in other versions only: the 404 offers them.
    {path: '/docs/5.x/concepts/api-keys', others: ['/docs/concepts/api-keys']},
    {
      path: '/docs/4.x/concepts/receipts/overview',
      others: [
        '/docs/concepts/receipts/overview',
        '/docs/5.x/concepts/receipts/overview',
      ],
    },
    {
      path: '/docs/4.x/getting-started/configuration-generator',
      others: ['/docs/getting-started/configuration-generator'],
    },
    {
      path: '/docs/concepts/system-tasks',
      others: ['/docs/5.x/concepts/system-tasks'],
    },
  ])(
    '$path hydrates without errors, is titled and offers search, the docs and $others',
    async ({path: missing, others}, {openPage}) => {
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
      const search = main.getByRole('link', {name: /search/i}).first();
      const query = new URL(
        (await search.getAttribute('href')) ?? '',
        baseUrl(),
      );
      expect(query.pathname).toBe('/search');
      expect(query.searchParams.get('q')).toBeTruthy();
      const offered = await main
        .locator('[data-other-versions] a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(offered).toEqual(others);
      for (const href of others) {
        const response = await page.request.get(new URL(href, baseUrl()).href);
        expect(response.status(), href).toBe(200);
      }
    },
  );

  it('under a docs version passes axe with no serious or critical violation', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoSettled(page, '/docs/4.x/concepts/receipts/overview');
    await page.locator('[data-other-versions]').waitFor();
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations
        .filter(
          (violation) =>
            violation.impact === 'serious' || violation.impact === 'critical',
        )
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});
describe('the search link of a versioned 404', () => {
  it.for([
    {path: '/docs/5.x/concepts/no-such-page', version: '5.x'},
    {path: '/docs/4.x/no-such-page', version: '4.x'},
    {path: '/docs/no-such-page', version: '6.x'},
    {path: '/no-such-page', version: null},
  ])(
    'at $path, the search link keeps the version ($version)',
    async ({path, version}, {openPage}) => {
      const {page} = await openPage();
      const status = await gotoHydrated(page, path);
      expect(status).toBe(404);
      const link = page.getByRole('link', {name: /^Search the docs for/});
      const href = new URL(
        (await link.getAttribute('href')) ?? '',
        'http://site.invalid',
      );
      expect(href.pathname).toBe('/search');
      expect(href.searchParams.get('q')).toBe('no such page');
      expect(href.searchParams.get('version')).toBe(version);
      if (version) {
        await link.click();
        await page.waitForURL((url) => url.pathname === '/search');
        await expect(
          page.getByLabel('Docs version').inputValue(),
        ).resolves.toBe(version);
      }
    },
  );
});
