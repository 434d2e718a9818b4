/**
 * Markdown copies wherever a reader can be ("address + .md"): docs, posts, the site's own pages and
 * each API tag page; each says what it documents and links with absolute URLs; the copy button is
 * readable and still copies offline (issue 30, items 8 and 9).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it as plainIt} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {BUILD, filesInBuild} from '../support/build';
import {
  baseUrl,
  gotoHydrated,
  testWithPages,
  useSharedBrowser,
  waitForOfflineReading,
} from './browser';
import {startNginx} from './nginx';
import {tagSlug} from '../../src/api-reference/splitSpec';
import {SITE_URL} from '../../src/config/site';

const browser = useSharedBrowser();
const it = testWithPages(browser);

const versions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
const spec = parse(readFileSync('api-spec/openapi.yaml', 'utf8')) as {
  info: {version: string};
  'x-tagGroups': {tags: string[]}[];
};
const TAG_COPIES = spec['x-tagGroups'].flatMap((group) =>
  group.tags.map((tag) => `/api/${tagSlug(tag)}.md`),
);
const PAGE_COPIES = [
  '/project-status.md',
  '/mobile-app-registration.md',
  '/privacy-policy.md',
];
const markdownFiles = filesInBuild()
  .filter((file) => file.endsWith('.md'))
  .map((file) => `/${file}`);
const read = (sitePath: string): string =>
  readFileSync(path.join(BUILD, sitePath), 'utf8');

/** The line under a copy's title that says what it documents. */
const documents = (markdown: string): string =>
  /^> (Receipt Wrangler .*)$/m.exec(markdown)?.[1] ?? '';

describe('Markdown copies at "address + .md"', () => {
  it.for([...TAG_COPIES, ...PAGE_COPIES])(
    '%s is served as Markdown',
    async (copy) => {
      const response = await fetch(new URL(copy, baseUrl()));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/markdown');
      expect(await response.text()).toMatch(/^# \S/);
    },
  );

  plainIt('each tag page copy holds every operation of its page', () => {
    const receipt = read('/api/receipt.md');
    expect(receipt).toMatch(/^# Receipts$/m);
    expect(receipt).toContain('## Create a receipt');
    expect(receipt).toContain(`(${SITE_URL}/api/operations/createReceipt.md)`);
  });

  plainIt('every copy says which version it documents', () => {
    expect(markdownFiles.length).toBeGreaterThan(200);
    const wrong = markdownFiles.flatMap((file) => {
      const line = documents(read(file));
      const older = versions
        .slice(1)
        .find((version) => file.startsWith(`/docs/${version}/`));
      const expected = file.startsWith('/docs/')
        ? older
          ? `Receipt Wrangler documentation, version ${older}.`
          : `Receipt Wrangler documentation, version ${versions[0]} (the current release).`
        : file.startsWith('/api')
          ? `Receipt Wrangler API reference, OpenAPI document version ${spec.info.version}.`
          : `the documentation's current release is ${versions[0]}.`;
      return line.includes(expected) ? [] : [`${file}: "${line}"`];
    });
    expect(wrong).toEqual([]);
  });

  plainIt('links inside copies are absolute URLs', () => {
    const relative = markdownFiles.flatMap((file) =>
      [
        ...read(file)
          .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
          .replace(/(`+)[^`]*?\1/g, '')
          .matchAll(/\]\(([^)\s]+)/g),
      ]
        .map((match) => match[1] ?? '')
        .filter((href) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(href))
        .map((href) => `${file} → ${href}`),
    );
    expect(relative).toEqual([]);
  });
});

const OFFLINE_TIMEOUT = 180_000;

async function copyAndRead(
  page: Page,
  context: BrowserContext,
  origin: string,
) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin,
  });
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toMatch(/^(Copied|Copy failed.*)$/);
  return {
    message: await page.getByRole('status').textContent(),
    clipboard: await page.evaluate(() => navigator.clipboard.readText()),
  };
}

describe('Copy page as Markdown', () => {
  it('is text a reader can read: at least 14 px', async ({openPage}) => {
    const {page} = await openPage();
    await gotoHydrated(page, '/docs/getting-started/installation');
    const size = await page
      .getByRole('button', {name: 'Copy page as Markdown'})
      .evaluate((button) =>
        Number.parseFloat(getComputedStyle(button).fontSize),
      );
    expect(size).toBeGreaterThanOrEqual(14);
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
