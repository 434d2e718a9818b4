/**
 * Switching docs version keeps the page: the dropdown and the old-version banner lead to the same
 * page where it exists, each version's root leads to its entry page, and old addresses of the latest
 * version answer with its page.
 */
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  baseUrl,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
  useSharedPages,
} from './browser';
import {VERSION_SWITCHES} from '../fixtures/site';
import {CURRENT_VERSION} from '../support/docsVersions';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/**
 * One desktop tab for every test, each starting with its own page load: a load in a tab already
 * open costs about half the CPU of a fresh context's, and the browser tests are bound by CPU.
 */
const desktopTab = useSharedPages(browser, async (_: 'desktop', newContext) =>
  (await newContext({viewport: {width: 1280, height: 800}})).newPage(),
);

async function chooseVersion(page: Page, version: string): Promise<void> {
  await page
    .locator(
      '.navbar__items:not(.navbar__items--right) > .navbar__item.dropdown',
    )
    .hover();
  await page.locator('.dropdown__menu a', {hasText: version}).click();
}

describe('switching version keeps the page', () => {
  it.for(VERSION_SWITCHES)(
    'the dropdown on $from leads $version to $lands, titled $h1',
    async ({from, version, lands, h1}) => {
      const page = await desktopTab('desktop');
      await gotoHydrated(page, from);
      await chooseVersion(page, version);
      await page.waitForURL((url) => url.pathname === lands);
      // The address changes before the new page has rendered: wait for its own title.
      await expect
        .poll(() => page.locator('article h1').first().textContent())
        .toBe(h1);
    },
  );

  it.for(VERSION_SWITCHES.filter(({version}) => version === CURRENT_VERSION))(
    'the old-version banner on $from links to $lands, titled $h1',
    async ({from, lands, h1}) => {
      const page = await desktopTab('desktop');
      await gotoHydrated(page, from);
      await page.locator('.theme-doc-version-banner a').click();
      await page.waitForURL((url) => url.pathname === lands);
      // The address changes before the new page has rendered: the old page, banner and all, may
      // still be on screen for a moment.
      await expect
        .poll(() => page.locator('.theme-doc-version-banner').count())
        .toBe(0);
      await expect(
        page.locator('article h1').first().textContent(),
      ).resolves.toBe(h1);
    },
  );

  it.for([
    {path: '/docs', lands: '/docs/getting-started/'},
    {path: '/docs/5.x', lands: '/docs/5.x/getting-started/'},
    {path: '/docs/4.x', lands: '/docs/4.x/getting-started/'},
    {path: '/docs/6.x/concepts/tasks', lands: '/docs/concepts/tasks'},
    {
      path: '/docs/6.x/getting-started/configuration-generator',
      lands: '/docs/getting-started/configuration-generator',
    },
    {
      path: '/docs/6.x/category/getting-started',
      lands: '/docs/category/getting-started',
    },
    {path: '/docs/6.x', lands: '/docs/getting-started/'},
  ])('$path answers with $lands', async ({path: from, lands}) => {
    const page = await desktopTab('desktop');
    const response = await page.goto(new URL(from, baseUrl()).href);
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === lands);
  });
});
