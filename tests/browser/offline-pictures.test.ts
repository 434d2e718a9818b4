/**
 * Issue 50: the pictures of the web app, offline (src/offline/sw.js, src/offline/picturesSeen.ts).
 * They are not precached (1.5 MB): a picture the reader has seen online is kept by the service
 * worker, in a cache of bounded size, also when it was seen on the first visit, before the worker
 * existed; a picture never seen shows its alt text in a frame, with no failed request and no console
 * error. Served by nginx with its CSP; "offline" is the browser offline and the server stopped.
 */
import {describe, expect} from 'vitest';
import type {BrowserContext, Page, Request} from 'playwright-core';
import {
  testWithPages,
  useSharedBrowser,
  waitForOfflineReading,
  patience,
} from './browser';
import {startNginx, type RunningNginx} from './nginx';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** Registration, the precache (about 1 MB) and two pages online, then offline: minutes under load. */
const OFFLINE_TIMEOUT = patience(180_000);
const RECEIPTS = '/docs/concepts/receipts/managing-receipts';
const TAGS = '/docs/concepts/categories-and-tags';
const PICTURES = 'article img[src^="/img/screenshots/"]';

async function goOffline(
  context: BrowserContext,
  server: RunningNginx,
): Promise<void> {
  await server.stop();
  await context.setOffline(true);
}

/** Scrolls the first `count` pictures of the page into view, one by one, until each has loaded or failed. */
async function lookAtPictures(page: Page, count?: number): Promise<string[]> {
  const sources = await page
    .locator(PICTURES)
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  const seen = sources.slice(0, count).filter((src) => src !== null);
  for (const src of seen) {
    // A picture that failed is already replaced by its alt text: nothing to scroll to.
    await page.evaluate((wanted) => {
      document
        .querySelector(`article img[src="${wanted}"]`)
        ?.scrollIntoView({block: 'center'});
    }, src);
    // Settled: loaded, or failed and replaced by its alt text.
    await page.waitForFunction((wanted) => {
      const image = document.querySelector<HTMLImageElement>(
        `article img[src="${wanted}"]`,
      );
      return !image || image.complete;
    }, src);
  }
  return seen;
}

/**
 * Counts the picture requests in flight. Lazy loading starts a picture a screen or two ahead of the
 * scroll, so one may still be on its way when the pictures scrolled to have settled.
 */
function watchPictureRequests(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  const isPicture = (request: Request) =>
    new URL(request.url()).pathname.startsWith('/img/screenshots/');
  page.on('request', (request) => {
    if (isPicture(request)) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  /** Resolves once no picture request has been in flight for half a second. */
  return async () => {
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (inFlight.size > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

async function shownPictures(page: Page): Promise<string[]> {
  return page
    .locator(PICTURES)
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.getAttribute('src') ?? ''),
    );
}

describe('pictures offline', () => {
  it(
    'shows the pictures seen online, on the first visit too, and the alt text of the others in a frame, with no failed request or console error',
    async ({openPage}) => {
      const server = await startNginx('build');
      const {context, page, problems} = await openPage({
        serviceWorkers: 'allow',
        viewport: {width: 1280, height: 800},
      });
      try {
        const visit = async (address: string) => {
          const response = await page.goto(new URL(address, server.url).href, {
            waitUntil: 'load',
          });
          await page.waitForSelector('html[data-has-hydrated="true"]');
          return response;
        };
        const picturesArrived = watchPictureRequests(page);
        // First visit: the reader looks at the first three pictures, before any worker exists.
        await visit(RECEIPTS);
        const alts = await page.locator(PICTURES).evaluateAll((images) =>
          images.map((image) => ({
            src: image.getAttribute('src') ?? '',
            alt: image.getAttribute('alt') ?? '',
          })),
        );
        expect(alts.length).toBeGreaterThanOrEqual(10);
        await lookAtPictures(page, 3);
        await waitForOfflineReading(page);
        // Those and any the browser loaded ahead of the scroll (lazy loading starts a screen or two
        // early). The page tells the worker which pictures it showed, and it keeps them: read what the
        // page shows once no picture is on its way, wait until the worker keeps those, and read again
        // in case one arrived meanwhile.
        let seenFirst: string[] = [];
        for (;;) {
          await picturesArrived();
          const shown = await shownPictures(page);
          await page.evaluate(async (urls) => {
            const kept = async () =>
              (
                await Promise.all(
                  urls.map((url) =>
                    caches.match(new URL(url, location.href).href),
                  ),
                )
              ).every(Boolean);
            while (!(await kept()))
              await new Promise((resolve) => setTimeout(resolve, 100));
          }, shown);
          if (shown.length === seenFirst.length) break;
          seenFirst = shown;
        }
        expect(seenFirst.length).toBeGreaterThanOrEqual(3);
        expect(seenFirst.length).toBeLessThanOrEqual(alts.length - 3);
        // A later page, read under the worker: its pictures are kept as they load.
        await visit(TAGS);
        const seenLater = await lookAtPictures(page);
        expect(seenLater.length).toBeGreaterThanOrEqual(2);
        await expect(shownPictures(page)).resolves.toEqual(seenLater);

        await goOffline(context, server);
        const before = {
          failedRequests: problems.failedRequests.length,
          consoleErrors: problems.consoleErrors.length,
        };
        await visit(TAGS);
        await lookAtPictures(page);
        await expect(shownPictures(page)).resolves.toEqual(seenLater);

        await visit(RECEIPTS);
        await lookAtPictures(page);
        await page.waitForLoadState('networkidle');
        await expect(shownPictures(page)).resolves.toEqual(seenFirst);
        // Each picture never seen: its alt text, visible, in a frame, where the picture would be.
        for (const {src, alt} of alts.filter(
          ({src}) => !seenFirst.includes(src),
        )) {
          const frame = page.locator('article [data-picture-unavailable]', {
            hasText: alt,
          });
          await expect(frame.isVisible(), src).resolves.toBe(true);
          const border = await frame.evaluate(
            (element) => getComputedStyle(element).borderTopStyle,
          );
          expect(border, src).not.toBe('none');
        }
        expect(problems.failedRequests.slice(before.failedRequests)).toEqual(
          [],
        );
        expect(problems.consoleErrors.slice(before.consoleErrors)).toEqual([]);
      } finally {
        await server.stop().catch(() => undefined);
      }
    },
    OFFLINE_TIMEOUT,
  );
});
