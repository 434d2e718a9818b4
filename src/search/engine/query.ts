/**
 * Answers a query from the loaded MiniSearch indexes (the shards a search needs, ./shards.ts):
 * matching, the version filter and ranking, and paging. Hits are the stored records as they are
 * (not escaped) plus the terms to highlight.
 */
import type MiniSearch from 'minisearch';
import type {SearchOptions, SearchResult} from 'minisearch';
import {SEARCH_OPTIONS} from './searchIndex';
import type {IndexedRecord, SearchRecord} from './records';
import {capQuery} from './queryLimit';
import {rankByVersion} from './versionRanking';

export interface Hit extends SearchRecord {
  /** Words to highlight in this hit, longest first: the index's matched terms and the query's words. */
  terms: string[];
}

export interface QueryOptions {
  /** Only hits of this docs version (plus the blog and pages): the /search page's filter. */
  version?: string;
  /** Hits of this docs version (the one being read) first (./versionRanking.ts). */
  preferredVersion?: string;
  /** At most this many hits (default 20). */
  limit?: number;
}

export interface QueryResult {
  /** The text searched for: capped and trimmed. */
  query: string;
  hits: Hit[];
  /** Every match, not only the hits returned. */
  total: number;
}

const DEFAULT_LIMIT = 20;

/**
 * Every index's matches, in score order (a stable sort: one index keeps MiniSearch's own order).
 * The words must all match, in any index; only when none matches all of them anywhere do hits
 * with some of the words count, as with one index.
 */
function searchAll(
  indexes: readonly MiniSearch<IndexedRecord>[],
  query: string,
  options: SearchOptions,
): SearchResult[] {
  return indexes
    .flatMap((index) => index.search(query, options))
    .sort((a, b) => b.score - a.score);
}

export function queryIndexes(
  indexes: readonly MiniSearch<IndexedRecord>[],
  text: string,
  options: QueryOptions = {},
): QueryResult {
  const query = capQuery(text).trim();
  const {version, preferredVersion, limit = DEFAULT_LIMIT} = options;
  const filter = version
    ? (result: SearchResult) =>
        result.version === version || result.version === null
    : undefined;
  let results = query
    ? searchAll(indexes, query, {...SEARCH_OPTIONS, filter})
    : [];
  if (query && results.length === 0) {
    results = searchAll(indexes, query, {
      ...SEARCH_OPTIONS,
      combineWith: 'OR',
      filter,
    });
  }
  const ranked = rankByVersion(
    results as (SearchResult & {version?: string | null})[],
    preferredVersion,
  );
  const queryTerms = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const hits = ranked
    .slice(0, limit)
    // What MiniSearch adds to the stored record (score, match, its query terms) is dropped.
    .map(
      ({id, score: _s, match: _m, queryTerms: _q, terms, ...stored}): Hit => ({
        ...(stored as Omit<SearchRecord, 'objectID'>),
        objectID: String(id),
        terms: [...new Set([...terms, ...queryTerms])].sort(
          (a, b) => b.length - a.length,
        ),
      }),
    );
  return {query, hits, total: ranked.length};
}
