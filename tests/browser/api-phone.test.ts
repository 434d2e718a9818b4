/** The API reference on a phone (390 px): nothing over the reference, its operations in the navbar's menu, the whole License link. */
import {describe, expect} from 'vitest';
import {gotoSettled, testWithPages, useSharedBrowser} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const PHONE = {width: 390, height: 844};

describe('the API reference on a phone (390 px)', () => {
  /** What is fixed on screen over the page, apart from the navbar and its menu (visible boxes only). */
  const floatingOverPage = (): string[] =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        if (getComputedStyle(element).position !== 'fixed') return false;
        if (element.closest('nav.navbar')) return false;
        const box = element.getBoundingClientRect();
        return (
          box.width > 1 &&
          box.height > 1 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth &&
          element.checkVisibility({visibilityProperty: true})
        );
      })
      .map((element) => `${element.tagName} ${element.className}`.trim());

  // Redoc's round menu button sat over the operations' toggles; the navbar's menu leads to them.
  it.for([
    '/api/receipt/',
    '/api/receipt/#tag/Receipt/operation/getReceiptById',
  ])(
    '%s: nothing floats over the reference; the navbar menu lists the operations and one tap shows one under the navbar',
    async (path, {openPage}) => {
      const {page} = await openPage({viewport: PHONE});
      await gotoSettled(page, path);
      for (const scrollTo of [0, 4_000]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollTo);
        await expect(
          page.evaluate(floatingOverPage),
          `scrolled to ${scrollTo}`,
        ).resolves.toEqual([]);
      }
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const menu = page
        .locator('.navbar-sidebar')
        .getByRole('navigation', {name: 'API reference pages'});
      const target = 'tag/Receipt/operation/duplicateReceipt';
      await menu.locator(`a[href="#${target}"]`).click();
      await page.waitForFunction(
        () => !document.querySelector('.navbar-sidebar--show'),
      );
      await page.waitForFunction((id) => {
        const heading = document
          .querySelector(`[data-section-id="${id}"]`)
          ?.querySelector('h2');
        const navbar = document.querySelector('nav.navbar');
        if (!heading || !navbar) return false;
        const top = heading.getBoundingClientRect().top;
        return (
          top >= navbar.getBoundingClientRect().bottom - 1 &&
          top < window.innerHeight - 40
        );
      }, target);
    },
  );

  it.for([
    {path: '/api/', links: 'main header a'},
    {path: '/api/receipt/', links: '.redocusaurus .api-info a'},
  ])(
    '$path shows the whole License link: no line of it is cut off by the page or a clipping box',
    async ({path, links}, {openPage}) => {
      const {page} = await openPage({viewport: PHONE});
      await gotoSettled(page, path);
      const link = page.locator(links, {
        hasText: /License/,
      });
      await expect(link.count()).resolves.toBe(1);
      const clipped = await link.evaluate((anchor) => {
        const boxes = [{name: 'viewport', left: 0, right: window.innerWidth}];
        for (let node = anchor.parentElement; node; node = node.parentElement) {
          if (getComputedStyle(node).overflowX !== 'visible') {
            const rect = node.getBoundingClientRect();
            boxes.push({
              name: node.className || node.tagName,
              left: rect.left,
              right: rect.right,
            });
          }
        }
        return Array.from(anchor.getClientRects()).flatMap((line, index) =>
          boxes
            .filter(
              (box) =>
                line.left < box.left - 0.5 || line.right > box.right + 0.5,
            )
            .map(
              (box) =>
                `line ${index + 1} [${Math.round(line.left)}, ${Math.round(line.right)}] outside ${box.name} [${Math.round(box.left)}, ${Math.round(box.right)}]`,
            ),
        );
      });
      expect(clipped).toEqual([]);
    },
  );
});
