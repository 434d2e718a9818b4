import {describe, expect, it, vi} from 'vitest';
import {createSearchEngine} from '../../../../src/search/engine';
import type {SearchShards} from '../../../../src/search/engine';
import {buildSearchIndex} from '../../../../src/search/engine/searchIndex';
import {buildRecord} from '../../../../src/search/engine/records';

const serialised = buildSearchIndex([]);
const SHARDS: SearchShards = {
  unversioned: '/search-index.unversioned.0000000000.json',
  byVersion: {
    '6.x': '/search-index.6.x.0000000006.json',
    '5.x': '/search-index.5.x.0000000005.json',
    '4.x': '/search-index.4.x.0000000004.json',
  },
  currentVersion: '6.x',
};

const page = (version: string | null, permalink: string) =>
  buildRecord(
    {
      permalink,
      title: 'Redis',
      lvl0: version ? `Docs ${version}` : 'Blog',
      version,
    },
    0,
    'lvl1',
    null,
    {lvl2: null, lvl3: null},
    'Redis settings',
  );
const SHARD_INDEXES: Record<string, string> = {
  [SHARDS.unversioned]: buildSearchIndex([page(null, '/blog/redis')]),
  [SHARDS.byVersion['6.x'] ?? '']: buildSearchIndex([
    page('6.x', '/docs/redis'),
  ]),
  [SHARDS.byVersion['5.x'] ?? '']: buildSearchIndex([
    page('5.x', '/docs/5.x/redis'),
  ]),
  [SHARDS.byVersion['4.x'] ?? '']: buildSearchIndex([
    page('4.x', '/docs/4.x/redis'),
  ]),
};

function serveShards() {
  return vi.fn(async (url: string) => ({
    ok: true,
    status: 200,
    text: async () => SHARD_INDEXES[url] ?? serialised,
  }));
}

describe('createSearchEngine', () => {
  const all = ['unversioned', '6.x', '5.x', '4.x'];
  it.each([
    {options: {versions: ['5.x']}, shards: ['unversioned', '5.x']},
    {options: {version: '4.x'}, shards: ['unversioned', '4.x']},
    {options: {preferredVersion: '4.x'}, shards: all},
  ])(
    'loads the unversioned shard and those $options covers, and answers from them',
    async ({options, shards}) => {
      const fetchIndex = serveShards();
      const engine = createSearchEngine(SHARDS, fetchIndex);
      const result = await engine.query('redis', options);
      const urlOf = (shard: string) =>
        shard === 'unversioned' ? SHARDS.unversioned : SHARDS.byVersion[shard];
      expect(fetchIndex.mock.calls.map(([url]) => url).sort()).toEqual(
        shards.map(urlOf).sort(),
      );
      expect(
        result.hits.map((hit) => hit.version ?? 'unversioned').sort(),
      ).toEqual([...shards].sort());
    },
  );

  it('fetches each shard once and reuses it, also for concurrent searches', async () => {
    const fetchIndex = serveShards();
    const engine = createSearchEngine(SHARDS, fetchIndex);
    await engine.query('redis', {versions: ['6.x']});
    await Promise.all([engine.query('imap'), engine.query('ocr')]);
    expect(fetchIndex).toHaveBeenCalledTimes(4);
  });

  it('does not cache a failure, so the next search tries again', async () => {
    const fetchIndex = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({
        ok: true,
        status: 200,
        text: async () => serialised,
      });
    const engine = createSearchEngine(SHARDS, fetchIndex);
    await expect(engine.query('redis', {versions: ['6.x']})).rejects.toThrow(
      'Failed to fetch',
    );
    await expect(engine.query('redis', {versions: ['6.x']})).resolves.toEqual({
      query: 'redis',
      hits: [],
      total: 0,
      suggestions: [],
    });
    expect(fetchIndex).toHaveBeenCalledTimes(3);
  });

  it('treats an HTTP error as a failure', async () => {
    const engine = createSearchEngine(SHARDS, async () => ({
      ok: false,
      status: 404,
      text: async () => 'not found',
    }));
    await expect(engine.query('redis')).rejects.toThrow('HTTP 404');
  });

  it('answers from the versions whose shards arrived, names the others, and fails when none arrived', async () => {
    const fetchIndex = vi.fn(async (url: string) => {
      if (url === SHARDS.byVersion['5.x'])
        throw new TypeError('Failed to fetch');
      return {
        ok: true,
        status: 200,
        text: async () => SHARD_INDEXES[url] ?? '',
      };
    });
    const engine = createSearchEngine(SHARDS, fetchIndex);
    const all = await engine.query('redis');
    expect(all.unavailableVersions).toEqual(['5.x']);
    expect(all.hits.map((hit) => hit.url).sort()).toEqual([
      '/blog/redis',
      '/docs/4.x/redis',
      '/docs/redis',
    ]);
    await expect(engine.query('redis', {versions: ['5.x']})).rejects.toThrow(
      'Failed to fetch',
    );
    const complete = await engine.query('redis', {versions: ['6.x']});
    expect(complete).not.toHaveProperty('unavailableVersions');
  });
});
