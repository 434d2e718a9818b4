import {describe, expect, it} from 'vitest';
import MiniSearch from 'minisearch';
import {
  INDEX_OPTIONS,
  buildSearchIndex,
  loadSearchIndex,
} from '../../../../src/search/engine/searchIndex';
import {
  packIndex,
  unpackIndex,
} from '../../../../src/search/engine/shardFormat';
import type {PackedIndex} from '../../../../src/search/engine/shardFormat';
import type {IndexedRecord} from '../../../../src/search/engine/records';
import {recordsOf} from '../buildIndex';

const records: IndexedRecord[] = recordsOf([
  {
    permalink: '/docs/configuration/environment-variables',
    title: 'Environment Variables',
    lvl0: 'Docs 6.x',
    version: '6.x',
    markdown:
      'Intro text.\n\n## Database\n\nSet DB_ENGINE to postgresql.\n\n### SQLite\n\nDB_FILENAME names the file.\n\n## Redis\n\nREDIS_HOST and REDIS_PORT.',
  },
  {
    permalink: '/blog/six',
    title: 'Receipt Wrangler 6.0',
    lvl0: 'Blog',
    version: null,
    markdown: 'Redis is now required.',
  },
]);

function built(): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>(INDEX_OPTIONS);
  index.addAll(records);
  return index;
}

describe('the shard format', () => {
  it("unpacks to MiniSearch's own JSON of the index, value for value", () => {
    const plain = built().toJSON();
    expect(unpackIndex(packIndex(plain))).toEqual(plain);
  });

  it('loads as an index that answers like the one built', () => {
    const index = built();
    const loaded = loadSearchIndex(buildSearchIndex(records));
    for (const query of ['redis', 'db_filename', 'database sqlite', 'six']) {
      expect(loaded.search(query), query).toEqual(index.search(query));
    }
    expect(loaded.getStoredFields(records[1]?.objectID ?? '')).toEqual(
      index.getStoredFields(records[1]?.objectID ?? ''),
    );
  });

  it('is smaller than the JSON it packs', () => {
    expect(buildSearchIndex(records).length).toBeLessThan(
      JSON.stringify(built()).length,
    );
  });

  it('refuses an index it could not give back exactly', () => {
    const plain = built().toJSON();
    expect(() => packIndex({...plain, serializationVersion: 3})).toThrow(
      /serialization version 3/,
    );
    expect(() =>
      packIndex({
        ...plain,
        documentIds: {...plain.documentIds, 0: 'not-a-page-id'},
      }),
    ).toThrow(/would not load as the same index/);
    const index = built();
    index.discard(records[0]?.objectID ?? '');
    expect(() => packIndex(index.toJSON())).toThrow(/removed or missing/);
  });

  it('refuses a file of another format', () => {
    expect(() =>
      unpackIndex({
        ...(JSON.parse(buildSearchIndex(records)) as PackedIndex),
        format: 'other' as PackedIndex['format'],
      }),
    ).toThrow(/unknown shard format/);
  });
});
