/** What a reader sees when things go wrong: a crashing page, lost network, blocked storage. */
import {describe, expect} from 'vitest';
import {
  gotoHydrated,
  patience,
  testWithPages,
  useSharedBrowser,
} from './browser';

const CORE_SCRIPT = /\/(main|runtime~main)\.[0-9a-f]+\.js$/;
const CRASH_MARKER = 'children:"Maintenance Mode blog post"';
// Throws for as long as the flag is up: React retries a failed render once before giving up.
const INJECTED_CRASH =
  'children:(globalThis.__rwCrash?(()=>{throw new Error("Injected render failure")})():"Maintenance Mode blog post")';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/**
 * The crash test passes every script of the page through the test (to inject the fault), the
 * storage test loads seven pages: each took over the suite's 60 s with the CPU squeezed sixfold
 * (BROWSER_CPU_SLOWDOWN=6) on a loaded machine, and about 10 s on a quiet one.
 */
const LONG = {timeout: patience(180_000)};

describe('a page that fails to render', () => {
  it(
    'shows the crash page inside the layout, logs the error once, and Try again recovers',
    LONG,
    async ({openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      // Test-only fault, injected into the Project Status page's code as it is served: nothing in
      // the production build can crash on purpose.
      await page.addInitScript(() => {
        (globalThis as {__rwCrash?: boolean}).__rwCrash = true;
      });
      await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({
          response,
          body: body.split(CRASH_MARKER).join(INJECTED_CRASH),
        });
      });
      await gotoHydrated(page, '/');
      await page
        .locator('.navbar .dropdown > .navbar__link', {hasText: 'More'})
        .hover();
      await page
        .locator('.navbar')
        .getByRole('link', {name: 'Project Status'})
        .click();
      await page
        .getByRole('heading', {level: 1, name: 'This page crashed.'})
        .waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toContain(
        'Injected render failure',
      );
      expect(
        problems.consoleErrors.filter((message) =>
          message.includes('Injected render failure'),
        ),
      ).toHaveLength(1);
      await expect(
        page.locator('.navbar').getByRole('link', {name: 'API'}).isVisible(),
      ).resolves.toBe(true);
      // The fault is gone (say, the data the page needed is back): Try again renders the page.
      await page.evaluate(() => {
        (globalThis as {__rwCrash?: boolean}).__rwCrash = false;
      });
      await page.getByRole('button', {name: 'Try again'}).click();
      await page
        .getByRole('heading', {level: 1, name: 'Project Status'})
        .waitFor();
    },
  );
});

describe('a page whose code cannot be downloaded', () => {
  it('logs the failed preload, reloads, shows the error with Retry, and Retry recovers', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await gotoHydrated(page, '/');
    await page.route(/\/assets\/js\/[^/]+\.js$/, (route) =>
      CORE_SCRIPT.test(route.request().url())
        ? route.continue()
        : route.abort('internetdisconnected'),
    );
    await page
      .locator('.navbar')
      .getByRole('link', {name: 'Privacy Policy'})
      .or(page.locator('.footer').getByRole('link', {name: 'Privacy Policy'}))
      .first()
      .click();
    const retry = page.getByRole('button', {name: 'Retry'});
    await retry.waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy-policy');
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(
      /This page could not be loaded/,
    );
    // The text of the page is still there (server-rendered), never a blank page.
    await expect(page.locator('h1').first().textContent()).resolves.toBe(
      'Privacy Policy for Receipt Wrangler',
    );
    expect(warnings.some((text) => /chunk/i.test(text))).toBe(true);
    await page.unroute(/\/assets\/js\/[^/]+\.js$/);
    await retry.click();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(
      page.getByRole('button', {name: 'Retry'}).count(),
    ).resolves.toBe(0);
  });
});

describe('the announcement bar', () => {
  it('stays dismissed after a reload, and comes back when its id changes', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    await gotoHydrated(page, '/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar.textContent()).resolves.toContain('maintenance mode');
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(bar.isVisible()).resolves.toBe(false);
    // A new bar id in the config is, for the browser, a stored id that no longer matches.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('docusaurus.announcement.id'))
          localStorage.setItem(key, 'an-older-announcement');
      }
    });
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await bar.waitFor({state: 'visible'});
  });
});

describe('browser storage that throws (disabled cookies, private mode)', () => {
  it(
    'still renders every kind of page, keeps choices in memory and warns once',
    LONG,
    async ({openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await page.addInitScript(() => {
        for (const name of ['localStorage', 'sessionStorage']) {
          Object.defineProperty(window, name, {
            configurable: true,
            get() {
              throw new DOMException(
                'The operation is insecure.',
                'SecurityError',
              );
            },
          });
        }
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      for (const path of [
        '/',
        '/docs/getting-started/',
        '/docs/5.x/getting-started/',
        '/api/',
        '/search?q=redis',
        '/blog',
      ]) {
        warnings.length = 0;
        expect(await gotoHydrated(page, path), path).toBe(200);
        await expect(
          page.locator('.main-wrapper').first().isVisible(),
          path,
        ).resolves.toBe(true);
        expect(
          warnings.filter((text) => /storage/i.test(text)),
          path,
        ).toHaveLength(1);
      }
      await gotoHydrated(page, '/docs/getting-started/');
      await page.locator('.navbar button[title*="mode"]').first().click();
      await page.waitForFunction(
        () => document.documentElement.dataset.theme === 'dark',
      );
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('redis');
      await page.locator('.DocSearch-Hit').first().waitFor();
      await page.keyboard.press('Escape');
      await page
        .locator('.theme-announcement-bar')
        .getByRole('button', {name: 'Close'})
        .click();
      await page
        .locator('.theme-announcement-bar')
        .waitFor({state: 'detached'});
      expect(problems.consoleErrors).toEqual([]);
    },
  );
});
