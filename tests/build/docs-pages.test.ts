/**
 * Reads the production build: every doc page of every version exists at its route, with its title
 * as the only h1, a meta description and prose; and no page is there that the list does not name.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOC_PAGES, docRoute} from '../fixtures/docPages';

const BUILD = 'build';

function htmlFor(route: string): string | null {
  const file = path.join(BUILD, route, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .trim();
}

function builtRoutes(
  basePath: string,
  otherVersionDirs: readonly string[],
): string[] {
  const root = path.join(BUILD, basePath);
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (dir === root && otherVersionDirs.includes(name)) continue;
        walk(full);
      } else if (name === 'index.html' && dir !== root) {
        routes.push(`/${path.relative(BUILD, dir)}`);
      }
    }
  };
  walk(root);
  return routes.sort();
}

describe.each(DOC_PAGES)(
  'docs $version',
  ({version, basePath, categories, docs, extra}) => {
    const pages = [
      ...docs.map((id) => ({id, route: docRoute(basePath, id)})),
      ...categories.map((slug) => ({
        id: `category/${slug}`,
        route: `${basePath}category/${slug}`,
      })),
    ];

    it.each(pages)(
      '$id renders with one h1, a description and prose',
      ({route}) => {
        const html = htmlFor(route);
        expect(html, `${route} is missing from the build`).not.toBeNull();
        const h1s = [
          ...(html ?? '').matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g),
        ].map((match) => text(match[1] ?? ''));
        expect(h1s).toHaveLength(1);
        const title =
          /<title[^>]*>([^<]*)<\/title>/.exec(html ?? '')?.[1] ?? '';
        expect(text(title)).toBe(`${h1s[0]} | Receipt Wrangler`);
        const description =
          /<meta[^>]*\bname="?description"?[^>]*\bcontent="([^"]+)"/.exec(
            html ?? '',
          )?.[1] ?? '';
        expect(description.length).toBeGreaterThan(20);
        const paragraphs = [
          ...(html ?? '').matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g),
        ]
          .map((match) => text(match[1] ?? ''))
          .filter((p) => p.length > 20);
        expect(paragraphs.length).toBeGreaterThan(0);
      },
    );

    it('has no page the list does not name', () => {
      const otherVersions = DOC_PAGES.filter(
        (other) => other.version !== version && other.basePath !== '/docs/',
      ).map((other) => other.basePath.split('/')[2] ?? '');
      // The latest version, served at /docs/, also answers at /docs/<name>/ with redirect pages (src/config/redirects.ts).
      if (basePath === '/docs/') otherVersions.push(version);
      const expected = new Set([
        ...pages.map((page) => page.route),
        ...Object.keys(extra).map((id) => docRoute(basePath, id)),
      ]);
      const unexpected = builtRoutes(basePath, otherVersions).filter(
        (route) =>
          !expected.has(route.replace(/\/$/, '')) && !expected.has(`${route}/`),
      );
      expect(unexpected).toEqual([]);
    });
  },
);
