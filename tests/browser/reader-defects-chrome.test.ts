/**
 * Issue 15, the site's chrome as a reader meets it: titled admonitions render as admonitions (2), the
 * blog is reachable and shows its feeds (4), switching version keeps the page when a doc was renamed
 * or exists in one version only (6), the 404 page hydrates cleanly and offers a way on (7), and the
 * small things of item 12 (labels, blog descriptions, copyright, favicon, sitemap).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD, filesInBuild} from '../support/build';
import {describe, expect} from 'vitest';
import {AxeBuilder} from '@axe-core/playwright';
import {
  baseUrl,
  gotoHydrated,
  gotoSettled,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {
  BLOG_FEEDS,
  NAVBAR_LEFT,
  NOT_FOUND,
  VERSION_SWITCHES,
} from '../fixtures/site';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/** The reader-visible text of a page's main content: code blocks and inline code left out. */
function mainText(html: string): string {
  const main =
    /<main[\s\S]*<\/main>/.exec(html)?.[0] ??
    /<article[\s\S]*<\/article>/.exec(html)?.[0] ??
    '';
  return main
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<code[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x3A;|&#58;/gi, ':');
}

describe('item 2: titled admonitions', () => {
  it('leave no literal ::: in the text of any built page', () => {
    const offenders = filesInBuild()
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(BUILD, file))
      .filter((file) => !file.startsWith(path.join(BUILD, 'api')))
      .flatMap((file) => {
        const text = mainText(readFileSync(file, 'utf8'));
        const at = text.indexOf(':::');
        return at === -1
          ? []
          : [
              `${file}: …${text.slice(Math.max(0, at - 20), at + 60).replace(/\s+/g, ' ')}…`,
            ];
      });
    expect(offenders).toEqual([]);
  });

  it('render the 6.x breaking-change warning as an admonition with its title', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    await gotoHydrated(
      page,
      '/docs/concepts/system-settings/receipt-processing-settings',
    );
    const warning = page.locator('.theme-admonition-warning', {
      hasText: 'Changed on February 16th 2025',
    });
    await expect(warning.count()).resolves.toBe(1);
  });
});

describe('item 4: the blog', () => {
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
});

async function chooseVersion(
  page: import('playwright-core').Page,
  version: string,
): Promise<void> {
  await page
    .locator(
      '.navbar__items:not(.navbar__items--right) > .navbar__item.dropdown',
    )
    .hover();
  await page.locator('.dropdown__menu a', {hasText: version}).click();
}

describe('item 6: switching version keeps the page', () => {
  it.for(VERSION_SWITCHES)(
    'the dropdown on $from leads $version to $lands',
    async ({from, version, lands}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoHydrated(page, from);
      await chooseVersion(page, version);
      await page.waitForURL((url) => url.pathname === lands);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    },
  );

  it.for(VERSION_SWITCHES.filter(({version}) => version === '6.x'))(
    'the old-version banner on $from links to $lands',
    async ({from, lands}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoHydrated(page, from);
      await page.locator('.theme-doc-version-banner a').click();
      await page.waitForURL((url) => url.pathname === lands);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      await expect(
        page.locator('.theme-doc-version-banner').count(),
      ).resolves.toBe(0);
    },
  );

  it.for([
    {path: '/docs/6.x/concepts/tasks', lands: '/docs/concepts/tasks'},
    {
      path: '/docs/6.x/getting-started/configuration-generator',
      lands: '/docs/getting-started/configuration-generator',
    },
    {
      path: '/docs/6.x/category/getting-started',
      lands: '/docs/category/getting-started',
    },
    {path: '/docs/6.x', lands: '/docs/getting-started/'},
  ])('$path answers with $lands', async ({path: from, lands}, {openPage}) => {
    const {page} = await openPage();
    const response = await page.goto(new URL(from, baseUrl()).href);
    expect(response?.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === lands);
  });
});

describe('item 7: the 404 page', () => {
  it.for([
    {path: '/no-such-page', others: []},
    {path: '/docs/no-such-page', others: []},
    {path: '/docs/5.x/no-such-page', others: []},
    {path: '/docs/4.x/no-such-page', others: []},
    // Pages that exist in other versions only: the 404 offers them.
    {path: '/docs/5.x/concepts/api-keys', others: ['/docs/concepts/api-keys']},
    {
      path: '/docs/4.x/concepts/receipts/overview',
      others: [
        '/docs/concepts/receipts/overview',
        '/docs/5.x/concepts/receipts/overview',
      ],
    },
    {
      path: '/docs/4.x/getting-started/configuration-generator',
      others: ['/docs/getting-started/configuration-generator'],
    },
    {
      path: '/docs/concepts/system-tasks',
      others: ['/docs/5.x/concepts/system-tasks'],
    },
  ])(
    '$path hydrates without errors, is titled and offers search, the docs and $others',
    async ({path: missing, others}, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      expect(await gotoHydrated(page, missing)).toBe(404);
      await page.waitForLoadState('networkidle');
      // The browser reports the document's own 404 as a failed resource; nothing else may fail or log.
      const url = new URL(missing, baseUrl()).href;
      expect(problems.failedRequests).toEqual([`${url} (HTTP 404)`]);
      expect(
        problems.consoleErrors.filter(
          (error) =>
            error !==
            `${url}: Failed to load resource: the server responded with a status of 404 (Not Found)`,
        ),
      ).toEqual([]);
      expect(await page.title()).toBe(NOT_FOUND.title);
      await expect(page.locator('h1').first().textContent()).resolves.toBe(
        NOT_FOUND.h1,
      );
      const main = page.locator('main');
      await expect(
        main
          .getByRole('link', {name: /documentation/i})
          .first()
          .getAttribute('href'),
      ).resolves.toMatch(/^\/docs\//);
      const search = main.getByRole('link', {name: /search/i}).first();
      const query = new URL(
        (await search.getAttribute('href')) ?? '',
        baseUrl(),
      );
      expect(query.pathname).toBe('/search');
      expect(query.searchParams.get('q')).toBeTruthy();
      const offered = await main
        .locator('[data-other-versions] a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(offered).toEqual(others);
      for (const href of others) {
        const response = await page.request.get(new URL(href, baseUrl()).href);
        expect(response.status(), href).toBe(200);
      }
    },
  );

  it('under a docs version passes axe with no serious or critical violation', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoSettled(page, '/docs/4.x/concepts/receipts/overview');
    await page.locator('[data-other-versions]').waitFor();
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations
        .filter(
          (violation) =>
            violation.impact === 'serious' || violation.impact === 'critical',
        )
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});

describe('item 12: small things', () => {
  it('labels OCR and the database examples by their product names in every version', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
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
  });

  it('gives /blog an h1 and a description, and /blog/authors and /blog/tags descriptions', () => {
    const description = (route: string): string =>
      /<meta[^>]*\bname="?description"?[^>]*\bcontent="([^"]+)"/.exec(
        readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'),
      )?.[1] ?? '';
    for (const route of ['blog', 'blog/authors', 'blog/tags']) {
      expect(description(route).split(/\s+/).length, route).toBeGreaterThan(5);
    }
    expect(readFileSync(path.join(BUILD, 'blog/index.html'), 'utf8')).toMatch(
      /<h1[^>]*>Blog<\/h1>/,
    );
  });

  it('closes the footer with a copyright line', async ({openPage}) => {
    const {page} = await openPage();
    await gotoHydrated(page, '/');
    await expect(
      page.locator('.footer__copyright').textContent(),
    ).resolves.toMatch(/^Copyright © \d{4} Receipt Wrangler contributors/);
  });

  it('serves /favicon.ico as an icon, and opensearch.xml names its type', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    const response = await page.request.get(
      new URL('/favicon.ico', baseUrl()).href,
    );
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const opensearch = readFileSync(path.join(BUILD, 'opensearch.xml'), 'utf8');
    const image = /<Image[^>]*type="([^"]+)"[^>]*>([^<]+)<\/Image>/.exec(
      opensearch,
    );
    expect(image?.[2]).toMatch(/\/favicon\.ico$/);
    expect(image?.[1]).toBe('image/x-icon');
  });

  it('leaves /search out of the sitemap', () => {
    const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/<loc>[^<]*\/search<\/loc>/);
  });
});
