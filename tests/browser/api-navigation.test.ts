/** Going sideways in the API reference: from any tag page to any other in one click, desktop and phone. */
import {describe, expect} from 'vitest';
import {gotoSettled, testWithPages, useSharedBrowser} from './browser';
import {TAG_GROUPS, TAG_PAGES} from '../support/apiTagPages';

const ROUTES = TAG_PAGES.map(({route}) => route);

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** The routes of the visible links inside `scope` that lead to a tag page. */
function visibleTagLinks(scope: string): Promise<string[]> {
  return Promise.resolve(
    Array.from(document.querySelectorAll<HTMLAnchorElement>(`${scope} a[href]`))
      .filter((link) => link.getClientRects().length > 0)
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => /^\/api\/[a-z-]+\/$/.test(href)),
  );
}

describe('API tag pages lead to every other tag page', () => {
  it.for(ROUTES.map((route, index) => ({route, index})))(
    'on a desktop, $route links every other tag page at its top and opens one',
    async ({route, index}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, route);
      const links = await page.evaluate(visibleTagLinks, '.redocusaurus');
      expect(new Set(links)).toEqual(
        new Set(ROUTES.filter((other) => other !== route)),
      );
      // Every one of them is above the first operation: no scrolling through this tag to find them.
      const {linksBottom, firstOperation} = await page.evaluate(() => {
        const bottoms = Array.from(
          document.querySelectorAll('.redocusaurus .api-info a[href]'),
        ).map((link) => link.getBoundingClientRect().bottom);
        const operation = document.querySelector(
          "[data-section-id*='/operation/']",
        );
        return {
          linksBottom: Math.max(...bottoms),
          firstOperation: operation?.getBoundingClientRect().top ?? 0,
        };
      });
      expect(linksBottom).toBeLessThan(firstOperation);
      const next = ROUTES[(index + 1) % ROUTES.length]!;
      // A plain page load: Redoc's links are anchors, and the next page starts afresh.
      await page.evaluate(() => {
        (window as {samePage?: boolean}).samePage = true;
      });
      await page.locator(`.redocusaurus .api-info a[href="${next}"]`).click();
      await page.waitForURL((url) => url.pathname === next);
      await page
        .locator(`.redocusaurus .menu-content li[depth="1"]`)
        .first()
        .waitFor();
      await expect(
        page.evaluate(() => (window as {samePage?: boolean}).samePage),
      ).resolves.toBeUndefined();
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
