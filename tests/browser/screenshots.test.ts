/**
 * Issue 50: the pictures of the web app (src/screenshots/Screenshot). Each opens larger through a
 * plain link to the full image (keyboard and no JavaScript alike), and the pictures below the first
 * screen are not downloaded before the reader scrolls towards them. The links are followed over
 * nginx with the shipped configuration, which serves WebP as an image (the tests' static server
 * would send it as a download).
 */
import {describe, expect} from 'vitest';
import {gotoSettled, testWithPages, useSharedBrowser} from './browser';
import {startNginx} from './nginx';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const PAGE = '/docs/concepts/receipts/managing-receipts';
const PICTURES = '/img/screenshots/';
/**
 * Chromium starts a lazy image's download this far before it scrolls into view (1,250 px on a fast
 * connection, 2,500 px on a slow one: its `LazyImageLoading` distance thresholds); a picture further
 * down than that must not be requested before the reader scrolls.
 */
const LAZY_DISTANCE_PX = 2500;

describe('pictures of the web app', () => {
  it('each opens larger: a link to its full image, reached with the keyboard and named by its alt text', async ({
    openPage,
  }) => {
    const server = await startNginx('build');
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    try {
      await page.goto(new URL(PAGE, server.url).href, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const pictures = page.locator(`article img[src^="${PICTURES}"]`);
      const count = await pictures.count();
      expect(count).toBeGreaterThanOrEqual(10);
      const links = await pictures.evaluateAll((images) =>
        images.map((image) => ({
          src: image.getAttribute('src'),
          alt: image.getAttribute('alt'),
          href: image.closest('a')?.getAttribute('href') ?? null,
          linkText: image.closest('a')?.textContent ?? null,
        })),
      );
      for (const link of links) {
        expect(link.href, `${link.src} is in a link to itself`).toBe(link.src);
        expect(link.linkText, 'the image alone names the link').toBe('');
        expect(link.alt?.length ?? 0).toBeGreaterThan(20);
      }
      // Keyboard: Tab reaches the first picture's link, its focus ring shows, Enter opens the image.
      const first = page.getByRole('link', {name: links[0]?.alt ?? ''});
      await first.focus();
      await expect(
        first.evaluate((link) => link.matches(':focus-visible')),
      ).resolves.toBe(true);
      await expect(
        first.evaluate((link) => {
          const style = getComputedStyle(link);
          return (
            style.outlineStyle !== 'none' && parseFloat(style.outlineWidth)
          );
        }),
      ).resolves.toBeGreaterThanOrEqual(2);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === links[0]?.src);
      const size = await page
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth);
      // The full image has twice the pixels the page shows it at.
      expect(size).toBeGreaterThan(1100);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('without JavaScript, the picture is a link to its full image', async ({
    openPage,
  }) => {
    const server = await startNginx('build');
    const {page} = await openPage({javaScriptEnabled: false});
    try {
      await page.goto(new URL(PAGE, server.url).href);
      const link = page.locator(`article a:has(> img[src^="${PICTURES}"])`);
      await expect(link.count()).resolves.toBeGreaterThanOrEqual(10);
      const href = (await link.first().getAttribute('href')) ?? '';
      await link.first().click();
      await page.waitForURL((url) => url.pathname === href);
      await expect(
        page
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).resolves.toBeGreaterThan(1100);
    } finally {
      await server.stop();
    }
  });

  it(`does not download the pictures more than ${LAZY_DISTANCE_PX} px below the first screen until the reader scrolls to them`, async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    const requested = new Set<string>();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith(PICTURES)) requested.add(pathname);
    });
    await gotoSettled(page, PAGE);
    const below = await page.evaluate(
      ([prefix, distance]) =>
        Array.from(document.querySelectorAll('article img'))
          .filter(
            (image) =>
              image.getAttribute('src')?.startsWith(String(prefix)) &&
              image.getBoundingClientRect().top >
                window.innerHeight + Number(distance),
          )
          .map((image) => image.getAttribute('src') ?? ''),
      [PICTURES, LAZY_DISTANCE_PX] as const,
    );
    expect(below.length).toBeGreaterThanOrEqual(3);
    expect(below.filter((src) => requested.has(src))).toEqual([]);
    // Scrolled to, the last one loads.
    const last = page.locator(`article img[src="${below.at(-1) ?? ''}"]`);
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (src) => {
        const image = document.querySelector<HTMLImageElement>(
          `article img[src="${src}"]`,
        );
        return image?.complete === true && image.naturalWidth > 0;
      },
      below.at(-1) ?? '',
    );
    expect(requested.has(below.at(-1) ?? '')).toBe(true);
  });
});
