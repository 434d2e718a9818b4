import {describe, expect} from 'vitest';
import {gotoHydrated, testWithPages, useSharedBrowser} from './browser';
import {ROUTES} from '../fixtures/site';

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('routes', () => {
  it.for(ROUTES)(
    '$path answers 200 with title "$title" and h1 "$h1"',
    async ({path, title, h1}, {openPage}) => {
      const {page} = await openPage();
      expect(await gotoHydrated(page, path)).toBe(200);
      expect(await page.title()).toBe(title);
      await expect(page.locator('h1').first().textContent()).resolves.toBe(h1);
    },
  );
});
