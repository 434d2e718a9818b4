/**
 * The search index the build emits: its size budget and how well it answers the queries readers
 * type (reported as a hit rate; below 90 % fails).
 */
import {readFileSync, readdirSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {loadSearchIndex} from '../../src/search/engine/searchIndex';
import {queryIndex} from '../../src/search/engine/query';
import {RELEVANCE_CASES} from '../fixtures/searchQueries';

const INDEX_FILE = readdirSync('build').find((name) =>
  /^search-index\.[0-9a-f]+\.json$/.test(name),
);
const serialised = readFileSync(`build/${INDEX_FILE ?? 'missing'}`, 'utf8');
const index = loadSearchIndex(serialised);
const GZIP_BUDGET = 150 * 1024;
const MIN_HIT_RATE = 0.9;

describe('the search index', () => {
  it(`stays within ${GZIP_BUDGET / 1024} KB gzip for every version, the blog and the pages`, () => {
    const gzipped = gzipSync(serialised, {level: 9}).length;
    console.log(
      `search index: ${(serialised.length / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip, ${index.documentCount} records`,
    );
    expect(gzipped).toBeLessThanOrEqual(GZIP_BUDGET);
  });

  it('covers every docs version, the blog and the pages', () => {
    const urls = new Set(
      queryIndex(index, 'receipt', {limit: 2000}).hits.map(
        (hit) => hit.url_without_anchor,
      ),
    );
    for (const prefix of [
      '/docs/getting-started/',
      '/docs/5.x/',
      '/docs/4.x/',
      '/blog/',
      '/project-status',
    ]) {
      expect(
        [...urls].some((url) => url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it(`puts the expected page in the top 3 for at least ${MIN_HIT_RATE * 100} % of ${RELEVANCE_CASES.length} reader queries`, () => {
    const misses: string[] = [];
    for (const {query, expected} of RELEVANCE_CASES) {
      const top = queryIndex(index, query, {
        limit: 3,
        preferredVersion: '6.x',
      }).hits.map((hit) => hit.url_without_anchor);
      if (!top.some((url) => expected.includes(url)))
        misses.push(`${query} → ${top.join(', ')}`);
    }
    const rate = 1 - misses.length / RELEVANCE_CASES.length;
    console.log(
      `search relevance: ${(rate * 100).toFixed(1)} % in top 3 (${RELEVANCE_CASES.length - misses.length}/${RELEVANCE_CASES.length})${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(rate).toBeGreaterThanOrEqual(MIN_HIT_RATE);
  });
});
