/** The API reference on a phone (390 px): the menu below the sticky navbar, the whole License link. */
import {describe, expect} from 'vitest';
import {gotoSettled, testWithPages, useSharedBrowser} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const PHONE = {width: 390, height: 844};

describe('the API reference on a phone (390 px)', () => {
  /** Whether each menu entry in the top half of the screen is what a tap on it reaches (not the navbar). */
  const tappableEntries = (): string[] =>
    Array.from(
      document.querySelectorAll('.menu-content li[data-item-id] > label'),
    )
      .filter(
        (label) =>
          label.getBoundingClientRect().height > 0 &&
          label.getBoundingClientRect().top < window.innerHeight / 2,
      )
      .map((label) => {
        const rect = label.getBoundingClientRect();
        const hit = document.elementFromPoint(
          rect.left + 12,
          rect.top + rect.height / 2,
        );
        return `${label.textContent?.trim()}: ${hit && label.contains(hit) ? 'tappable' : `covered by ${hit?.closest('nav') ? 'the navbar' : (hit?.tagName ?? 'nothing')}`}`;
      });

  // Redoc's menu: the tag pages have it (the index, /api/, is an ordinary page with its own
  // "On this page" list). The announcement bar above the navbar scrolls away, so where the navbar
  // ends depends on the scroll position, whether the page opened at its top or at a linked operation.
  it.for([
    '/api/receipt/',
    '/api/receipt/#tag/Receipt/operation/getReceiptById',
  ])(
    '%s opens the API menu below the sticky navbar, at the top of the page and further down',
    async (path, {openPage}) => {
      const {page} = await openPage({viewport: PHONE});
      await gotoSettled(page, path);
      for (const scrollTo of [0, 4_000]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollTo);
        await page.locator('.redocusaurus .menu-content + div').click();
        await page
          .locator('.redocusaurus .menu-content')
          .waitFor({state: 'visible'});
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            ),
        );
        const entries = await page.evaluate(tappableEntries);
        // The tag first; further down, the operations around the one in view too.
        expect(entries[0]).toMatch(/^Receipts: /);
        expect(entries.length).toBeGreaterThanOrEqual(scrollTo === 0 ? 1 : 2);
        expect(
          entries.filter((entry) => !entry.endsWith('tappable')),
          `scrolled to ${scrollTo}`,
        ).toEqual([]);
        await page.locator('.redocusaurus .menu-content + div').click();
        await page
          .locator('.redocusaurus .menu-content')
          .waitFor({state: 'hidden'});
      }
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
