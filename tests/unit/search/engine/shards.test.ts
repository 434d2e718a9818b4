import {describe, expect, it} from 'vitest';
import {
  SEARCH_INDEX_FILE,
  UNVERSIONED_SHARD,
  readerVersions,
  shardFileName,
  shardOfFile,
  splitIntoShards,
} from '../../../../src/search/engine/shards';
import type {SearchShards} from '../../../../src/search/engine/shards';

const SHARDS: SearchShards = {
  unversioned: '/search-index.unversioned.aaaaaaaaaa.json',
  byVersion: {
    '6.x': '/search-index.6.x.bbbbbbbbbb.json',
    '5.x': '/search-index.5.x.cccccccccc.json',
  },
  currentVersion: '6.x',
};

describe('search index shards', () => {
  it('groups records by docs version, the rest in the unversioned shard', () => {
    const records = [
      {id: 1, version: '6.x'},
      {id: 2, version: null},
      {id: 3, version: '5.x'},
      {id: 4, version: '6.x'},
    ];
    expect([...splitIntoShards(records)]).toEqual([
      ['6.x', [records[0], records[3]]],
      [UNVERSIONED_SHARD, [records[1]]],
      ['5.x', [records[2]]],
    ]);
  });

  it('names each file after its shard and hash, and reads the shard back', () => {
    expect(shardFileName('6.x', '0123456789')).toBe(
      'search-index.6.x.0123456789.json',
    );
    expect(shardFileName('next/2', '0123456789')).toBe(
      'search-index.next-2.0123456789.json',
    );
    expect(shardOfFile('search-index.6.x.0123456789.json')).toBe('6.x');
    expect(shardOfFile('search-index.unversioned.0123456789.json')).toBe(
      UNVERSIONED_SHARD,
    );
    for (const other of [
      'search-index.0123456789.json',
      'search-index.6.x.json',
      'docs/search-index.6.x.0123456789.json',
      'search-index.6.x.0123456789.json.map',
    ]) {
      expect(SEARCH_INDEX_FILE.test(other), other).toBe(false);
      expect(shardOfFile(other), other).toBeNull();
    }
  });

  it("searches the page's version first, the latest outside the docs", () => {
    expect(readerVersions(SHARDS, '5.x')).toEqual(['5.x']);
    expect(readerVersions(SHARDS, undefined)).toEqual(['6.x']);
    expect(readerVersions({currentVersion: null}, undefined)).toEqual([]);
  });
});
