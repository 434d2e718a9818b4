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
import {MAX_ALTERNATIVES, alternativeQueries} from './synonyms';

export interface Hit extends SearchRecord {
  /** Words to highlight in this hit, longest first: the index's matched terms and the query's words. */
  terms: string[];
}

export interface QueryOptions {
  /** Only hits of this docs version (plus the blog and pages): the /search page's filter. */
  version?: string;
  /** Hits of this docs version (the one being read) first (`rankByVersion`). */
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
  /**
   * When no hit has every word of the query: the query in the docs' own words (./synonyms.ts) for
   * each rewording that has such hits, to offer the reader. Empty otherwise.
   */
  suggestions: string[];
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
  const suggestions =
    query && results.length === 0
      ? alternativeQueries(query)
          .filter(
            (alternative) =>
              searchAll(indexes, alternative, {...SEARCH_OPTIONS, filter})
                .length > 0,
          )
          .slice(0, MAX_ALTERNATIVES)
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
  return {query, hits, total: ranked.length, suggestions};
}

/**
 * Search ranks the docs version being read first: a reader on a 5.x page wants the 5.x page, not the
 * same page of another version. Hits of `preferredVersion` come first, in score order; then what
 * belongs to no version (the blog, the site's pages, the API reference), then the other versions,
 * each in score order. DocSearch groups hits by hierarchy.lvl0 ("Docs 5.x", "API reference",
 * "Docs 6.x", "Blog"…) in the order the groups first appear, so the reader's version is the first
 * group and the others follow, labelled. With no preferred version (outside the docs) the order is
 * the score order.
 */
export function rankByVersion<T extends {version?: string | null}>(
  results: readonly T[],
  preferredVersion: string | undefined,
): T[] {
  if (!preferredVersion) return [...results];
  const preferred = results.filter(
    (result) => result.version === preferredVersion,
  );
  const unversioned = results.filter((result) => result.version == null);
  const others = results.filter(
    (result) => result.version != null && result.version !== preferredVersion,
  );
  return [...preferred, ...unversioned, ...others];
}
