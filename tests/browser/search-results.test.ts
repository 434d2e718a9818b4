/**
 * Search results: /search pages through every result and says when ?version= is unknown, ranks the
 * reader's own docs version first over all versions, offers the docs' words for a word they do not
 * use, highlights in the site's colours; a long query gets a notice in the modal (only 256
 * characters are searched) and wraps. (The modal lists the docs version being read first:
 * tests/browser/search-shards.test.ts.)
 */
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  chooseColourMode,
  contrast,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
} from './browser';
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

/** The docs version of each result listed, in order ('' for the blog, pages and API reference). */
async function resultVersions(page: Page): Promise<string[]> {
  await page.locator('main ol > li').first().waitFor();
  return page.locator('main ol > li h2 a').evaluateAll((links) =>
    links.map((link) => {
      const path = link.getAttribute('href') ?? '';
      if (!path.startsWith('/docs/')) return '';
      return /^\/docs\/(\d+\.x)\//.exec(path)?.[1] ?? 'latest';
    }),
  );
}

describe('/search over all versions', () => {
  it('lists the latest version first for a reader who chose none, then the others', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, '/search?q=postgres');
    const versions = (await resultVersions(page)).filter(Boolean);
    expect(versions[0]).toBe('latest');
    expect(versions).toContain('5.x');
    // Every hit of the latest version comes before any of another version.
    expect(versions.lastIndexOf('latest')).toBeLessThan(
      versions.indexOf('5.x'),
    );
  });

  it('lists the version the reader chose in the version dropdown first', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, '/docs/getting-started/');
    const dropdown = page.locator('.navbar .dropdown').filter({
      has: page.locator('> .navbar__link', {hasText: /^6\.x$/}),
    });
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu a', {hasText: /^5\.x$/}).click();
    await page.waitForURL((url) => url.pathname.startsWith('/docs/5.x/'));
    await gotoHydrated(page, '/search?q=postgres');
    const versions = (await resultVersions(page)).filter(Boolean);
    expect(versions[0]).toBe('5.x');
    expect(versions).toContain('latest');
    expect(versions.lastIndexOf('5.x')).toBeLessThan(
      versions.indexOf('latest'),
    );
  });
});

describe('words the docs do not use', () => {
  it('on /search, "smtp" finds nothing and offers the docs\' words, which find pages', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, '/search?q=smtp');
    await page.getByText('No results for "smtp"').waitFor();
    const offered = page.locator('main').getByRole('link', {name: 'IMAP'});
    await offered.waitFor();
    await expect(
      page.locator('main').getByText('Try searching for:').count(),
    ).resolves.toBe(1);
    await offered.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'IMAP');
    await page.getByText(/^\d+ results?/).waitFor();
    await expect(page.locator('main ol > li').count()).resolves.toBeGreaterThan(
      0,
    );
  });
});

describe('highlights on /search', () => {
  it.for(['light', 'dark'] as const)(
    'in %s mode are drawn in the site colours, not the browser yellow, with text at 4.5:1 or more',
    async (mode, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await chooseColourMode(page, mode);
      await gotoHydrated(page, '/search?q=postgres');
      const mark = page.locator('main ol > li mark').first();
      await mark.waitFor();
      const colours = await mark.evaluate((element) => ({
        text: getComputedStyle(element).color,
        background: getComputedStyle(element).backgroundColor,
      }));
      expect(colours.background).not.toBe('rgb(255, 255, 0)');
      expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );
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
