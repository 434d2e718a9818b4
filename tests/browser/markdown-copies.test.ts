/**
 * Markdown copies in the browser: how the copies and /llms.txt are served, and the "Copy page as
 * Markdown" button in Chromium, online and offline (issue 30, items 8 and 9). The files themselves are
 * checked in tests/build/llms.test.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {BUILD} from '../support/build';
import {
  baseUrl,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
  waitForOfflineReading,
  patience,
} from './browser';
import {startNginx} from './nginx';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const read = (sitePath: string): string =>
  readFileSync(path.join(BUILD, sitePath), 'utf8');

describe('Markdown copies and /llms.txt, served', () => {
  it.each([
    {path: '/docs/getting-started/installation.md', type: 'text/markdown'},
    {path: '/api/operations/createDashboard.md', type: 'text/markdown'},
    {path: '/api/receipt.md', type: 'text/markdown'},
    {path: '/project-status.md', type: 'text/markdown'},
    {path: '/llms.txt', type: 'text/plain'},
  ])('$path is served as $type', async ({path: sitePath, type}) => {
    const response = await fetch(new URL(sitePath, baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(await response.text()).toBe(read(sitePath));
  });
});

const DOCS_PAGE = '/docs/getting-started/installation';
const BUTTON = 'Copy page as Markdown';
const OFFLINE_TIMEOUT = patience(180_000);

/** Presses Tab until the copy button has the focus, as a keyboard user gets there. */
async function tabToCopyButton(page: Page): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement instanceof HTMLButtonElement
        ? document.activeElement.textContent
        : null,
    );
    if (focused === BUTTON) return;
  }
  throw new Error(`Tab never reached the "${BUTTON}" button`);
}

async function copyAndRead(
  page: Page,
  context: BrowserContext,
  origin: string,
) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin,
  });
  await page.getByRole('button', {name: BUTTON}).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toMatch(/^(Copied|Copy failed.*)$/);
  return {
    message: await page.getByRole('status').textContent(),
    clipboard: await page.evaluate(() => navigator.clipboard.readText()),
  };
}

describe('Copy page as Markdown', () => {
  it('copies the page Markdown with the keyboard and says so in a polite live region, in text at least 14 px', async ({
    openPage,
  }) => {
    const {context, page, problems} = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl()).origin,
    });
    await gotoHydrated(page, DOCS_PAGE);
    const size = await page
      .getByRole('button', {name: BUTTON})
      .evaluate((button) =>
        Number.parseFloat(getComputedStyle(button).fontSize),
      );
    expect(size).toBeGreaterThanOrEqual(14);
    await tabToCopyButton(page);
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .locator('[role="status"][aria-live="polite"]')
          .filter({hasText: 'Copied'})
          .count(),
      )
      .toBe(1);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(read(`${DOCS_PAGE}.md`));
    expect(problems.consoleErrors).toEqual([]);
  });

  it('on a phone (390 px) shares the version badge row, so the title stays high, and is a 44 px target', async ({
    openPage,
  }) => {
    const {page} = await openPage({
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    await gotoHydrated(page, DOCS_PAGE);
    const boxes = await page.evaluate((name) => {
      const box = (element: Element | null | undefined) => {
        const rect = element?.getBoundingClientRect();
        return rect
          ? {
              top: rect.top,
              bottom: rect.bottom,
              height: rect.height,
              width: rect.width,
            }
          : null;
      };
      const button = Array.from(document.querySelectorAll('button')).find(
        (element) => element.textContent === name,
      );
      return {
        button: box(button),
        badge: box(document.querySelector('.theme-doc-version-badge')),
        h1: box(document.querySelector('article h1')),
      };
    }, BUTTON);
    const {button, badge, h1} = boxes;
    expect(button && badge && h1).toBeTruthy();
    if (!button || !badge || !h1) return;
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.width).toBeGreaterThanOrEqual(44);
    // One row: the badge sits within the button's height.
    expect(badge.top).toBeGreaterThanOrEqual(button.top);
    expect(badge.bottom).toBeLessThanOrEqual(button.bottom);
    // Below the announcement bar, navbar, breadcrumbs, that row and the "On this page" menu
    // (330 px when the button had a row of its own).
    expect(h1.top).toBeLessThanOrEqual(320);
  });

  it.for([
    {
      name: 'the browser rejects the clipboard write',
      clipboard: 'refusing',
      message: 'Copy failed: clipboard access refused',
    },
    {
      name: 'the page has no clipboard at all',
      clipboard: 'none',
      message: 'Copy failed: no clipboard access',
    },
  ])('says $message when $name', async ({clipboard, message}, {openPage}) => {
    const {page} = await openPage();
    // No clipboard permission granted: the write is refused as a browser does on denial, or there is none.
    await page.addInitScript((kind) => {
      const refusing = {
        writeText: () =>
          Promise.reject(
            new DOMException('Write permission denied.', 'NotAllowedError'),
          ),
      };
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: kind === 'none' ? undefined : refusing,
      });
    }, clipboard);
    await gotoHydrated(page, DOCS_PAGE);
    await page.getByRole('button', {name: BUTTON}).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(message);
  });

  it(
    'copies a page read offline, from the copy saved with it',
    async ({openPage}) => {
      const server = await startNginx('build');
      const {context, page} = await openPage({serviceWorkers: 'allow'});
      try {
        const origin = new URL(server.url).origin;
        await page.goto(new URL('/docs/getting-started/', server.url).href, {
          waitUntil: 'load',
        });
        await page.waitForSelector('html[data-has-hydrated="true"]');
        await waitForOfflineReading(page);
        await server.stop();
        await context.setOffline(true);
        await page.goto(
          new URL('/docs/configuration/environment-variables', server.url).href,
          {waitUntil: 'load'},
        );
        await page.waitForSelector('html[data-has-hydrated="true"]');
        const {message, clipboard} = await copyAndRead(page, context, origin);
        expect(message).toBe('Copied');
        expect(clipboard).toBe(
          read('/docs/configuration/environment-variables.md'),
        );
      } finally {
        await server.stop().catch(() => undefined);
      }
    },
    OFFLINE_TIMEOUT,
  );
});
