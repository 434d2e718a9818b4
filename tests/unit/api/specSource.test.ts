/**
 * API_SPEC_URL: another OpenAPI document at /api, fetched at build time. Unreachable, failing or
 * invalid documents stop the build with the address and the reason; the default needs no network.
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {
  materializeSpec,
  resolveSpecSource,
} from '../../../src/api-reference/plugin/specSource';
import apiReferencePlugin, {
  API_REFERENCE_STATIC_DIR,
} from '../../../src/api-reference/plugin';

const OWN = path.resolve(__dirname, '../../../api-spec/openapi.yaml');
const BROKEN = path.resolve(__dirname, '../../fixtures/broken-specs');

// A document that renders but breaks one of our lint rules (an OpenAPI 3.0 `nullable` in 3.1), as
// the API repository's own swagger.yml does.
const FOREIGN_SPEC = `openapi: 3.1.0
info: {title: Elsewhere, version: 9.9.9, license: {name: MIT, url: https://opensource.org/license/mit}}
servers: [{url: https://example.com}]
security: []
paths:
  /ping:
    get:
      operationId: ping
      summary: Ping
      description: Answers.
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: {type: string, nullable: true}
`;

let base = '';
const server = createServer((request, response) => {
  if (request.url === '/good.yaml') return void response.end(FOREIGN_SPEC);
  if (request.url === '/empty.yaml') return void response.end('');
  if (request.url === '/broken.yaml')
    return void response.end(
      readFileSync(path.join(BROKEN, 'yaml-syntax.yaml')),
    );
  response.statusCode = 404;
  response.end('not here');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('resolveSpecSource', () => {
  it.each([
    {setting: undefined, expected: {kind: 'file', path: OWN, own: true}},
    {setting: '  ', expected: {kind: 'file', path: OWN, own: true}},
    {
      setting: 'https://example.com/swagger.yml',
      expected: {
        kind: 'url',
        url: 'https://example.com/swagger.yml',
        own: false,
      },
    },
    {
      setting: 'specs/other.yaml',
      expected: {
        kind: 'file',
        path: path.resolve('/site', 'specs/other.yaml'),
        own: false,
      },
    },
    {
      setting: 'file:///tmp/x.yaml',
      expected: {kind: 'file', path: '/tmp/x.yaml', own: false},
    },
  ])('reads $setting', ({setting, expected}) => {
    expect(resolveSpecSource(setting, OWN, '/site')).toMatchObject(expected);
  });

  it('rejects another scheme with a message naming the setting', () => {
    expect(() => resolveSpecSource('ftp://example.com/spec.yaml', OWN)).toThrow(
      /API_SPEC_URL.*ftp:\/\/example\.com\/spec\.yaml/,
    );
  });
});

describe('materializeSpec', () => {
  const cacheFile = (): string =>
    path.join(mkdtempSync(path.join(tmpdir(), 'spec-')), 'openapi.yaml');

  it('names the URL and the reason when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) =>
      closed.listen(0, '127.0.0.1', resolve),
    );
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/spec.yaml`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      materializeSpec(resolveSpecSource(url, OWN), {cacheFile: cacheFile()}),
    ).rejects.toThrow(
      new RegExp(`Could not fetch the API spec from ${url}: .*ECONNREFUSED`),
    );
  });

  it('refuses an empty document and a missing file', async () => {
    await expect(
      materializeSpec(resolveSpecSource(`${base}/empty.yaml`, OWN), {
        cacheFile: cacheFile(),
      }),
    ).rejects.toThrow(/is empty/);
    await expect(
      materializeSpec(resolveSpecSource('/nowhere/spec.yaml', OWN), {
        cacheFile: cacheFile(),
      }),
    ).rejects.toThrow(/\/nowhere\/spec\.yaml does not exist/);
  });
});

describe('the API reference plugin with API_SPEC_URL', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'site-'));
  const context = (): LoadContext =>
    ({
      baseUrl: '/',
      siteConfig: {baseUrl: '/'},
      siteDir,
      generatedFilesDir: mkdtempSync(path.join(tmpdir(), 'generated-')),
    }) as unknown as LoadContext;
  const plugin = (setting: string) =>
    apiReferencePlugin(context(), {
      spec: resolveSpecSource(setting, OWN),
      lintConfig: path.resolve(__dirname, '../../../api-spec/redocly.yaml'),
      route: '/api/',
      downloadPath: 'api/openapi.yaml',
      themeId: 'theme',
    });

  it('renders a foreign document, printing its lint findings instead of failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const content = (await plugin(`${base}/good.yaml`).loadContent?.()) as {
      index: {title: string};
      pages: {converted: {info: {title: string}; paths: object}}[];
      searchable: {title: string; route: string}[];
    };
    // The index (an ordinary page), then one Redoc page per tag: an untagged operation gets a
    // page of its own.
    expect(content.index.title).toBe('Elsewhere');
    expect(content.pages.map(({converted}) => converted.info.title)).toEqual([
      'Elsewhere',
    ]);
    expect(Object.keys(content.pages[0]?.converted.paths ?? {})).toEqual([
      '/ping',
    ]);
    expect(content.searchable).toMatchObject([
      {title: 'Other', route: '/api/other/'},
    ]);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/nullable/);
    warn.mockRestore();
    // Offered for download as it was fetched.
    expect(
      readFileSync(
        path.join(siteDir, API_REFERENCE_STATIC_DIR, 'api/openapi.yaml'),
        'utf8',
      ),
    ).toBe(FOREIGN_SPEC);
  });

  it('stops the build on a document that cannot be read, naming where it came from', async () => {
    const failure = plugin(`${base}/broken.yaml`).loadContent?.();
    await expect(failure).rejects.toThrow(/The API spec is invalid/);
    await expect(failure).rejects.toThrow(`fetched from ${base}/broken.yaml`);
  });

  it('stops the build when the document cannot be fetched', async () => {
    await expect(plugin(`${base}/gone.yaml`).loadContent?.()).rejects.toThrow(
      `${base}/gone.yaml: HTTP 404`,
    );
  });
});
