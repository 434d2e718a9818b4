import {describe, expect} from 'vitest';
import type {Locator} from 'playwright-core';
import {
  firstVisit,
  gotoHydrated,
  holdRequests,
  testWithPages,
  useSharedBrowser,
  useSharedPages,
  watch,
  patience,
} from './browser';
import {
  FOOTER,
  NAVBAR_LEFT,
  NAVBAR_MORE,
  NAVBAR_RIGHT,
  VERSION_DROPDOWN,
} from '../fixtures/site';
import type {LinkFixture} from '../fixtures/site';
import {isScriptIn, scriptsContaining} from '../support/build';

// nprogress, downloaded when the first in-app navigation starts (src/client/navigationProgress.ts),
// found by the class it puts on its parent ("nprogress" alone also matches "onprogress").
const progressChunks = scriptsContaining('nprogress-busy');
const isProgressChunk = isScriptIn(progressChunks);

const browser = useSharedBrowser();
const it = testWithPages(browser);

/**
 * A desktop and a phone tab for the tests that load a page and look at it, each starting with its
 * own page load (the tests of stored choices, colour mode and version, keep fresh contexts): a load
 * in a tab already open costs about half the CPU of a fresh context's.
 */
const tab = useSharedPages(browser, async (width: 1280 | 375, newContext) => {
  const page = await (
    await newContext({viewport: {width, height: width === 375 ? 740 : 800}})
  ).newPage();
  return {page, problems: watch(page)};
});

/** The links under `scope`, as the fixtures list them: label, target, and whether a new tab opens. */
function linksIn(scope: Locator): Promise<LinkFixture[]> {
  return scope.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      label: anchor.textContent?.trim() ?? '',
      href: anchor.getAttribute('href') ?? '',
      external: anchor.getAttribute('target') === '_blank',
    })),
  );
}

describe('navbar and footer', () => {
  it('shows the logo with a meaningful alt text and lists the left and right navbar items, in order, with their targets', async () => {
    const {page} = await tab(1280);
    await gotoHydrated(page, '/docs/getting-started/');
    await expect(
      page.locator('.navbar__logo img').first().getAttribute('alt'),
    ).resolves.toMatch(/Receipt Wrangler/);
    await expect(
      linksIn(
        page.locator(
          '.navbar__items:not(.navbar__items--right) > a.navbar__link',
        ),
      ),
    ).resolves.toEqual(NAVBAR_LEFT);
    await expect(
      linksIn(page.locator('.navbar__items--right > a.navbar__link')),
    ).resolves.toEqual(NAVBAR_RIGHT);
    const more = page
      .locator('.navbar__items--right > .navbar__item.dropdown')
      .filter({has: page.locator('> .navbar__link', {hasText: 'More'})});
    await more.hover();
    await expect(linksIn(more.locator('.dropdown__menu a'))).resolves.toEqual(
      NAVBAR_MORE,
    );
    await more.getByRole('link', {name: 'Project Status'}).click();
    await page.waitForURL((url) => url.pathname === '/project-status');
  });

  it('names each page of the More menu as the page names itself; the mobile app by what it is now, in the stores', async () => {
    const {page} = await tab(1280);
    for (const {label, href} of NAVBAR_MORE.filter((item) => !item.external)) {
      await gotoHydrated(page, href);
      await expect(
        page.locator('h1').first().textContent(),
        href,
      ).resolves.toBe(label);
    }
    // Its early access is over: the page links the stores, so the label must not offer early access.
    const mobile = NAVBAR_MORE.find(
      (item) => item.href === '/mobile-app-registration',
    );
    expect(mobile?.label).not.toMatch(/early access/i);
    await gotoHydrated(page, '/mobile-app-registration');
    await expect(
      page
        .locator(
          'main a[href^="https://play.google.com/"], main a[href^="https://apps.apple.com/"]',
        )
        .count(),
    ).resolves.toBeGreaterThanOrEqual(2);
    const navbarLabel = await page
      .locator('.navbar .dropdown__menu a[href="/mobile-app-registration"]')
      .first()
      .textContent();
    expect(navbarLabel).toBe(mobile?.label);
  });

  it('lists the footer columns with their links, and closes the footer with the copyright line', async () => {
    const {page} = await tab(1280);
    await gotoHydrated(page, '/');
    for (const [title, expected] of Object.entries(FOOTER)) {
      const column = page
        .locator('.footer__col')
        .filter({has: page.locator('.footer__title', {hasText: title})});
      await expect(linksIn(column.locator('a')), title).resolves.toEqual(
        expected,
      );
    }
    await expect(
      page.locator('.footer__copyright').textContent(),
    ).resolves.toMatch(
      /^Copyright © \d{4} Receipt Wrangler contributors\. Licensed under the AGPL-3\.0\.$/,
    );
  });

  it('keeps the navbar in place when scrolling (hide-on-scroll off)', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 600}});
    await gotoHydrated(page, '/docs/configuration/environment-variables');
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 500);
    await page.mouse.wheel(0, 300);
    await expect(
      page
        .locator('.navbar')
        .evaluate((nav) => nav.getBoundingClientRect().top),
    ).resolves.toBe(0);
    // The theme hides the navbar with a CSS-module class, hashed in the build (navbarHidden_<hash>).
    await expect(
      page
        .locator('.navbar')
        .evaluate((nav) =>
          Array.from(nav.classList).filter((name) =>
            name.startsWith('navbarHidden'),
          ),
        ),
    ).resolves.toEqual([]);
  });

  it('shows the table of contents with h2 and h3 only', async () => {
    const {page} = await tab(1280);
    await gotoHydrated(page, '/docs/getting-started/installation');
    const tocLinks = await page
      .locator('.table-of-contents a')
      .evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute('href') ?? ''),
      );
    expect(tocLinks.length).toBeGreaterThan(0);
    for (const href of tocLinks) {
      const level = await page
        .locator(`[id="${href.slice(1)}"]`)
        .evaluate((heading) => heading.tagName);
      expect(['H2', 'H3']).toContain(level);
    }
  });
});

describe('version choice', () => {
  it('offers every docs version, switches to 5.x and 4.x and back, and remembers the choice after a reload', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoHydrated(page, '/docs/getting-started/');
    const dropdown = page.locator(
      '.navbar__items:not(.navbar__items--right) > .navbar__item.dropdown',
    );
    await expect(
      dropdown.locator('.dropdown__menu a').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          label: anchor.textContent?.trim() ?? '',
          href: anchor.getAttribute('href') ?? '',
        })),
      ),
    ).resolves.toEqual(VERSION_DROPDOWN);
    for (const {label: version, href} of [
      ...VERSION_DROPDOWN.slice(1),
      VERSION_DROPDOWN[0]!,
    ]) {
      await dropdown.hover();
      await page.locator('.dropdown__menu a', {hasText: version}).click();
      await page.waitForURL((url) => url.pathname === href);
      await page.waitForFunction(
        (label) =>
          document.querySelector(
            '.navbar__items:not(.navbar__items--right) > .navbar__item.dropdown > a',
          )?.textContent === label,
        version,
      );
    }
    await dropdown.hover();
    await page.locator('.dropdown__menu a', {hasText: '4.x'}).click();
    await page.waitForURL(
      (url) => url.pathname === '/docs/4.x/getting-started/',
    );
    const stored = await page.evaluate(() =>
      Object.entries(localStorage).filter(([key]) =>
        key.startsWith('docs-preferred-version'),
      ),
    );
    expect(stored.map(([, value]) => value)).toContain('4.x');
    // On a page outside the docs the navbar's Documentation link follows the stored preference.
    await gotoHydrated(page, '/project-status');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(
      page
        .locator('a.navbar__link', {hasText: 'Documentation'})
        .getAttribute('href'),
    ).resolves.toBe('/docs/4.x/category/getting-started');
  });
});

describe('colour mode', () => {
  it('is light by default even when the system prefers dark', async ({
    openPage,
  }) => {
    const {page} = await openPage({colorScheme: 'dark'});
    await gotoHydrated(page, '/');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(
      'light',
    );
  });

  it('toggles to dark and back, in every open tab, and keeps the choice after a reload', async ({
    openPage,
  }) => {
    const {page, context} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await gotoHydrated(page, '/docs/getting-started/');
    const other = await context.newPage();
    await other.goto(page.url());
    await other.waitForSelector('html[data-has-hydrated="true"]');
    const toggle = page.locator('.navbar button[title*="mode"]').first();
    await toggle.click();
    for (const tab of [page, other])
      await tab.waitForFunction(
        () => document.documentElement.dataset.theme === 'dark',
      );
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(
      'dark',
    );
    await page.locator('.navbar button[title*="mode"]').first().click();
    await page.waitForFunction(
      () => document.documentElement.dataset.theme !== 'dark',
    );
  });
});

describe('small screens and keyboard', () => {
  it('opens and closes the mobile sidebar at 375 px', async () => {
    const {page} = await tab(375);
    await gotoHydrated(page, '/docs/getting-started/');
    await expect(page.locator('.navbar-sidebar').isVisible()).resolves.toBe(
      false,
    );
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
    // A docs page opens its sidebar first; the navbar's items are one step back.
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /Back to main menu/})
      .click();
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: 'More'})
      .click();
    // The collapsed dropdown renders its items once it expands.
    await page
      .locator('.navbar-sidebar')
      .getByRole('link', {name: 'Project Status'})
      .waitFor();
    await expect(
      page
        .locator('.navbar-sidebar')
        .getByRole('link', {name: 'Project Status'})
        .count(),
    ).resolves.toBe(1);
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await page.waitForFunction(
      () => !document.querySelector('.navbar-sidebar--show'),
    );
  });

  it.for([
    '/docs/getting-started/',
    '/docs/configuration/environment-variables',
    '/docs/5.x/concepts/ocr',
  ])(
    '%s at 375 px lists the docs in the navbar’s menu, marks the page, and a followed link closes it',
    async (path) => {
      const {page, problems} = await tab(375);
      const errorsBefore = problems.consoleErrors.length;
      await gotoHydrated(page, path);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const sidebar = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
      const current = sidebar.locator('a.menu__link[aria-current="page"]');
      await current.waitFor();
      expect(new URL(page.url()).pathname).toBe(
        new URL((await current.getAttribute('href')) ?? '', page.url())
          .pathname,
      );
      const other = sidebar
        .locator('a.menu__link:not([aria-current]):not(.menu__link--sublist)')
        .first();
      const href = new URL((await other.getAttribute('href')) ?? '', page.url())
        .pathname;
      await other.click();
      await page.waitForFunction(
        () => !document.querySelector('.navbar-sidebar--show'),
      );
      await page.waitForURL((url) => url.pathname === href);
      expect(problems.consoleErrors.slice(errorsBefore)).toEqual([]);
    },
  );

  it('moves focus to the content with the skip link', async () => {
    const {page} = await tab(1280);
    await gotoHydrated(page, '/docs/getting-started/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(
      skip.evaluate((link) => link === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> and drops its temporary tabindex at once, so Chrome reports <body>
    // as focused; what a keyboard user gets is that the next Tab lands inside the main content.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('main')),
    );
    expect(inMain).toBe(true);
  });
});

describe('navigation progress bar', () => {
  it('shows while a slow page arrives, with its code downloaded by the first navigation, not by the page', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    const visit = await firstVisit(page, '/docs/getting-started/installation');
    expect(progressChunks).toHaveLength(1);
    expect(visit.urls.filter(isProgressChunk)).toEqual([]);
    // Every script the next page needs is held back, so its arrival takes longer than 200 ms.
    const release = await holdRequests(
      page,
      (url) =>
        url.pathname.startsWith('/assets/js/') && !isProgressChunk(url.href),
    );
    await page
      .locator('article a[href$="/docs/configuration/environment-variables"]')
      .first()
      .click();
    await page.locator('#nprogress .bar').waitFor({state: 'visible'});
    expect(visit.urls.filter(isProgressChunk)).toHaveLength(1);
    release();
    await page.waitForURL(/\/docs\/configuration\/environment-variables$/);
    await page
      .locator('article h1', {hasText: 'Environment Variables'})
      .waitFor();
    await page.locator('#nprogress').waitFor({state: 'detached'});
    expect(problems.consoleErrors).toEqual([]);
  });
});

describe('labels', () => {
  // Six pages in turn: past the suite's 60 s with the CPU squeezed sixfold
  // (BROWSER_CPU_SLOWDOWN=6) on a loaded machine, a few seconds on a quiet one.
  it(
    'labels OCR and the database examples by their product names in every version',
    {
      timeout: patience(180_000),
    },
    async () => {
      const {page} = await tab(1280);
      for (const base of ['/docs', '/docs/5.x', '/docs/4.x']) {
        await gotoHydrated(page, `${base}/concepts/ocr`);
        await expect(page.locator('h1').first().textContent()).resolves.toBe(
          'OCR',
        );
        const labels = await page
          .locator('.theme-doc-sidebar-menu .menu__link')
          .allTextContents();
        await gotoHydrated(page, `${base}/configuration-examples/mariadb`);
        labels.push(
          ...(await page
            .locator('.theme-doc-sidebar-menu .menu__link')
            .allTextContents()),
        );
        expect(labels, base).toEqual(
          expect.arrayContaining(['OCR', 'MariaDB', 'PostgreSQL', 'SQLite']),
        );
        expect(
          labels.filter((label) =>
            /^(Ocr|mariadb|postgresql|sqlite)$/.test(label),
          ),
          base,
        ).toEqual([]);
      }
    },
  );
});
