import {describe, expect} from 'vitest';
import {
  baseUrl,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {NOT_FOUND, ROUTES, VERSION_ROOTS} from '../fixtures/site';

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

  it.for(VERSION_ROOTS)(
    '$path leads to $lands',
    async ({path, lands}, {openPage}) => {
      const {page} = await openPage();
      const response = await page.goto(new URL(path, baseUrl()).href);
      expect(response?.status()).toBe(200);
      await page.waitForURL((url) => url.pathname === lands);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.locator('h1').first().textContent()).resolves.toBe(
        'Overview',
      );
    },
  );

  it('shows the not-found page for an unknown path', async ({openPage}) => {
    const {page} = await openPage();
    expect(await gotoHydrated(page, NOT_FOUND.path)).toBe(404);
    expect(await page.title()).toBe(NOT_FOUND.title);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(
      NOT_FOUND.h1,
    );
  });

  it('builds no unreleased version', async ({openPage}) => {
    const {page} = await openPage();
    const response = await page.goto(
      new URL('/docs/next/getting-started/', baseUrl()).href,
    );
    expect(response?.status()).toBe(404);
  });
});
