/** The API reference as a reader uses it: the index at /api/ and one page per tag, /api/<tag>/. */
import {describe, expect} from 'vitest';
import {parse} from 'yaml';
import type {Page} from 'playwright-core';
import {
  axeOn,
  baseUrl,
  chooseColourMode,
  gotoHydrated,
  gotoSettled,
  testWithPages,
  twoFrames,
  useSharedBrowser,
  useSharedPages,
  waitForLaidOut,
  patience,
} from './browser';
import {TAGS} from '../fixtures/api/contract';
import {isScriptIn, scriptsContaining} from '../support/build';
import {TAG_GROUPS, TAG_PAGES} from '../support/apiTagPages';

const browser = useSharedBrowser();
const it = testWithPages(browser);

/**
 * The tests that open a page of the reference in a fresh tab: with the CPU squeezed sixfold
 * (BROWSER_CPU_SLOWDOWN=6) on a loaded machine each ran past the suite's 60 s (38-62 s, a wait past
 * Playwright's 30 s, which now grows with the slowdown); on a quiet machine they take 3-8 s.
 */
const LONG = {timeout: patience(180_000)};

/**
 * One desktop tab for the tests that open a page of the reference and read it (or click a tab of
 * its samples): each test loads its own address there. A load in a tab already open costs about
 * half the CPU of a fresh context's, and the browser tests are bound by CPU.
 */
const desktopTab = useSharedPages(browser, async (_: 'desktop', newContext) =>
  (await newContext({viewport: {width: 1280, height: 800}})).newPage(),
);

/**
 * Follows the link `selector` with the keyboard (a click lands wherever the link is drawn at that
 * instant, and the page may still be moving a few pixels; Enter goes to the focused link) and
 * waits for `url`. Resolves whether the page stayed the same app: a full page load would lose the
 * mark set first.
 */
async function followInApp(
  page: Page,
  selector: string,
  url: RegExp,
): Promise<boolean> {
  await page.evaluate(() => {
    (window as {sameApp?: boolean}).sameApp = true;
  });
  await page.locator(selector).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(url);
  return page.evaluate(() => (window as {sameApp?: boolean}).sameApp === true);
}

/** The text of the index's section headed by `id`: the heading and what follows, up to the next heading of its level or above. */
function sectionText(id: string): string {
  const heading = document.getElementById(id);
  if (!heading) return '';
  const level = Number(heading.tagName.slice(1));
  const parts = [heading.textContent ?? ''];
  for (
    let node = heading.nextElementSibling;
    node &&
    !(/^H[1-6]$/.test(node.tagName) && Number(node.tagName.slice(1)) <= level);
    node = node.nextElementSibling
  )
    parts.push(node.textContent ?? '');
  return parts.join('\n');
}

describe('/api/', () => {
  it('shows the API title and version, and lists every tag and operation by group, each linked to its page', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    const redocChunks = scriptsContaining('API docs by Redocly');
    expect(redocChunks, 'the build has Redoc chunks to look for').not.toEqual(
      [],
    );
    const redoc = isScriptIn(redocChunks);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await gotoSettled(page, '/api/');
    await expect(page.locator('main h1').textContent()).resolves.toBe(
      'Receipt Wrangler API (5.0.0)',
    );
    // One heading per group under "Operations", then one per tag, each linked to its page; a tag
    // named as its group is linked under the group's heading, so no heading repeats the one above.
    const groups = await page
      .locator('main h3[id^="section/Operations/"]')
      .allTextContents();
    expect(groups.map((group) => group.replace(/\u200b/g, '').trim())).toEqual(
      TAG_GROUPS.map((group) => group.name),
    );
    const tagLinks = await page
      .locator('main a[data-tag-page]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(tagLinks).toEqual(TAG_PAGES.map((page) => page.route));
    expect(TAG_PAGES.map((page) => page.tag).sort()).toEqual([...TAGS].sort());
    const outline = await page
      .locator('main h3[id^="section/Operations/"], main h4')
      .evaluateAll((headings) =>
        headings.map((heading) => ({
          level: heading.tagName,
          text: heading.textContent?.replace(/\u200b/g, '').trim() ?? '',
        })),
      );
    let group = '';
    const repeated = outline.filter((heading) => {
      if (heading.level === 'H3') group = heading.text;
      return heading.level === 'H4' && heading.text === group;
    });
    expect(repeated).toEqual([]);
    const operationLinks = await page
      .locator('main li > a[href*="#tag/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(operationLinks).toHaveLength(102);
    expect(operationLinks).toContain(
      '/api/receipt/#tag/Receipt/operation/createReceipt',
    );
    // The index is an ordinary page: Redoc is downloaded for a tag page, not for this one.
    expect(requested.filter(redoc)).toEqual([]);
    await expect(page.locator('.redocusaurus').count()).resolves.toBe(0);
    await expect(page.locator('.navbar').isVisible()).resolves.toBe(true);
    await expect(page.locator('.footer').isVisible()).resolves.toBe(true);
    expect(problems).toEqual({
      consoleErrors: [],
      failedRequests: [],
      foreignRequests: [],
    });
  });

  it('lists its sections in a table of contents that takes the reader there', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoSettled(page, '/api/');
    // The desktop table of contents, beside the article (on a phone: "On this page" above it).
    const toc = page.locator('main .col--3 .table-of-contents');
    await expect(
      toc.locator('a[href="#section/Authentication"]').count(),
    ).resolves.toBe(1);
    await toc.locator('a[href="#section/Operations/Administration"]').click();
    await page.waitForURL(/\/api\/#section\/Operations\/Administration$/);
    await headingOnScreen(page, 'section/Operations/Administration');
  });

  it('opens POST /receipt/ and shows its request body fields', async () => {
    const page = await desktopTab('desktop');
    await gotoSettled(
      page,
      '/api/receipt/#tag/Receipt/operation/createReceipt',
    );
    const operation = page.locator(
      '[id="tag/Receipt/operation/createReceipt"]',
    );
    await expect(
      operation.locator('h2').first().textContent(),
    ).resolves.toMatch(/\S/);
    const fields = await operation
      .locator('td[kind="field"]')
      .evaluateAll((cells) =>
        cells.map((cell) => cell.getAttribute('title') ?? ''),
      );
    for (const field of [
      'name',
      'amount',
      'date',
      'groupId',
      'paidByUserId',
      'status',
    ]) {
      expect(fields.join(' ')).toContain(field);
    }
    await expect(operation.textContent()).resolves.toContain('/receipt/');
  });

  /** Whether the heading of section `sectionId` (Redoc's section, or the index's heading) is on screen, below the navbar. */
  const isOnScreen = (sectionId: string): boolean => {
    const target = document.getElementById(sectionId);
    const heading = target?.matches('h2, h3')
      ? target
      : target?.querySelector('h2');
    const top = heading?.getBoundingClientRect().top ?? -1;
    return top >= 0 && top < window.innerHeight - 40;
  };
  // On screen, and still there once the sections around it have been laid out.
  const headingOnScreen = async (page: Page, id: string) => {
    await page.waitForFunction(isOnScreen, id, {timeout: LONG.timeout});
    await twoFrames(page);
    await expect(page.evaluate(isOnScreen, id), id).resolves.toBe(true);
  };

  // Sections off screen are not laid out (content-visibility in src/api-reference/theme/Redoc/styles.css), so Redoc scrolls to
  // estimated positions: the operation must still end up on screen.
  it(
    'brings a linked operation into view, from the address and from the menu',
    LONG,
    async ({openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(
        page,
        '/api/system-settings/#tag/SystemSettings/operation/getSystemSettings',
      );
      await headingOnScreen(
        page,
        'tag/SystemSettings/operation/getSystemSettings',
      );
      await gotoSettled(page, '/api/user/');
      const lastUserOperation = page
        .locator(
          'nav[aria-label="API reference pages"] a[href^="#tag/User/operation/"]',
        )
        .last();
      const id = ((await lastUserOperation.getAttribute('href')) ?? '').slice(
        1,
      );
      await lastUserOperation.click();
      await headingOnScreen(page, id);
      await expect
        .poll(() => lastUserOperation.getAttribute('aria-current'))
        .toBe('location');
    },
  );

  it(
    'opens an operation listed on the index in the app, on its page, in view',
    LONG,
    async ({openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await gotoSettled(page, '/api/');
      await expect(
        followInApp(
          page,
          'main li > a[href$="/operation/getSystemEmailById"]',
          /\/api\/system-email\/#tag\/SystemEmail\/operation\/getSystemEmailById$/,
        ),
      ).resolves.toBe(true);
      await headingOnScreen(
        page,
        'tag/SystemEmail/operation/getSystemEmailById',
      );
      // And back to the index with the browser's Back button.
      await page.goBack();
      await page.waitForURL(/\/api\/$/);
      await page.locator('[id="section/Operations/Administration"]').waitFor();
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it(
    "opens the index from a tag page's link back to it, at Operations",
    LONG,
    async ({openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await gotoSettled(page, '/api/receipt/');
      await page
        .locator('.redocusaurus .api-info a[href="/api/#section/Operations"]')
        .focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/api\/#section\/Operations$/);
      await headingOnScreen(page, 'section/Operations');
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it.for([
    {
      link: '/api/#tag/Receipt/operation/createReceipt',
      lands: '/api/receipt/#tag/Receipt/operation/createReceipt',
      id: 'tag/Receipt/operation/createReceipt',
    },
    {
      link: '/api/#operation/getSystemSettings',
      lands:
        '/api/system-settings/#tag/SystemSettings/operation/getSystemSettings',
      id: 'tag/SystemSettings/operation/getSystemSettings',
    },
    {
      link: '/api/user/#tag/ApiKey/operation/createApiKey',
      lands: '/api/api-key/#tag/ApiKey/operation/createApiKey',
      id: 'tag/ApiKey/operation/createApiKey',
    },
  ])(
    'sends $link, a link to the single page of old, on to $lands',
    LONG,
    async ({link, lands, id}, {openPage}) => {
      const {page, problems} = await openPage({
        viewport: {width: 1280, height: 800},
      });
      await gotoHydrated(page, link);
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === lands);
      await headingOnScreen(page, id);
      expect(problems.consoleErrors).toEqual([]);
    },
  );

  it(
    'finds an operation with the site search (Ctrl K) and opens it on its page',
    LONG,
    async ({openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, '/docs/getting-started/');
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await input.fill('quick scan');
      const hit = page
        .locator('.DocSearch-Hit a[href$="/operation/quickScanReceipt"]')
        .first();
      await hit.waitFor({timeout: patience(10_000)});
      await expect(hit.textContent()).resolves.toContain('quick scan');
      await input.fill('createReceipt');
      const first = page.locator('.DocSearch-Hit a').first();
      await expect
        .poll(() => first.getAttribute('href'), {timeout: patience(10_000)})
        .toMatch(/\/api\/receipt\/#tag\/Receipt\/operation\/createReceipt$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(
        /\/api\/receipt\/#tag\/Receipt\/operation\/createReceipt$/,
      );
      await headingOnScreen(page, 'tag/Receipt/operation/createReceipt');
    },
  );

  it('lays out every operation once the page is idle, so it ends as an ordinary page', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 412, height: 823}});
    await gotoSettled(page, '/api/user/');
    const operations = page.locator("[data-section-id*='/operation/']");
    expect(await operations.count()).toBeGreaterThan(10);
    await waitForLaidOut(page, {timeout: patience(30_000)});
    const skipped = await operations.evaluateAll(
      (sections) =>
        sections.filter(
          (section) =>
            getComputedStyle(section).contentVisibility !== 'visible',
        ).length,
    );
    expect(skipped).toBe(0);
  });

  it(
    'offers the raw spec for download, and it is the YAML',
    LONG,
    async ({openPage}) => {
      const {page} = await openPage();
      await gotoSettled(page, '/api/tag/');
      await expect(
        page.locator('.redocusaurus a[download]').first().getAttribute('href'),
      ).resolves.toMatch(/\/api\/openapi\.yaml$/);
      await gotoSettled(page, '/api/');
      const href = await page
        .locator('main a[download]')
        .first()
        .getAttribute('href');
      expect(href).toMatch(/\/api\/openapi\.yaml$/);
      const response = await fetch(new URL(href ?? '', baseUrl()));
      expect(response.status).toBe(200);
      const spec = parse(await response.text()) as {info: {version: string}};
      expect(spec.info.version).toBe('5.0.0');
    },
  );

  it.for([
    {path: '/api/', text: 'main article .markdown p'},
    {path: '/api/receipt/', text: '.redocusaurus .api-content p'},
  ])(
    '$path is readable in dark mode: body text is light on a dark background',
    LONG,
    async ({path, text}, {openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await chooseColourMode(page, 'dark');
      await gotoSettled(page, path);
      const luminance = await page.evaluate((selector) => {
        const toLuminance = (colour: string): number => {
          const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? [])
            .map(Number)
            .map((channel) => {
              const c = channel / 255;
              return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const paragraph = document.querySelector(selector);
        const style = paragraph ? getComputedStyle(paragraph) : null;
        let background = 'rgb(255, 255, 255)';
        for (
          let node = paragraph as HTMLElement | null;
          node;
          node = node.parentElement
        ) {
          const colour = getComputedStyle(node).backgroundColor;
          if (colour && colour !== 'rgba(0, 0, 0, 0)') {
            background = colour;
            break;
          }
        }
        return {
          text: toLuminance(style?.color ?? ''),
          background: toLuminance(background),
        };
      }, text);
      expect(luminance.text).toBeGreaterThan(luminance.background);
      expect(
        (luminance.text + 0.05) / (luminance.background + 0.05),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  // Beyond the WCAG 2.1 checks the main pages get (sitemap.test.ts): the outline and target sizes
  // Lighthouse also scores, which Redoc's own markup fails. The largest page (Receipts, about 4,300
  // elements) takes axe a few seconds idle; the minute is for a loaded 2-core machine.
  it.for(['/api/', '/api/receipt/'])(
    '%s has an unbroken heading outline and 24 px targets',
    {timeout: patience(120_000)},
    async (path) => {
      const page = await desktopTab('desktop');
      await gotoSettled(page, path);
      if (path !== '/api/')
        await page
          .locator('.redocusaurus h5[aria-level="3"]')
          .first()
          .waitFor({state: 'attached'});
      const results = await axeOn(page)
        .withRules(['heading-order', 'target-size'])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.length}`,
        ),
      ).toEqual([]);
      expect(results.passes.map((pass) => pass.id).sort()).toEqual([
        'heading-order',
        'target-size',
      ]);
    },
  );

  describe('tells integrators how the server really behaves', () => {
    it.for([
      {
        route: '/api/system-settings/',
        id: 'tag/SystemSettings/operation/getSystemSettings',
        access: 'Access: administrators only.',
      },
      {
        route: '/api/receipt/',
        id: 'tag/Receipt/operation/createReceipt',
        access: 'Access: members of the group with the EDITOR role or higher.',
      },
      {
        route: '/api/feature-config/',
        id: 'tag/FeatureConfig/operation/getFeatureConfig',
        access: 'Access: public: no credentials needed.',
      },
    ])('opens $id with its Access line', async ({route, id, access}) => {
      const page = await desktopTab('desktop');
      await gotoSettled(page, route);
      await expect(
        page.locator(`[id="${id}"] p`).first().textContent(),
      ).resolves.toBe(access);
    });

    it('documents the session cookie under Authentication, and the key format the server accepts', async () => {
      const page = await desktopTab('desktop');
      await gotoSettled(page, '/api/#section/Authentication');
      await headingOnScreen(page, 'section/Authentication');
      const cookie = await page.evaluate(
        sectionText,
        'section/Authentication/cookieAuth',
      );
      expect(cookie).toMatch(
        /HttpOnly jwt cookie[\s\S]*Cookie parameter name:\s*jwt/,
      );
      const authentication = await page.evaluate(
        sectionText,
        'section/Authentication',
      );
      expect(authentication).toContain(cookie);
      expect(authentication).toContain('Authorization: key.1.<id>.<secret>');
      expect(authentication).toContain('refresh_token');
      expect(authentication).not.toMatch(/v1\.xxx|rw\.1\./);
    });

    it('shows the field map a validation failure answers with, as the 400 sample', async () => {
      const page = await desktopTab('desktop');
      await gotoSettled(page, '/api/tag/#tag/Tag/operation/createTag');
      const operation = page.locator('[id="tag/Tag/operation/createTag"]');
      await operation.getByRole('tab', {name: '400'}).click();
      const sample = operation
        .locator('[role="tabpanel"]')
        .filter({hasText: 'Name is required'});
      await expect(sample.textContent()).resolves.toMatch(
        /"name":\s*"Name is required"/,
      );
      await expect(operation.textContent()).resolves.not.toContain(
        'errorMsg": "The request could not be read',
      );
    });
  });
});

describe('/docs/concepts/api-keys', () => {
  it('shows the key format the server accepts, sent without Bearer', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    await gotoSettled(page, '/docs/concepts/api-keys');
    const article = (await page.locator('article').textContent()) ?? '';
    expect(article).toContain('key.1.<id>.<secret>');
    expect(article).toContain('Authorization: key.1.');
    expect(article).not.toMatch(/rw\.1\.|Bearer key/);
  });
});
