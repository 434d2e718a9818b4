import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  gotoHydrated,
  testWithPages,
  twoFrames,
  useSharedBrowser,
  useSharedPages,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/**
 * Each page loaded once, in a tab each test sizes to its width, as a reader resizes a window: the
 * navbar's layout is the stylesheet's at that width. Eighteen loads in fresh contexts were most of
 * this file's CPU, and the browser tests are bound by CPU.
 */
const tabOf = useSharedPages(browser, async (path: string, newContext) => {
  const page = await (await newContext()).newPage();
  await gotoHydrated(page, path);
  return page;
});

// From the theme's breakpoint (wider than 996 px is desktop) to a large laptop.
const WIDTHS = [997, 1024, 1100, 1280, 1366, 1440];
const PAGES = ['/docs/getting-started/', '/api/receipt/', '/'];

interface ItemBox {
  label: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Height of one line of the item's text, to tell a wrapped label. */
  lineHeight: number;
  /** The text's own width beyond the box it is shown in (cut with an ellipsis or hidden). */
  overflow: number;
  /** The label of the item a click at this item's centre reaches. */
  reached: string;
}

/** Every visible item of the desktop navbar: the brand, links, dropdowns, the toggle and search. */
async function navbarItems(page: Page): Promise<ItemBox[]> {
  return page.evaluate(() => {
    const selectors = [
      '.navbar__brand',
      '.navbar__items > a.navbar__item',
      '.navbar__items > .navbar__item.dropdown > .navbar__link',
      '.navbar__items--right > :not(.navbar__item):not(a) button',
      '.navbar__items--right .DocSearch-Button',
    ];
    const elements = new Set<HTMLElement>();
    for (const selector of selectors)
      document
        .querySelectorAll<HTMLElement>(selector)
        .forEach((element) => elements.add(element));
    const labelOf = (element: Element | null | undefined): string =>
      element?.textContent?.trim() ||
      element?.getAttribute('aria-label') ||
      element?.getAttribute('title') ||
      element?.className ||
      '';
    return [...elements]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = element.querySelector<HTMLElement>('.navbar__title');
        const measured = text ?? element;
        const style = getComputedStyle(measured);
        const hit = document.elementFromPoint(
          (box.left + box.right) / 2,
          (box.top + box.bottom) / 2,
        );
        return {
          label: labelOf(element),
          reached: labelOf(hit?.closest('a, button, .navbar__brand')),
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          lineHeight:
            Number.parseFloat(style.lineHeight) ||
            Number.parseFloat(style.fontSize) * 1.5,
          overflow: measured.scrollWidth - measured.clientWidth,
        };
      });
  });
}

describe('the desktop navbar', () => {
  it.for(WIDTHS.flatMap((width) => PAGES.map((path) => ({width, path}))))(
    'at $width px on $path: items side by side on one line, the brand whole, each clickable at its centre',
    async ({width, path}) => {
      const page = await tabOf(path);
      await page.setViewportSize({width, height: 800});
      // Laid out at the new width: two frames after the resize.
      await twoFrames(page);
      const items = await navbarItems(page);
      expect(items.length).toBeGreaterThan(6);
      for (const item of items) {
        expect(item.overflow, `"${item.label}" is cut`).toBeLessThanOrEqual(0);
        expect(
          item.bottom - item.top,
          `"${item.label}" wraps onto a second line`,
        ).toBeLessThan(item.lineHeight * 2);
        expect(item.right, `"${item.label}" leaves the window`).toBeLessThan(
          width,
        );
      }
      const sorted = [...items].sort((a, b) => a.left - b.left);
      for (let index = 1; index < sorted.length; index++) {
        const [before, after] = [sorted[index - 1]!, sorted[index]!];
        expect(
          after.left,
          `"${after.label}" overlaps "${before.label}"`,
        ).toBeGreaterThanOrEqual(before.right - 0.5);
      }
      // What a click at each item's centre reaches is that item.
      for (const {label, reached} of items) expect(reached).toBe(label);
    },
  );
});
