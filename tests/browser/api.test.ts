/** The API reference at /api/ as a reader uses it. */
import {describe, expect} from 'vitest';
import {parse} from 'yaml';
import {AxeBuilder} from '@axe-core/playwright';
import {
  baseUrl,
  chooseColourMode,
  gotoSettled,
  testWithPages,
  useSharedBrowser,
} from './browser';
import {readFileSync} from 'node:fs';
import {TAGS} from '../fixtures/api/contract';

/** The menu lists tags in the order of the spec's `x-tagGroups`, under each group's name. */
const TAG_GROUPS = (
  parse(readFileSync('api-spec/openapi.yaml', 'utf8')) as {
    'x-tagGroups': {name: string; tags: string[]}[];
  }
)['x-tagGroups'];

const browser = useSharedBrowser();
const it = testWithPages(browser);

describe('/api/', () => {
  it('shows the API title and version, every tag in its menu, with no console error or foreign request', async ({
    openPage,
  }) => {
    const {page, problems} = await openPage({
      viewport: {width: 1280, height: 800},
    });
    await gotoSettled(page, '/api/');
    await expect(
      page.locator('.redocusaurus h1').first().textContent(),
    ).resolves.toBe('Receipt Wrangler API (5.0.0)');
    const menu = await page
      .locator(
        '.redocusaurus .menu-content li[depth="1"][data-item-id^="tag/"]',
      )
      .evaluateAll((items) =>
        items.map(
          (item) =>
            item.getAttribute('data-item-id')?.replace('tag/', '') ?? '',
        ),
      );
    expect(menu).toEqual(TAG_GROUPS.flatMap((group) => group.tags));
    expect([...menu].sort()).toEqual([...TAGS].sort());
    const groupLabels = await page
      .locator('.redocusaurus .menu-content li[data-item-id^="group/"] > label')
      .allTextContents();
    expect(groupLabels.map((label) => label.trim().toLowerCase())).toEqual(
      TAG_GROUPS.map((group) => group.name.toLowerCase()),
    );
    await expect(page.locator('.navbar').isVisible()).resolves.toBe(true);
    await expect(page.locator('.footer').isVisible()).resolves.toBe(true);
    expect(problems).toEqual({
      consoleErrors: [],
      failedRequests: [],
      foreignRequests: [],
    });
  });

  it('opens POST /receipt/ and shows its request body fields', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await gotoSettled(page, '/api/#tag/Receipt/operation/createReceipt');
    const operation = page.locator(
      '[id="tag/Receipt/operation/createReceipt"]',
    );
    await operation.waitFor();
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

  // Sections off screen are not laid out (content-visibility in custom.css), so Redoc scrolls to
  // estimated positions: the operation must still end up on screen.
  it('brings a linked operation into view, from the address and from the menu', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    const isOnScreen = (sectionId: string): boolean => {
      const heading = document.getElementById(sectionId)?.querySelector('h2');
      const top = heading?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight - 40;
    };
    // On screen, and still there once the sections around it have been laid out.
    const headingOnScreen = async (id: string) => {
      await page.waitForFunction(isOnScreen, id);
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(resolve)),
          ),
      );
      await expect(page.evaluate(isOnScreen, id), id).resolves.toBe(true);
    };
    await gotoSettled(
      page,
      '/api/#tag/SystemSettings/operation/getSystemSettings',
    );
    await headingOnScreen('tag/SystemSettings/operation/getSystemSettings');
    await page
      .locator('.menu-content label', {hasText: 'API keys'})
      .first()
      .click();
    const firstApiKeyOperation = page
      .locator('.menu-content li[data-item-id^="tag/ApiKey/operation/"]')
      .first();
    const id = (await firstApiKeyOperation.getAttribute('data-item-id')) ?? '';
    await firstApiKeyOperation.locator('label').click();
    await headingOnScreen(id);
  });

  it('lays out every operation once the page is idle, so it ends as an ordinary page', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 412, height: 823}});
    await gotoSettled(page, '/api/');
    const operations = page.locator("[data-section-id*='/operation/']");
    expect(await operations.count()).toBeGreaterThan(90);
    await page.waitForFunction(
      () =>
        !document.querySelector(
          "[data-section-id*='/operation/']:not([data-laid-out])",
        ),
      null,
      {timeout: 30_000},
    );
    const skipped = await operations.evaluateAll(
      (sections) =>
        sections.filter(
          (section) =>
            getComputedStyle(section).contentVisibility !== 'visible',
        ).length,
    );
    expect(skipped).toBe(0);
  });

  it('offers the raw spec for download, and it is the YAML', async ({
    openPage,
  }) => {
    const {page} = await openPage();
    await gotoSettled(page, '/api/');
    const href = await page
      .locator('.redocusaurus a[download]')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/\/api\/openapi\.yaml$/);
    const response = await fetch(new URL(href ?? '', baseUrl()));
    expect(response.status).toBe(200);
    const spec = parse(await response.text()) as {info: {version: string}};
    expect(spec.info.version).toBe('5.0.0');
  });

  it('is readable in dark mode: body text is light on a dark background', async ({
    openPage,
  }) => {
    const {page} = await openPage({viewport: {width: 1280, height: 800}});
    await chooseColourMode(page, 'dark');
    await gotoSettled(page, '/api/');
    const luminance = await page.evaluate(() => {
      const toLuminance = (colour: string): number => {
        const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? [])
          .map(Number)
          .map((channel) => {
            const c = channel / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const paragraph = document.querySelector('.redocusaurus .api-content p');
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
    });
    expect(luminance.text).toBeGreaterThan(luminance.background);
    expect(
      (luminance.text + 0.05) / (luminance.background + 0.05),
    ).toBeGreaterThanOrEqual(4.5);
  });

  // Beyond the WCAG 2.1 checks every page gets (health.test.ts): the outline and target sizes
  // Lighthouse also scores, which Redoc's own markup fails.
  // axe over the whole of /api/ (27,000 elements) takes 20-60 s when idle and more on a loaded 2-core
  // machine: the time it needs, as health.test.ts gives its /api/ axe pass.
  it(
    'has an unbroken heading outline and 24 px expand buttons in its samples',
    {timeout: 300_000},
    async ({openPage}) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, '/api/');
      await page
        .locator('.redocusaurus h5[aria-level="3"]')
        .first()
        .waitFor({state: 'attached'});
      const results = await new AxeBuilder({page})
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
    it('marks an administrator-only call, and a group-role call, at the top of its description', async ({
      openPage,
    }) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, '/api/');
      const access = (id: string) =>
        page.locator(`[id="${id}"] p`).first().textContent();
      await expect(
        access('tag/SystemSettings/operation/getSystemSettings'),
      ).resolves.toBe('Access: administrators only.');
      await expect(access('tag/Receipt/operation/createReceipt')).resolves.toBe(
        'Access: members of the group with the EDITOR role or higher.',
      );
      await expect(
        access('tag/FeatureConfig/operation/getFeatureConfig'),
      ).resolves.toBe('Access: public: no credentials needed.');
    });

    it('documents the session cookie under Authentication, and the key format the server accepts', async ({
      openPage,
    }) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, '/api/#section/Authentication');
      const cookie = page.locator('[id="section/Authentication/cookieAuth"]');
      await expect(cookie.textContent()).resolves.toMatch(
        /HttpOnly jwt cookie[\s\S]*Cookie parameter name:\s*jwt/,
      );
      const authentication = await page
        .locator('[id="section/Authentication"]')
        .textContent();
      expect(authentication).toContain('Authorization: key.1.<id>.<secret>');
      expect(authentication).toContain('refresh_token');
      expect(authentication).not.toMatch(/v1\.xxx|rw\.1\./);
    });

    it('shows the field map a validation failure answers with, as the 400 sample', async ({
      openPage,
    }) => {
      const {page} = await openPage({viewport: {width: 1280, height: 800}});
      await gotoSettled(page, '/api/#tag/Tag/operation/createTag');
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

    it('describes itself to search engines in one sentence', async ({
      openPage,
    }) => {
      const {page} = await openPage();
      await gotoSettled(page, '/api/');
      const description = await page
        .locator('meta[name="description"]')
        .getAttribute('content');
      expect(description).toMatch(/^[^.\n]+\.$/);
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
