/**
 * Markdown for tools in the browser: how the copies and /llms.txt are served, and the "Copy page as
 * Markdown" button in Chromium. The files themselves are checked in tests/build/llms.test.ts.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD} from '../support/build';
import {describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {
  baseUrl,
  gotoHydrated,
  useSharedBrowser,
  testWithPages,
} from './browser';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const read = (sitePath: string): string =>
  readFileSync(path.join(BUILD, sitePath), 'utf8');

describe('Markdown copies and /llms.txt, served', () => {
  it.each([
    {path: '/docs/getting-started/installation.md', type: 'text/markdown'},
    {path: '/api/operations/createDashboard.md', type: 'text/markdown'},
    {path: '/llms.txt', type: 'text/plain'},
  ])('$path is served as $type', async ({path: sitePath, type}) => {
    const response = await fetch(new URL(sitePath, baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
  });
});

const DOCS_PAGE = '/docs/getting-started/installation';
const BUTTON = 'Copy page as Markdown';

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

describe('Copy page as Markdown', () => {
  it('copies the page Markdown with the keyboard and says so in a polite live region', async ({
    openPage,
  }) => {
    const {context, page, problems} = await openPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl()).origin,
    });
    await gotoHydrated(page, DOCS_PAGE);
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

  it('says the copy failed when the browser rejects the clipboard write', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    // No clipboard permission granted, and the write refused as a browser does on denial.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: () =>
            Promise.reject(
              new DOMException('Write permission denied.', 'NotAllowedError'),
            ),
        },
      });
    });
    await gotoHydrated(page, DOCS_PAGE);
    await page.getByRole('button', {name: BUTTON}).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({hasText: /^Copy failed/})
          .count(),
      )
      .toBe(1);
    expect(
      await page.getByRole('status').filter({hasText: 'Copied'}).count(),
    ).toBe(0);
  });

  it('says the copy failed when the page has no clipboard at all', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: undefined,
      });
    });
    await gotoHydrated(page, DOCS_PAGE);
    await page.getByRole('button', {name: BUTTON}).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({hasText: /^Copy failed/})
          .count(),
      )
      .toBe(1);
  });
});
