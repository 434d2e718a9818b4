/**
 * Answers DocSearch's search-client calls from the local MiniSearch index, in the response shape
 * DocSearch reads (results[0].hits with _highlightResult/_snippetResult, nbHits, queryID), so the
 * DocSearch UI works with no account and no network.
 */
import type MiniSearch from 'minisearch';
import type {SearchResult} from 'minisearch';
import {SEARCH_OPTIONS} from './searchIndex';
import type {Hierarchy, IndexedRecord, SearchRecord} from './records';
import {MARK, escapeHtml, highlight, snippet} from './highlight';
import type {HighlightTags} from './highlight';

import {MAX_QUERY_LENGTH} from './limits';
import {rankByVersion} from './versionRanking';

export {MAX_QUERY_LENGTH};
const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 10;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  /** Our own filter, used by the /search page: only hits of this docs version (plus blog and pages). */
  version?: string;
  /** Our own ranking: hits of this docs version (the one being read) first (src/search/versionRanking.ts). */
  preferredVersion?: string;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface LocalHit extends SearchRecord {
  _highlightResult: {hierarchy: Record<keyof Hierarchy, HighlightValue>; content: HighlightValue};
  _snippetResult: {hierarchy: Record<keyof Hierarchy, {value: string}>; content: {value: string}};
}

export interface LocalSearchResponse {
  results: {
    hits: LocalHit[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    processingTimeMS: number;
    exhaustiveNbHits: boolean;
    query: string;
    params: string;
    index: string;
    queryID: string;
  }[];
}

export interface LocalSearchClient {
  search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<LocalSearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): void}};
  appId: string;
}

type IndexLoader = () => Promise<MiniSearch<IndexedRecord>>;

export function normaliseQuery(raw: unknown): string {
  return typeof raw === 'string' ? raw.slice(0, MAX_QUERY_LENGTH).trim() : '';
}

function snippetWords(attributes: readonly string[] | undefined, attribute: string): number {
  const entry = attributes?.find((item) => item.startsWith(`${attribute}:`));
  const words = entry ? Number.parseInt(entry.split(':')[1] ?? '', 10) : Number.NaN;
  return Number.isFinite(words) && words > 0 ? words : DEFAULT_SNIPPET_WORDS;
}

function toHit(result: SearchResult, terms: string[], params: SearchParams): LocalHit {
  const record = result as unknown as SearchRecord;
  const tags: HighlightTags = {pre: params.highlightPreTag ?? MARK.pre, post: params.highlightPostTag ?? MARK.post};
  const ellipsis = params.snippetEllipsisText ?? '…';
  const mark = (text: string | null): HighlightValue => {
    const value = highlight(text ?? '', terms, tags);
    const matchedWords = terms.filter((term) => (text ?? '').toLowerCase().includes(term));
    return {value, matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial', matchedWords};
  };
  const hierarchyHighlight = Object.fromEntries(LEVELS.map((level) => [level, mark(record.hierarchy[level])])) as Record<keyof Hierarchy, HighlightValue>;
  const hierarchySnippet = Object.fromEntries(
    LEVELS.map((level) => [level, {value: snippet(record.hierarchy[level] ?? '', terms, snippetWords(params.attributesToSnippet, `hierarchy.${level}`), ellipsis, tags)}]),
  ) as Record<keyof Hierarchy, {value: string}>;
  return {
    objectID: String(result.id),
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    type: record.type,
    // DocSearch saves recent/favourite hits without the highlight fields and later renders these raw
    // fields with innerHTML, so they are stored escaped (DEPENDENCIES pitfall 4c).
    hierarchy: Object.fromEntries(LEVELS.map((level) => [level, escapeNullable(record.hierarchy[level])])) as unknown as Hierarchy,
    content: escapeNullable(record.content),
    version: record.version,
    _highlightResult: {hierarchy: hierarchyHighlight, content: mark(record.content)},
    _snippetResult: {
      hierarchy: hierarchySnippet,
      content: {value: snippet(record.content ?? '', terms, snippetWords(params.attributesToSnippet, 'content'), ellipsis, tags)},
    },
  };
}

function escapeNullable(text: string | null): string | null {
  return text === null ? null : escapeHtml(text);
}

export function searchIndex(
  index: MiniSearch<IndexedRecord>,
  request: SearchRequest,
): LocalSearchResponse['results'][number] {
  const started = performance.now();
  const params: SearchParams = {...request, ...request.params};
  const query = normaliseQuery(params.query);
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const filter = params.version
    ? (result: SearchResult) => result.version === params.version || result.version === null
    : undefined;
  let results = query ? index.search(query, {...SEARCH_OPTIONS, filter}) : [];
  if (query && results.length === 0) {
    results = index.search(query, {...SEARCH_OPTIONS, combineWith: 'OR', filter});
  }
  results = rankByVersion(results as (SearchResult & {version?: string | null})[], params.preferredVersion);
  const queryTerms = query.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
  const hits = results.slice(0, hitsPerPage).map((result) => {
    const terms = [...new Set([...result.terms, ...queryTerms])].sort((a, b) => b.length - a.length);
    return toHit(result, terms, params);
  });
  return {
    hits,
    nbHits: results.length,
    page: 0,
    nbPages: results.length > 0 ? 1 : 0,
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName,
    queryID: `local-${Date.now().toString(36)}`,
  };
}

/** An error DocSearch treats as "unreachable", so it shows its network-error screen. */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super('Unreachable hosts - the search index could not be loaded. Check your network connection.');
    this.cause = cause;
  }
}

export function createLocalSearchClient(loadIndex: IndexLoader): LocalSearchClient {
  const agent = {value: 'receipt-wrangler-local-search', add: () => {}};
  return {
    appId: 'local',
    transporter: {algoliaAgent: agent},
    addAlgoliaAgent: () => {},
    async search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      let index: MiniSearch<IndexedRecord>;
      try {
        index = await loadIndex();
      } catch (error: unknown) {
        throw new IndexUnavailableError(error);
      }
      return {results: requests.map((request) => searchIndex(index, request))};
    },
  };
}
