/**
 * Issue 50: tables of the docs that scroll sideways (on a phone, a wide table does) take keyboard
 * focus, so a keyboard can scroll them, and have a name (src/theme/MDXComponents). A table that
 * fits is no extra tab stop.
 */
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  axeOn,
  gotoSettled,
  patience,
  testWithPages,
  useSharedBrowser,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const PAGES = [
  '/docs/getting-started/installation',
  '/docs/configuration/environment-variables',
  '/docs/concepts/api-keys',
  '/docs/5.x/concepts/groups/managing-groups',
];

interface TableScroll {
  scrolls: boolean;
  tabIndex: number;
  name: string;
}

/** Each table of the article: whether it (or the box around it) scrolls sideways, and that box's tab index and name. */
function tablesOf(page: Page): Promise<TableScroll[]> {
  return page.locator('article table').evaluateAll((tables) =>
    tables.map((table) => {
      // The table itself, or the nearest box around it that scrolls sideways.
      let box: HTMLElement | null = table as HTMLElement;
      while (box && box.tagName !== 'ARTICLE') {
        const overflow = getComputedStyle(box).overflowX;
        if (
          /auto|scroll/.test(overflow) &&
          box.scrollWidth > box.clientWidth + 1
        )
          break;
        box = box.parentElement;
      }
      const scroller = box && box.tagName !== 'ARTICLE' ? box : null;
      const named = scroller ?? (table as HTMLElement);
      const labelledBy = named.getAttribute('aria-labelledby');
      return {
        scrolls: scroller !== null,
        tabIndex: named.tabIndex,
        name:
          named.getAttribute('aria-label') ??
          (labelledBy
            ? labelledBy
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' ')
            : ''),
      };
    }),
  );
}

describe('tables that scroll sideways', () => {
  it.for(PAGES)(
    'at 390 px, %s: each table that scrolls takes focus and has a name (axe: scrollable-region-focusable)',
    async (path, {openPage}) => {
      const {page} = await openPage({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
      });
      await gotoSettled(page, path);
      const tables = await tablesOf(page);
      expect(tables.length).toBeGreaterThan(0);
      const scrolling = tables.filter(({scrolls}) => scrolls);
      if (path === PAGES[0]) expect(scrolling.length).toBeGreaterThanOrEqual(2);
      expect(
        scrolling.filter(
          ({tabIndex, name}) => tabIndex !== 0 || name.trim() === '',
        ),
      ).toEqual([]);
      // Focused from the keyboard, the arrow keys scroll it.
      if (scrolling.length > 0) {
        const first = page
          .locator('article table')
          .nth(tables.indexOf(scrolling[0] as TableScroll));
        const scroller = first.locator(
          'xpath=ancestor-or-self::*[@tabindex="0"][1]',
        );
        await scroller.focus();
        const where = () =>
          scroller.evaluate((element) => ({
            scrollLeft: element.scrollLeft,
            focus:
              document.activeElement === element
                ? 'the table'
                : (document.activeElement?.outerHTML.slice(0, 80) ?? 'none'),
          }));
        await expect(where()).resolves.toEqual({
          scrollLeft: 0,
          focus: 'the table',
        });
        await page.keyboard.press('ArrowRight');
        // Scrolled: at once, or within a smooth scroll. On failure, the message says where focus was.
        await expect
          .poll(where, {timeout: patience(20_000)})
          .toSatisfy(({scrollLeft}) => scrollLeft > 0);
      }
      const {violations} = await axeOn(page)
        .withRules(['scrollable-region-focusable', 'landmark-unique'])
        .analyze();
      expect(
        violations.map(
          ({id, nodes}) =>
            `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    },
  );

  it('at 1280 px, a table that fits is no tab stop', async ({openPage}) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoSettled(page, '/docs/concepts/api-keys');
    const tables = await tablesOf(page);
    const fitting = tables.filter(({scrolls}) => !scrolls);
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.filter(({tabIndex}) => tabIndex === 0)).toEqual([]);
  });
});
