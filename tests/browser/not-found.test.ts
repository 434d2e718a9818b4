/** A not-found address inside a docs version searches that version. */
import {describe, expect} from 'vitest';
import {gotoHydrated, testWithPages, useSharedBrowser} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('the not-found page', () => {
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
