/**
 * The MiniSearch set-up shared by the build (which serialises each index shard) and the browser
 * (which loads it): both sides must use the same options or the loaded index would not match. A
 * shard travels packed (./shardFormat.ts) and loads as the index the build made.
 */
import MiniSearch from 'minisearch';
import type {Options, SearchOptions} from 'minisearch';
import type {IndexedRecord} from './records';
import {packIndex, unpackIndex} from './shardFormat';
import type {PackedIndex} from './shardFormat';

export const INDEX_OPTIONS: Options<IndexedRecord> = {
  idField: 'objectID',
  fields: ['title', 'heading', 'text'],
  storeFields: [
    'url',
    'url_without_anchor',
    'anchor',
    'type',
    'hierarchy',
    'content',
    'version',
  ],
  extractField: (record, field) => {
    if (field === 'title') return record.hierarchy.lvl1;
    if (field === 'heading')
      return [record.hierarchy.lvl2, record.hierarchy.lvl3]
        .filter(Boolean)
        .join(' ');
    return (record as unknown as Record<string, string>)[field];
  },
  // Identifiers such as DB_ENGINE or REDIS_HOST stay one token, so their full name matches.
  tokenize: (text) => text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean),
};

export const SEARCH_OPTIONS: SearchOptions = {
  boost: {title: 3, heading: 2, text: 1},
  prefix: (term, index, terms) => index === terms.length - 1 || term.length > 3,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
};

export function buildSearchIndex(records: readonly IndexedRecord[]): string {
  const index = new MiniSearch<IndexedRecord>(INDEX_OPTIONS);
  index.addAll(records);
  return JSON.stringify(packIndex(index.toJSON()));
}

export function loadSearchIndex(serialised: string): MiniSearch<IndexedRecord> {
  return MiniSearch.loadJSON<IndexedRecord>(
    JSON.stringify(unpackIndex(JSON.parse(serialised) as PackedIndex)),
    INDEX_OPTIONS,
  );
}
