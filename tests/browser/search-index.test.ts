/**
 * The search index the build emits, in shards (src/search/engine/shards.ts): its size budgets and
 * how well it answers the queries readers type (reported as a hit rate; below 90 % fails), both
 * from what a 6.x reader's first search loads (the 6.x and unversioned shards) and from every shard.
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {loadSearchIndex} from '../../src/search/engine/searchIndex';
import {queryIndexes} from '../../src/search/engine/query';
import {RELEVANCE_CASES} from '../fixtures/searchQueries';
import {searchShardFiles} from '../support/build';
import {CURRENT_VERSION, DOCS_VERSIONS} from '../support/docsVersions';

const files = searchShardFiles();
const serialised = new Map(
  [...files].map(([shard, file]) => [
    shard,
    readFileSync(`build/${file}`, 'utf8'),
  ]),
);
const indexes = new Map(
  [...serialised].map(([shard, text]) => [shard, loadSearchIndex(text)]),
);
const gzipped = (shard: string) =>
  gzipSync(serialised.get(shard) ?? '', {level: 9}).length;
const GZIP_BUDGET = 150 * 1024;
const FIRST_SEARCH_BUDGET = 70 * 1024;
const MIN_HIT_RATE = 0.9;
const everyShard = [...indexes.values()];
const readerOfCurrent = [CURRENT_VERSION, 'unversioned'].flatMap((shard) => {
  const index = indexes.get(shard);
  return index ? [index] : [];
});

describe('the search index', () => {
  it(`stays within ${GZIP_BUDGET / 1024} KB gzip for every version, the blog and the pages`, () => {
    const total = [...files.keys()].reduce(
      (sum, shard) => sum + gzipped(shard),
      0,
    );
    console.log(
      `search index: ${[...files.keys()].map((shard) => `${shard} ${(gzipped(shard) / 1024).toFixed(1)} KB`).join(', ')}; ${(total / 1024).toFixed(1)} KB gzip in all, ${everyShard.reduce((sum, index) => sum + index.documentCount, 0)} records`,
    );
    expect(total).toBeLessThanOrEqual(GZIP_BUDGET);
  });

  it.for(DOCS_VERSIONS)(
    `a first search on %s loads at most ${FIRST_SEARCH_BUDGET / 1024} KB gzip: its shard and the unversioned one`,
    (version) => {
      expect(files.has(version)).toBe(true);
      expect(gzipped(version) + gzipped('unversioned')).toBeLessThanOrEqual(
        FIRST_SEARCH_BUDGET,
      );
    },
  );

  it('covers every docs version, the blog and the pages', () => {
    const urls = new Set(
      queryIndexes(everyShard, 'receipt', {limit: 2000}).hits.map(
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

  it.for([
    {
      name: `the ${CURRENT_VERSION} and unversioned shards`,
      shards: readerOfCurrent,
    },
    {name: 'every shard', shards: everyShard},
  ])(
    `puts the expected page in the top 3 for at least ${MIN_HIT_RATE * 100} % of ${RELEVANCE_CASES.length} reader queries, from $name`,
    ({name, shards}) => {
      expect(shards.length).toBeGreaterThanOrEqual(2);
      const misses: string[] = [];
      for (const {query, expected} of RELEVANCE_CASES) {
        const top = queryIndexes(shards, query, {
          limit: 3,
          preferredVersion: CURRENT_VERSION,
        }).hits.map((hit) => hit.url_without_anchor);
        if (!top.some((url) => expected.includes(url)))
          misses.push(`${query} → ${top.join(', ')}`);
      }
      const rate = 1 - misses.length / RELEVANCE_CASES.length;
      console.log(
        `search relevance (${name}): ${(rate * 100).toFixed(1)} % in top 3 (${RELEVANCE_CASES.length - misses.length}/${RELEVANCE_CASES.length})${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(rate).toBeGreaterThanOrEqual(MIN_HIT_RATE);
    },
  );
});
