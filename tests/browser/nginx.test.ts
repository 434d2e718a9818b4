/**
 * The build served the way we tell self-hosters to serve it: Debian's nginx with
 * deploy/nginx/receipt-wrangler-docs.conf and the headers the build generated. Search (it fetches
 * the index) and the configuration generator work under the policy; headers, 404s, clean URLs and
 * path traversal are checked on the wire. Every sitemap page (/api/ included) is loaded under the
 * policy, in both colour modes, by sitemap.test.ts.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect} from 'vitest';
import type {Page} from 'playwright-core';
import {testWithPages, useSharedBrowser, watch, watchCsp} from './browser';
import type {PageFixtures, PageProblems} from './browser';
import {rawGet, startNginx} from './nginx';
import type {RawResponse, RunningNginx} from './nginx';
import {SearchModal} from './pages/searchModal';
import {
  COMMON_HEADERS,
  IMMUTABLE_CACHE,
  pageHeaders,
} from '../../src/hosting/headers';
import {readBuild} from '../../src/hosting/writeHeaders';
import {resolveSearchMode} from '../../src/search/searchMode';
import {NOT_FOUND} from '../fixtures/site';
import {searchShardFiles} from '../support/build';
import {CURRENT_VERSION} from '../support/docsVersions';

const BUILD = 'build';
const MAIN_BUNDLE = `/assets/js/${readdirSync(`${BUILD}/assets/js`).find((file) => /^main\.[0-9a-f]+\.js$/.test(file)) ?? 'main.js'}`;
const SEARCH_INDEX = `/${searchShardFiles(BUILD).get(CURRENT_VERSION) ?? 'search-index.json'}`;
const DOCS_PAGE = '/docs/getting-started/';
const GZIP = {'accept-encoding': 'gzip'};

const browser = useSharedBrowser();
const it = testWithPages(browser);
let nginx: RunningNginx;

beforeAll(async () => {
  nginx = await startNginx(BUILD);
});
afterAll(async () => {
  await nginx?.stop();
});

const get = (requestPath: string, headers = {}): Promise<RawResponse> =>
  rawGet(nginx.port, requestPath, headers);

/** A page over nginx whose CSP violations are recorded with its console errors and failed requests. */
async function openWatched(
  newContext: PageFixtures['newContext'],
  options = {},
): Promise<{page: Page; problems: {csp: string[]} & PageProblems}> {
  const context = await newContext(options);
  const csp: string[] = [];
  await watchCsp(context, (_page, violation) => csp.push(violation));
  const page = await context.newPage();
  return {page, problems: {csp, ...watch(page, nginx.url)}};
}

const NO_PROBLEMS = {
  csp: [],
  consoleErrors: [],
  failedRequests: [],
  foreignRequests: [],
};

async function visit(page: Page, requestPath: string): Promise<number> {
  const response = await page.goto(new URL(requestPath, nginx.url).href, {
    waitUntil: 'load',
  });
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return response?.status() ?? 0;
}

describe('the generated headers', () => {
  it('are the rules of src/hosting/headers.ts, with a hash for every inline script of this build: pages and 404s with the CSP, files without', async () => {
    const expected = pageHeaders(
      await readBuild(BUILD, resolveSearchMode(process.env)),
    );
    for (const requestPath of [
      DOCS_PAGE,
      '/api/',
      '/img/logo.svg',
      NOT_FOUND.path,
    ]) {
      const {headers} = await get(requestPath);
      for (const [name, value] of expected)
        expect(
          headers[name.toLowerCase()],
          `${requestPath} ${name}: build/_nginx/page-headers.conf is stale or missing? run \`node scripts/hosting-headers.mjs\` (npm run build does)`,
        ).toBe(value);
    }
    for (const requestPath of [
      MAIN_BUNDLE,
      SEARCH_INDEX,
      '/api/openapi.yaml',
    ]) {
      const {headers} = await get(requestPath);
      for (const [name, value] of COMMON_HEADERS)
        expect(headers[name.toLowerCase()], `${requestPath} ${name}`).toBe(
          value,
        );
      expect(headers['content-security-policy'], requestPath).toBeUndefined();
    }
  });
});

describe('nginx serving the build', () => {
  it('serves pages at /x and /x/, revalidated and gzipped', async () => {
    const slash = await get(DOCS_PAGE, GZIP);
    const bare = await get(DOCS_PAGE.replace(/\/$/, ''), GZIP);
    for (const response of [slash, bare]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // HTML keeps its name across builds: deploy/nginx/receipt-wrangler-docs.conf has it revalidated.
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
    expect(zlib.gunzipSync(bare.body).equals(zlib.gunzipSync(slash.body))).toBe(
      true,
    );
    expect(zlib.gunzipSync(slash.body).toString()).toBe(
      readFileSync(path.join(BUILD, DOCS_PAGE, 'index.html'), 'utf8'),
    );
    const plain = await get(DOCS_PAGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('caches content-hashed files for a year, immutable', async () => {
    for (const [requestPath, type] of [
      [MAIN_BUNDLE, 'application/javascript; charset=utf-8'],
      [SEARCH_INDEX, 'application/json; charset=utf-8'],
    ] as const) {
      const response = await get(requestPath, GZIP);
      expect(response.status, requestPath).toBe(200);
      expect(response.headers['content-type'], requestPath).toBe(type);
      expect(response.headers['cache-control'], requestPath).toBe(
        IMMUTABLE_CACHE,
      );
      expect(response.headers['content-encoding'], requestPath).toBe('gzip');
    }
    const missingAsset = await get('/assets/js/main.0000000000.js');
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.headers['cache-control']).not.toBe(IMMUTABLE_CACHE);
  });

  it('serves the OpenAPI document as YAML', async () => {
    const response = await get('/api/openapi.yaml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/yaml; charset=utf-8',
    );
    expect(
      response.body.equals(readFileSync(`${BUILD}/api/openapi.yaml`)),
    ).toBe(true);
  });

  it('answers a missing page with our 404 page and status 404', async ({
    newContext,
  }) => {
    const response = await get(NOT_FOUND.path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(
      readFileSync(`${BUILD}/404.html`, 'utf8'),
    );
    const {page, problems} = await openWatched(newContext);
    expect(await visit(page, NOT_FOUND.path)).toBe(404);
    expect(await page.title()).toBe(NOT_FOUND.title);
    // Chromium logs the document's own status; nothing else may go wrong (no CSP violation).
    const url = new URL(NOT_FOUND.path, nginx.url).href;
    expect(problems).toEqual({
      ...NO_PROBLEMS,
      consoleErrors: [
        `${url}: Failed to load resource: the server responded with a status of 404 (Not Found)`,
      ],
      failedRequests: [`${url} (HTTP 404)`],
    });
  });

  it('does not serve its own header files or list folders', async () => {
    for (const requestPath of [
      '/_nginx/page-headers.conf',
      '/_nginx/file-headers.conf',
      '/_headers',
      '/img/',
      '/assets/js/',
    ]) {
      expect((await get(requestPath)).status, requestPath).toBe(404);
    }
  });

  // Files one and two levels above build/: the project's package.json and /etc/passwd.
  const outside = [
    readFileSync('package.json', 'utf8').slice(0, 40),
    'root:x:0:0',
  ];
  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/%2e%2e%2fpackage.json',
    '/docs/../../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/../../../../etc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '//etc/passwd',
    '/..%5c..%5cpackage.json',
  ])('gives nothing outside build/ for %s', async (requestPath) => {
    const response = await get(requestPath);
    expect([400, 404]).toContain(response.status);
    for (const text of outside)
      expect(response.body.toString()).not.toContain(text);
  });
});

describe('interactive parts under the CSP', () => {
  it('search finds pages from the local index', async ({newContext}) => {
    const {page, problems} = await openWatched(newContext, {
      viewport: {width: 1280, height: 800},
    });
    await visit(page, DOCS_PAGE);
    const search = new SearchModal(page);
    await page.keyboard.press('Control+k');
    await search.modal.waitFor({state: 'visible'});
    await search.search('receipt');
    await search.waitForHits();
    expect(await search.hits.count()).toBeGreaterThan(0);
    expect(problems).toEqual(NO_PROBLEMS);
  });

  it('the configuration generator writes a compose file', async ({
    newContext,
  }) => {
    const {page, problems} = await openWatched(newContext);
    await visit(page, '/docs/getting-started/configuration-generator');
    await page.getByRole('radio', {name: 'PostgreSQL'}).check();
    const compose = page
      .getByRole('group', {name: 'docker-compose.yml'})
      .locator('pre');
    await expect.poll(() => compose.textContent()).toContain('image: postgres');
    expect(problems).toEqual(NO_PROBLEMS);
  });
});
