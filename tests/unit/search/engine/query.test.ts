import {describe, expect, it} from 'vitest';
import {queryIndexes} from '../../../../src/search/engine/query';
import {MAX_QUERY_LENGTH} from '../../../../src/search/engine/queryLimit';
import {SEARCH_OPTIONS} from '../../../../src/search/engine/searchIndex';
import type {PageSource} from '../../../../src/search/engine/records';
import {indexOf} from '../buildIndex';

const PAGES: PageSource[] = [
  {
    permalink: '/docs/configuration/environment-variables',
    title: 'Environment Variables',
    lvl0: 'Configuration',
    version: '6.x',
    markdown: '## Database\n\nSet DB_ENGINE to postgresql, mariadb or sqlite.',
  },
  {
    permalink: '/docs/5.x/configuration/environment-variables',
    title: 'Environment Variables',
    lvl0: 'Configuration',
    version: '5.x',
    markdown: '## Database\n\nSet DB_ENGINE to pick a database.',
  },
  {
    permalink: '/docs/4.x/configuration/environment-variables',
    title: 'Environment Variables',
    lvl0: 'Configuration',
    version: '4.x',
    markdown: '## Database\n\nThe database settings.',
  },
  {
    permalink: '/blog/six',
    title: 'Receipt Wrangler 6.0',
    lvl0: 'Blog',
    version: null,
    markdown: 'A new database engine in 6.0.',
  },
];

const index = indexOf(PAGES);

describe('queryIndexes', () => {
  it('returns the records as stored, with the terms to highlight', () => {
    const hit = queryIndexes([index], 'db_engine').hits[0];
    expect(hit?.hierarchy.lvl2).toBe('Database');
    expect(hit?.terms).toContain('db_engine');
  });

  it(`cuts queries to ${MAX_QUERY_LENGTH} characters and trims them, and answers an empty one with nothing`, () => {
    expect(queryIndexes([index], 'x'.repeat(400)).query).toHaveLength(
      MAX_QUERY_LENGTH,
    );
    expect(queryIndexes([index], '  redis  ').query).toBe('redis');
    expect(queryIndexes([index], '   ')).toEqual({
      query: '',
      hits: [],
      total: 0,
      suggestions: [],
    });
  });

  const shards = [null, '6.x', '5.x', '4.x'].map((version) =>
    indexOf(PAGES.filter((page) => page.version === version)),
  );

  it('answers from every shard, in score order, with the version first', () => {
    const result = queryIndexes(shards, 'database', {preferredVersion: '5.x'});
    expect(result.hits.map((hit) => hit.version)).toEqual([
      '5.x',
      null,
      '4.x',
      '6.x',
    ]);
    // The other versions follow in score order, each shard scoring its own matches.
    const score = (shard: number) =>
      shards[shard]?.search('database', SEARCH_OPTIONS)[0]?.score ?? 0;
    expect(score(3)).toBeGreaterThan(score(1));
    expect(result.total).toBe(queryIndexes([index], 'database').total);
    const scores = queryIndexes(shards, 'database').hits.map((hit) => hit.url);
    expect(new Set(scores)).toEqual(
      new Set(queryIndexes([index], 'database').hits.map((hit) => hit.url)),
    );
  });

  it('keeps every word required across shards, and falls back to any word only when no shard has them all', () => {
    // "engine" and "postgresql" are both only on the 6.x page: the other shards' "database" pages do not count.
    expect(
      queryIndexes(shards, 'postgresql database').hits.map((hit) => hit.url),
    ).toEqual(['/docs/configuration/environment-variables#database']);
    const some = queryIndexes(shards, 'postgresql zebra').hits;
    expect(some.map((hit) => hit.url)).toEqual([
      '/docs/configuration/environment-variables#database',
    ]);
  });
});
