/**
 * Search results: /search pages through every result and says when ?version= is unknown, and a
 * long query gets a notice in the modal (only 256 characters are searched) and wraps. (The modal
 * lists the docs version being read first: tests/browser/search-shards.test.ts.)
 */
import {describe, expect} from 'vitest';
import {gotoHydrated, testWithPages, useSharedBrowser} from './browser';
import {SearchModal} from './pages/searchModal';

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('/search lists every result and explains an unknown version', () => {
  it('loads more results with a keyboard-operable button and moves focus to the first new one', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, '/search?q=receipt');
    const status = page.locator('main [aria-live="polite"]');
    await page.waitForFunction(() =>
      /\d+ results/.test(
        document.querySelector('main [aria-live="polite"]')?.textContent ?? '',
      ),
    );
    const total = Number(
      /(\d+) results/.exec((await status.textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(50);
    const items = page.locator('main ol > li');
    await expect(items.count()).resolves.toBe(50);
    const more = page.getByRole('button', {name: /^Show more results/});
    await more.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (count) => document.querySelectorAll('main ol > li').length > count,
      50,
    );
    await expect(items.count()).resolves.toBe(Math.min(100, total));
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      const item = active?.closest('main ol > li');
      return item
        ? Array.from(document.querySelectorAll('main ol > li')).indexOf(item)
        : -1;
    });
    expect(focused).toBe(50);
    // Keep going until everything is listed; then the button goes away.
    while ((await items.count()) < total) {
      const before = await items.count();
      await more.click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('main ol > li').length > count,
        before,
      );
    }
    await expect(items.count()).resolves.toBe(total);
    await expect(more.count()).resolves.toBe(0);
  });

  it('says an unknown ?version= does not exist and still shows results', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, '/search?q=groups&version=9.x');
    await page.getByText(/no docs version “9\.x”/i).waitFor();
    await page.locator('main ol > li').first().waitFor();
    const hrefs = await page
      .locator('main ol > li a')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
    expect(hrefs.some((href) => href.startsWith('/docs/'))).toBe(true);
  });
});

describe('long search queries', () => {
  // One unbroken word, like a pasted token or path: only overflow-wrap keeps it inside the modal.
  const pasted = 'zqxj'.repeat(75);
  it.for([390, 1280])(
    'at %i px: a 300-character paste gets a notice that only 256 are searched, and nothing overflows',
    async (width, {openPage}) => {
      const {page} = await openPage({viewport: {width, height: 800}});
      await gotoHydrated(page, '/docs/getting-started/');
      const search = new SearchModal(page);
      await search.open();
      await search.input.focus();
      // Inserted at once, as a paste is.
      await page.keyboard.insertText(pasted);
      await page.waitForFunction(
        () =>
          (document.querySelector<HTMLInputElement>('input.DocSearch-Input')
            ?.value.length ?? 0) > 0,
      );
      await expect(search.input.inputValue()).resolves.toBe(pasted);
      const notice = page
        .locator('.DocSearch-Modal [aria-live="polite"]')
        .filter({hasText: /256 characters/});
      await notice.waitFor();
      await page.locator('.DocSearch-NoResults').waitFor();
      const overflow = await page.evaluate(() => {
        const modal = document.querySelector('.DocSearch-Modal');
        if (!modal) return 'no modal';
        const box = modal.getBoundingClientRect();
        const wide = Array.from(modal.querySelectorAll('*')).filter(
          (element) => {
            const rect = element.getBoundingClientRect();
            return (
              rect.width > 0 &&
              (rect.right > box.right + 1 || rect.left < box.left - 1)
            );
          },
        );
        const scrollers = [
          modal,
          ...Array.from(
            modal.querySelectorAll('.DocSearch-Dropdown, .DocSearch-NoResults'),
          ),
        ].filter((element) => element.scrollWidth > element.clientWidth + 1);
        return [...wide, ...scrollers]
          .map((element) => element.className)
          .join(', ');
      });
      expect(overflow).toBe('');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      ).toBe(true);
    },
  );
});
