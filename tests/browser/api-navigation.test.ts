/**
 * Going sideways in the API reference: from any tag page to any other in one click, desktop and
 * phone, through the site's menu of the reference, which also lists the page's own operations.
 */
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  gotoSettled,
  testWithPages,
  useSharedBrowser,
  useSharedPages,
  patience,
} from './browser';
import {TAG_GROUPS, TAG_PAGES} from '../support/apiTagPages';

const ROUTES = TAG_PAGES.map(({route}) => route);

const browser = useSharedBrowser();
const it = testWithPages(browser);

/**
 * One desktop tab for the walk through the reference: each test ends on the next tag page, by the
 * menu, where the next test starts (a test after a failure loads its page). Each tag page's first
 * load, with its menu and operations, is checked in the sitemap sweep; a fresh context and load of
 * each of the 22 pages here cost about 4 CPU-s each, a fifth of this file's work.
 */
const desktopTab = useSharedPages(browser, async (_: 'desktop', newContext) =>
  (await newContext({viewport: {width: 1280, height: 800}})).newPage(),
);

/** The routes of the visible links inside `scope` that lead to a tag page. */
function visibleTagLinks(scope: string): Promise<string[]> {
  return Promise.resolve(
    Array.from(document.querySelectorAll<HTMLAnchorElement>(`${scope} a[href]`))
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /^\/api\/[a-z-]+\/$/.test(href)),
  );
}

/** The site's menu of the reference (src/api-reference/components/ApiTagMenu). */
const MENU = 'nav[aria-label="API reference pages"]';

/** The hashes of the operations Redoc shows on the page, in order. */
function operationSections(page: Page): Promise<string[]> {
  return page
    .locator(
      "[data-section-id*='/operation/']:not([data-section-id^='operation/'])",
    )
    .evaluateAll((sections) =>
      sections.map((section) => `#${section.getAttribute('data-section-id')}`),
    );
}

describe('API tag pages lead to every other tag page', () => {
  it.for(ROUTES.map((route, index) => ({route, index})))(
    'on a desktop, $route opens with a menu of every page and its own operations, which stays beside the reader',
    // The first opens the shared tab and loads its page: past the suite's 60 s with the CPU
    // squeezed sixfold (BROWSER_CPU_SLOWDOWN=6) on a loaded machine, a few seconds on a quiet one.
    {timeout: patience(180_000)},
    async ({route, index}) => {
      const page = await desktopTab('desktop');
      if (new URL(page.url(), 'http://any/').pathname !== route)
        await gotoSettled(page, route);
      const menu = page.getByRole('navigation', {name: 'API reference pages'});
      await expect(page.evaluate(visibleTagLinks, MENU)).resolves.toEqual(
        ROUTES,
      );
      await expect(
        menu.locator('[aria-current="page"]').getAttribute('href'),
      ).resolves.toBe(route);
      // This page's operations are listed under it from the start, without a hash in the address.
      const operations = menu.locator('a[href^="#"]');
      await expect(
        operations.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        ),
      ).resolves.toEqual(await operationSections(page));
      await expect(operations.first().isVisible()).resolves.toBe(true);
      // With the middle of the reference in the middle of the screen, the menu is still on
      // screen, under the navbar.
      await page.evaluate(() => {
        const reference = document.querySelector('.redocusaurus');
        if (!reference) return;
        const box = reference.getBoundingClientRect();
        window.scrollTo(
          0,
          Math.max(
            0,
            window.scrollY + box.top + box.height / 2 - window.innerHeight / 2,
          ),
        );
      });
      const top = await menu.evaluate((nav) => nav.getBoundingClientRect().top);
      const navbar = await page
        .locator('nav.navbar')
        .evaluate((nav) => nav.getBoundingClientRect().bottom);
      expect(top).toBeGreaterThanOrEqual(navbar);
      expect(top).toBeLessThan(800 / 2);
      const next = ROUTES[(index + 1) % ROUTES.length]!;
      await menu.locator(`a[href="${next}"]`).click();
      await page.waitForURL((url) => url.pathname === next);
      // The menu marks the new page once it has rendered: wait for that, not for a clock (under
      // load the render took longer than a poll's 5 s).
      const current = page
        .getByRole('navigation', {name: 'API reference pages'})
        .locator('[aria-current="page"]');
      await current.and(page.locator(`[href="${next}"]`)).waitFor();
      expect(await current.getAttribute('href')).toBe(next);
      await page.locator("[data-section-id*='/operation/']").first().waitFor();
      await expect(
        page
          .getByRole('navigation', {name: 'API reference pages'})
          .locator('a[href^="#"]')
          .evaluateAll((links) =>
            links.map((link) => link.getAttribute('href')),
          ),
      ).resolves.toEqual(await operationSections(page));
    },
  );

  it.for(['/api/receipt/', '/api/user/', '/api/system-task/'])(
    "on a phone, %s's menu lists every page of the reference and one tap opens another",
    async (route, {openPage}) => {
      const {page} = await openPage({viewport: {width: 390, height: 844}});
      await gotoSettled(page, route);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page
        .locator('.navbar-sidebar')
        .getByRole('navigation', {name: 'API reference pages'});
      await menu.waitFor();
      const links = await page.evaluate(
        visibleTagLinks,
        '.navbar-sidebar nav[aria-label="API reference pages"]',
      );
      expect(links).toEqual(ROUTES);
      await expect(
        menu.locator('[aria-current="page"]').getAttribute('href'),
      ).resolves.toBe(route);
      // Areas are named, in the order of the reference.
      await expect(menu.locator('strong').allTextContents()).resolves.toEqual(
        TAG_GROUPS.map((group) => group.name),
      );
      const other = route === '/api/user/' ? '/api/receipt/' : '/api/user/';
      await menu.locator(`a[href="${other}"]`).click();
      await page.waitForURL((url) => url.pathname === other);
      await page.waitForFunction(
        () => !document.querySelector('.navbar-sidebar--show'),
      );
    },
  );
});
