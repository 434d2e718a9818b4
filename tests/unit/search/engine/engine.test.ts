import {describe, expect, it, vi} from 'vitest';
import {
  createSearchEngine,
  searchEngineFor,
} from '../../../../src/search/engine';
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
  it('fetches each shard once and reuses it', async () => {
    const fetchIndex = vi.fn(async () => ({
      ok: true,
      status: 200,
      text: async () => serialised,
    }));
    const engine = createSearchEngine(SHARDS, fetchIndex);
    await engine.query('redis');
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

  it('loads only the shards of the versions asked for, and the unversioned one', async () => {
    const fetchIndex = serveShards();
    const engine = createSearchEngine(SHARDS, fetchIndex);
    const result = await engine.query('redis', {versions: ['5.x']});
    expect(fetchIndex.mock.calls.map(([url]) => url).sort()).toEqual(
      [SHARDS.unversioned, SHARDS.byVersion['5.x']].sort(),
    );
    expect(result.hits.map((hit) => hit.url).sort()).toEqual([
      '/blog/redis',
      '/docs/5.x/redis',
    ]);
  });

  it('loads the shard of the version filter, and every shard without one', async () => {
    const fetchIndex = serveShards();
    const engine = createSearchEngine(SHARDS, fetchIndex);
    await engine.query('redis', {version: '4.x'});
    expect(fetchIndex).toHaveBeenCalledTimes(2);
    expect(fetchIndex).toHaveBeenCalledWith(SHARDS.byVersion['4.x']);
    const all = await engine.query('redis', {preferredVersion: '4.x'});
    expect(fetchIndex).toHaveBeenCalledTimes(4);
    expect(all.hits.map((hit) => hit.url)).toEqual([
      '/docs/4.x/redis',
      '/blog/redis',
      expect.stringMatching(/^\/docs\//),
      expect.stringMatching(/^\/docs\//),
    ]);
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

  it('gives a scoped engine that searches its versions, the same one for the same versions', async () => {
    const fetchIndex = serveShards();
    const engine = createSearchEngine(SHARDS, fetchIndex);
    const scoped = engine.scoped(['6.x']);
    expect(engine.scoped(['6.x'])).toBe(scoped);
    expect(engine.scoped(['5.x'])).not.toBe(scoped);
    expect(scoped.currentVersion).toBe('6.x');
    const result = await scoped.query('redis');
    expect(result.hits.map((hit) => hit.url).sort()).toEqual([
      '/blog/redis',
      '/docs/redis',
    ]);
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });
});

describe('searchEngineFor', () => {
  it('gives every caller of the page the same engine for the same shards', () => {
    expect(searchEngineFor(SHARDS)).toBe(searchEngineFor({...SHARDS}));
    expect(searchEngineFor(SHARDS)).not.toBe(
      searchEngineFor({
        ...SHARDS,
        unversioned: '/search-index.unversioned.1111111111.json',
      }),
    );
  });
});
