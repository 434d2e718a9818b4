/**
 * What search engines and browsers read from the built files: the sitemap, robots.txt, each page's
 * canonical URL, description and social card, the blog's descriptions, the favicon and opensearch.xml.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD} from '../support/build';
import {ROUTES} from '../fixtures/site';

const SITE_URL = 'https://receiptwrangler.io';
const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => (match[1] ?? '').replace(SITE_URL, ''),
);

/** The built HTML of a site path (`/docs/x` → build/docs/x/index.html). */
const htmlOf = (route: string): string =>
  readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');

/** The attributes of the first `<tag …>` in `html` whose attribute `key` is `value`. */
function tagWith(
  html: string,
  tag: string,
  key: string,
  value: string,
): Record<string, string> | undefined {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    const attributes = Object.fromEntries(
      // The build's HTML is minified: attribute values may be unquoted.
      [...element.matchAll(/([\w:-]+)=(?:"([^"]*)"|([^\s>"]+))/g)].map(
        (match) => [
          match[1] ?? '',
          (match[2] ?? match[3] ?? '')
            .replace(/&amp;/g, '&')
            .replace(/&#x27;|&#39;/g, "'"),
        ],
      ),
    );
    if (attributes[key] === value) return attributes;
  }
  return undefined;
}

const description = (html: string): string =>
  tagWith(html, 'meta', 'name', 'description')?.content ?? '';

describe('the sitemap', () => {
  it('lists every fixture route meant for it, and no other', () => {
    for (const {path: route, inSitemap} of ROUTES) {
      if (inSitemap === false) expect(sitemapPaths, route).not.toContain(route);
      else expect(sitemapPaths, route).toContain(route);
    }
  });

  it('leaves /search out', () => {
    expect(sitemap).not.toMatch(/<loc>[^<]*\/search<\/loc>/);
  });

  it('is named by robots.txt', () => {
    expect(readFileSync(path.join(BUILD, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${SITE_URL}/sitemap.xml`,
    );
  });
});

describe.each(sitemapPaths)('%s', (route) => {
  it('has a canonical URL and a social card', () => {
    const html = htmlOf(route);
    expect(tagWith(html, 'link', 'rel', 'canonical')?.href).toMatch(
      /^https:\/\/receiptwrangler\.io\//,
    );
    expect(tagWith(html, 'meta', 'property', 'og:image')?.content).toBe(
      `${SITE_URL}/img/social-card.png`,
    );
  });
});

describe('descriptions', () => {
  // The pages of the byte budgets (tests/browser/budgets.test.ts): one of each kind.
  it.each([
    '/',
    '/docs/getting-started/',
    '/docs/configuration/environment-variables',
    '/search',
    '/blog/2025/07/10/maintenance-mode-ends',
    '/api/',
    '/api/receipt/',
  ])('%s has a description of more than 40 characters', (route) => {
    expect(description(htmlOf(route)).length).toBeGreaterThan(40);
  });

  it('/api/ describes itself in one sentence', () => {
    expect(description(htmlOf('/api/'))).toMatch(/^[^.\n]+\.$/);
  });

  it('gives /blog an h1, and /blog, /blog/authors and /blog/tags a sentence as description', () => {
    for (const route of ['/blog', '/blog/authors', '/blog/tags']) {
      expect(description(htmlOf(route)).split(/\s+/).length, route).toBeGreaterThan(
        8,
      );
    }
    expect(htmlOf('/blog')).toMatch(/<h1[^>]*>Blog<\/h1>/);
  });
});

describe('icons', () => {
  it('has /favicon.ico as an icon, and opensearch.xml names its type', () => {
    const favicon = path.join(BUILD, 'favicon.ico');
    expect(existsSync(favicon)).toBe(true);
    expect([...readFileSync(favicon).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const opensearch = readFileSync(path.join(BUILD, 'opensearch.xml'), 'utf8');
    const image = /<Image[^>]*type="([^"]+)"[^>]*>([^<]+)<\/Image>/.exec(
      opensearch,
    );
    expect(image?.[2]).toMatch(/\/favicon\.ico$/);
    expect(image?.[1]).toBe('image/x-icon');
  });
});
