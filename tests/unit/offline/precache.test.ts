import {describe, expect, it} from 'vitest';
import {
  keepForOffline,
  selectPrecache,
  type PrecacheEntry,
} from '../../../src/offline/precache';

// Made-up versions, newest first, and the page paths a chunk of each version's docs names.
const versions = ['6.x', '5.x', '4.x'];
const page = (version: string, file: string): string =>
  `"@site/versioned_docs/version-${version}/${file}"`;
const scripts: Record<string, string> = {
  'assets/js/main.1.js': 'the app',
  'assets/js/redoc.2.js': '/*! API docs by Redocly */',
  'assets/js/spec.3.js': 'JSON.parse(\'{"spec":{"openapi":"3.1.0"}}\')',
  'assets/js/old.4.js': `"source":${page('5.x', 'concepts/ocr.md')}`,
  'assets/js/older.5.js': `"source":${page('4.x', 'index.md')}`,
  'assets/js/latest.6.js': `"source":${page('6.x', 'concepts/ocr.md')}`,
  'assets/js/both.7.js': `${page('5.x', 'a.md')} ${page('6.x', 'a.md')}`,
};
const scope = {versions, readText: (url: string) => scripts[url] ?? ''};
const entry = (url: string): PrecacheEntry => ({url, size: 1});

describe('what offline reading precaches', () => {
  it.each([
    'index.html',
    '404.html',
    'offline.html',
    'search/index.html',
    'project-status/index.html',
    'docs/getting-started/index.html',
    'docs/configuration/environment-variables/index.html',
    'search-index.6.x.0123456789.json',
    'search-index.unversioned.0123456789.json',
    'assets/css/styles.1.css',
    'img/logo.svg',
    'assets/js/main.1.js',
    'assets/js/latest.6.js',
    'assets/js/both.7.js',
  ])('keeps %s', (url) => {
    expect(keepForOffline(entry(url), scope)).toBe(true);
  });

  it.each([
    'docs/5.x/getting-started/index.html',
    'docs/4.x/index.html',
    'docs/6.x/getting-started/index.html',
    'blog/index.html',
    'blog/feed.json',
    'api/index.html',
    'img/social-card.png',
    'assets/js/redoc.2.js',
    'assets/js/spec.3.js',
    'assets/js/old.4.js',
    'assets/js/older.5.js',
    'search-index.5.x.0123456789.json',
    'search-index.4.x.0123456789.json',
  ])('leaves %s to be kept when visited', (url) => {
    expect(keepForOffline(entry(url), scope)).toBe(false);
  });

  it('keeps the entries it is given, in order, with their fields', () => {
    const entries = [
      {url: 'offline.html', size: 3, revision: 'a'},
      {url: 'api/index.html', size: 9, revision: 'b'},
      {url: 'index.html', size: 4, revision: 'c'},
    ];
    expect(selectPrecache(entries, scope)).toEqual([entries[0], entries[2]]);
  });

  it('stops the build when the offline page is missing', () => {
    expect(() => selectPrecache([entry('index.html')], scope)).toThrow(
      /offline\.html is missing/,
    );
  });
});
