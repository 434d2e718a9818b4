/**
 * The API reference as readers reach it (issue 15): deep links from another tab, the phone menu, the
 * license link at 390 px.
 */
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {baseUrl, gotoSettled, testWithPages, useSharedBrowser} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

/** Where the linked section's heading is, and whether the reader can see it (nothing drawn over it). */
function linkedHeading(id: string): {
  top: number;
  visible: boolean;
  laidOut: boolean;
} {
  const section = document.querySelector(
    `[data-section-id="${CSS.escape(id)}"]`,
  );
  const heading = section?.querySelector('h1, h2');
  const rect = heading?.getBoundingClientRect();
  const laidOut = !document.querySelector(
    "[data-section-id*='/operation/']:not([data-laid-out])",
  );
  if (!heading || !rect) return {top: Number.NaN, visible: false, laidOut};
  const hit = document.elementFromPoint(
    rect.left + Math.min(rect.width / 2, 40),
    rect.top + rect.height / 2,
  );
  return {
    top: Math.round(rect.top),
    visible:
      rect.top >= 0 &&
      rect.bottom <= window.innerHeight &&
      !!hit &&
      heading.contains(hit),
    laidOut,
  };
}

async function openLinked(page: Page, hash: string): Promise<void> {
  await page.goto(new URL(`/api/${hash}`, baseUrl()).href, {waitUntil: 'load'});
}

describe('a link to a tag or an operation of /api/', () => {
  // The issue's criterion: the target is on screen 5 s after load, once the off-screen operations
  // above it have been laid out (content-visibility + layOutWhenIdle), without the reader scrolling.
  const cases = [
    {
      viewport: DESKTOP,
      hash: '#tag/Receipt/operation/getReceiptById',
      id: 'tag/Receipt/operation/getReceiptById',
    },
    {viewport: DESKTOP, hash: '#tag/User', id: 'tag/User'},
    {
      viewport: DESKTOP,
      hash: '#operation/getSystemSettings',
      id: 'operation/getSystemSettings',
    },
    {
      viewport: PHONE,
      hash: '#tag/SystemTask/operation/getPagedActivities',
      id: 'tag/SystemTask/operation/getPagedActivities',
    },
    {viewport: PHONE, hash: '#tag/SystemTask', id: 'tag/SystemTask'},
    {
      viewport: PHONE,
      hash: '#operation/getReceiptById',
      id: 'operation/getReceiptById',
    },
  ];
  it.for(cases)(
    '$hash at $viewport.width px is on screen 5 s after load and stays there',
    {timeout: 60_000},
    async ({viewport, hash, id}, {openPage}) => {
      const {page} = await openPage({viewport});
      await openLinked(page, hash);
      // The criterion's moment: 5 s after the load event, on the page's own clock.
      await page.waitForFunction(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        return (
          !!navigation &&
          navigation.loadEventEnd > 0 &&
          performance.now() >= navigation.loadEventEnd + 5_000
        );
      });
      const at5s = await page.evaluate(linkedHeading, id);
      expect(at5s, `${hash} 5 s after load`).toMatchObject({visible: true});
      // Still there once every operation has been laid out.
      await page.waitForFunction(
        () =>
          !document.querySelector(
            "[data-section-id*='/operation/']:not([data-laid-out])",
          ),
        null,
        {timeout: 30_000},
      );
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      );
      const settled = await page.evaluate(linkedHeading, id);
      expect(settled, `${hash} once laid out`).toMatchObject({
        visible: true,
        laidOut: true,
      });
      // The reader scrolls: the page follows, nothing pulls it back to the link.
      const before = await page.evaluate(() => scrollY);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 1_500);
      await page.waitForFunction((start) => scrollY > start + 1_000, before);
      // Anything reacting to the scroll (a scroll handler, a layout pass) has run by the second frame.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      );
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(
        before + 1_000,
      );
    },
  );
});

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
  // "On this page" list).
  it('opens the API menu below the sticky navbar, at the top of the page and further down', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: PHONE});
    await gotoSettled(page, '/api/receipt/');
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
      // At least the group and its tag (further down, the operations around the one in view too).
      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect(
        entries.filter((entry) => !entry.endsWith('tappable')),
        `scrolled to ${scrollTo}`,
      ).toEqual([]);
      await page.locator('.redocusaurus .menu-content + div').click();
      await page
        .locator('.redocusaurus .menu-content')
        .waitFor({state: 'hidden'});
    }
  });

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
