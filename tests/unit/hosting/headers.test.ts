/**
 * The header rules (src/hosting/headers.ts): which inline scripts get hashed, that the hashes are
 * the ones a browser computes, the policy's directives and the files written from a build. That
 * nginx serves these rules, 404s included, and that they cover every inline script of the real build
 * is tests/browser/nginx.test.ts's part.
 */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  IMMUTABLE_CACHE,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  nginxInclude,
  pageHeaders,
  scriptHash,
  scriptHashes,
} from '../../../src/hosting/headers';
import {
  HEADERS_FILE,
  NGINX_PAGE_INCLUDE,
  writeHeaders,
} from '../../../src/hosting/writeHeaders';

const LOCAL = {kind: 'local', indexName: 'docs'} as const;

const PAGE = `<!doctype html><html><head>
<script>window.x=1</script>
<script data-rh=true type=application/ld+json>{"@type":"WebPage"}</script>
<script src=/assets/js/main.1234.js defer></script>
<script type="module">import('/a.js')</script>
<script type='text/javascript'>var y = "</p>";</script>
</head><body><script data-src=/x>late()</script></body></html>`;

describe('inline scripts', () => {
  it('are the executable ones without src, text exactly as written', () => {
    expect(inlineScripts(PAGE)).toEqual([
      'window.x=1',
      "import('/a.js')",
      'var y = "</p>";',
      'late()',
    ]);
  });

  it('hash as a browser does: SHA-256 of the UTF-8 text, base64 (openssl dgst -sha256 -binary | base64)', () => {
    expect(scriptHash('window.x=1')).toBe(
      "'sha256-hUmDl3yY/7GaaX+Zuy8aEy8IzxgpBs7xccqYHs2/7kQ='",
    );
  });

  it('are listed once each across pages, sorted', () => {
    const hashes = scriptHashes([PAGE, PAGE, '<script>window.x=1</script>']);
    expect(hashes).toHaveLength(4);
    expect([...hashes].sort()).toEqual(hashes);
  });
});

describe('the policy', () => {
  const policy = contentSecurityPolicy({scriptHashes: ["'sha256-abc='"]});
  const directives = new Map(
    policy
      .split('; ')
      .map((directive) => [
        directive.split(' ')[0],
        directive.split(' ').slice(1),
      ]),
  );

  it('runs only our files and the hashed inline scripts: no unsafe-inline or eval for scripts', () => {
    expect(directives.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('sets the fixed directives', () => {
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('lets hosted search reach Algolia, and only then', () => {
    expect(
      contentSecurityPolicy({
        scriptHashes: [],
        searchHosts: ['https://*.algolia.net'],
      }),
    ).toContain("connect-src 'self' https://*.algolia.net;");
  });
});

describe('generated files', () => {
  const headers = pageHeaders({scriptHashes: ["'sha256-abc='"]});

  it('nginx: refuses a value that would break out of the quotes', () => {
    expect(() =>
      nginxInclude([['X-Test', 'a" always; add_header Y "b']]),
    ).toThrow(/X-Test/);
  });

  it('_headers: security headers on every path, immutable caching on hashed files only', () => {
    const file = headersFile(headers, ['/assets/*', '/search-index.abc.json']);
    expect(file).toContain('/*\n  Content-Security-Policy: ');
    expect(file).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE_CACHE}`);
    expect(file).toContain(
      `/search-index.abc.json\n  Cache-Control: ${IMMUTABLE_CACHE}`,
    );
    expect(file.match(/Cache-Control/g)).toHaveLength(2);
  });

  it('are written from a build, with its search index shards immutable', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    writeFileSync(path.join(outDir, 'index.html'), '<script>one()</script>');
    writeFileSync(path.join(outDir, 'search-index.6.x.0123456789.json'), '{}');
    await writeHeaders(outDir, LOCAL);
    expect(
      readFileSync(path.join(outDir, NGINX_PAGE_INCLUDE), 'utf8'),
    ).toContain(scriptHash('one()'));
    expect(readFileSync(path.join(outDir, HEADERS_FILE), 'utf8')).toContain(
      `/search-index.6.x.0123456789.json\n  Cache-Control: ${IMMUTABLE_CACHE}`,
    );
  });

  it('refuse a folder without a build', async () => {
    await expect(
      writeHeaders(mkdtempSync(path.join(os.tmpdir(), 'empty-')), LOCAL),
    ).rejects.toThrow(/npm run build/);
  });
});
