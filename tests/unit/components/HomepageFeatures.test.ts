/**
 * The landing page's feature illustrations: each one the cards name exists, stays small (≤ 4 KB
 * gzip, so the page keeps its byte budget) and is a self-contained drawing with nothing to fetch.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {ROOT} from '../../support/markdown';

const MAX_GZIP_BYTES = 4 * 1024;
const STATIC = path.join(ROOT, 'static');
const component = readFileSync(
  path.join(ROOT, 'src/components/HomepageFeatures/index.tsx'),
  'utf8',
);
const referenced = [...component.matchAll(/illustration: '([^']+\.svg)'/g)].map(
  (match) => match[1] ?? '',
);
const onDisk = readdirSync(path.join(STATIC, 'img/features')).map(
  (name) => `/img/features/${name}`,
);

describe('homepage feature illustrations', () => {
  it('gives every feature card an illustration, and ships no unused one', () => {
    expect(referenced).toHaveLength(
      [...component.matchAll(/^\s+title: '/gm)].length,
    );
    expect([...onDisk].sort()).toEqual([...referenced].sort());
  });

  it('shows them as decorative images', () => {
    expect(component).toMatch(/<img\s[^>]*alt=""[^>]*\/>/);
  });

  it.each(referenced)(
    '%s is at most 4 KB gzipped and self-contained',
    (file) => {
      const full = path.join(STATIC, file);
      expect(existsSync(full)).toBe(true);
      const svg = readFileSync(full);
      expect(gzipSync(svg, {level: 9}).length).toBeLessThanOrEqual(
        MAX_GZIP_BYTES,
      );
      const text = svg.toString('utf8');
      expect(text).toMatch(/^<svg [^>]*viewBox="0 0 200 140"/);
      expect(text).not.toMatch(
        /<script|<image|<foreignObject|(?:xlink:)?href=|url\(/i,
      );
    },
  );
});
