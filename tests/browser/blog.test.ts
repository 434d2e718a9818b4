/**
 * The blog: reachable from the navbar, with visible links to its RSS and Atom feeds, and headings in
 * their order of rank: the page's h1 above its posts' titles.
 */
import {describe, expect} from 'vitest';
import {
  baseUrl,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {BLOG_FEEDS, NAVBAR_LEFT} from '../fixtures/site';

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('the blog', () => {
  it('is reachable from the navbar', async ({openPage}) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, '/docs/getting-started/');
    const blog = NAVBAR_LEFT.find((item) => item.label === 'Blog');
    expect(blog, 'the navbar fixture lists Blog').toBeDefined();
    await page.locator('.navbar a.navbar__link', {hasText: /^Blog$/}).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    // The address changes before the blog's code has loaded and rendered: wait for its heading.
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toBe('Blog');
  });

  it.for(
    [1280, 390].flatMap((width) =>
      ['/blog', '/blog/tags/release'].map((path) => ({width, path})),
    ),
  )(
    'on $path at $width px, sets the page h1 larger than every post title in the list',
    async ({width, path}, {openPage}) => {
      const {page} = await openPage({viewport: {width, height: 900}});
      await gotoHydrated(page, path);
      const sizes = await page.evaluate(() => {
        const size = (element: Element): number =>
          Number.parseFloat(getComputedStyle(element).fontSize);
        const h1 = document.querySelector('main h1');
        return {
          h1: h1 ? size(h1) : 0,
          titles: Array.from(
            document.querySelectorAll('main article header h2'),
            size,
          ),
        };
      });
      expect(sizes.titles.length).toBeGreaterThan(0);
      expect(Math.max(...sizes.titles)).toBeLessThan(sizes.h1);
    },
  );

  it('shows visible links to its RSS and Atom feeds, and they answer with the feeds', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 390, height: 800}});
    await gotoHydrated(page, '/blog');
    for (const {label, href, type} of BLOG_FEEDS) {
      const link = page.getByRole('link', {name: label});
      await expect(link.isVisible(), label).resolves.toBe(true);
      await expect(link.getAttribute('href')).resolves.toBe(href);
      const response = await page.request.get(new URL(href, baseUrl()).href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(
        type === 'rss' ? '<rss' : '<feed',
      );
    }
  });

  // Lighthouse's link-text audit (SEO) fails a page with a link whose visible text is one of these
  // (its English list, lighthouse-core/audits/seo/link-text.js): the theme's "Read more" was one.
  it.for(['/blog', '/blog/tags/release'])(
    'on %s, every link says where it leads, none "Read more"',
    async (path, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoHydrated(page, path);
      const GENERIC = [
        'click here',
        'click this',
        'go',
        'here',
        'information',
        'learn more',
        'more',
        'more info',
        'more information',
        'right here',
        'read more',
        'see more',
        'start',
        'this',
      ];
      const texts = await page
        .locator('main a[href]')
        .evaluateAll((links) =>
          links.map((link) => (link.textContent ?? '').trim().toLowerCase()),
        );
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => GENERIC.includes(text))).toEqual([]);
      await expect(
        page.getByRole('link', {name: /^Read more about /}).count(),
      ).resolves.toBeGreaterThan(0);
    },
  );
});
