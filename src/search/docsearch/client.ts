/**
 * The one place that speaks DocSearch's wire format. DocSearch's modal only talks to a search client
 * shaped like Algolia's (`transformSearchClient`); this one answers each request from the page's
 * search engine (src/search/engine) in the response shape DocSearch reads (results[].hits with
 * _highlightResult/_snippetResult, nbHits, queryID), and records every search's outcome in the
 * store, as it does for Algolia's own client with a hosted index.
 */
import type {SearchEngine} from '../engine';
import type {SearchStore} from './store';
import type {DocSearchHit, HitParams} from './hits';

export interface SearchParams extends HitParams {
  query?: string;
  hitsPerPage?: number;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams;
}

/** The part of Algolia's response DocSearch 4.7 reads (its modal reads no paging or timing fields). */
export interface SearchResponse {
  results: {
    hits: DocSearchHit[];
    nbHits: number;
    query: string;
    index: string;
    queryID?: string;
    /** Ours, not Algolia's: the query in the docs' own words, when it found nothing (src/search/engine/synonyms.ts). */
    suggestedQueries?: string[];
  }[];
}

type SearchInput = {requests: SearchRequest[]} | SearchRequest[];
const requestsOf = (input: SearchInput): SearchRequest[] =>
  (Array.isArray(input) ? input : input?.requests) ?? [];

export interface ClientOptions {
  engine: SearchEngine;
  store: SearchStore;
  /** The docs versions searched (src/search/engine/shards.ts `readerVersions`); by default all. */
  versions?: readonly string[];
  /** The docs version being read: its hits first. */
  preferredVersion?: string;
}

const DEFAULT_HITS_PER_PAGE = 20;
/**
 * DocSearch's modal shows at most this many hits of each group (`maxResultsPerGroup`, default 5).
 * The answer holds at most as many of each, so one large group (the docs version being read) does
 * not push every other group (the API reference, the blog) out of the modal.
 */
export const MODAL_HITS_PER_GROUP = 5;
/** Suggested queries for the "No results" screen, under "Try searching for". */
const MAX_SUGGESTIONS = 3;

interface HitLike {
  hierarchy?: {lvl0?: string | null; lvl1?: string | null};
}

interface ResultLike {
  hits?: HitLike[];
  suggestedQueries?: string[];
}

/** The first `limit` hits, in order, with at most `perGroup` of each `hierarchy.lvl0`. */
export function spreadOverGroups<T extends HitLike>(
  hits: readonly T[],
  perGroup: number,
  limit: number,
): T[] {
  const counts = new Map<string, number>();
  const kept: T[] = [];
  for (const hit of hits) {
    if (kept.length >= limit) break;
    const group = hit.hierarchy?.lvl0 ?? '';
    const count = counts.get(group) ?? 0;
    if (count >= perGroup) continue;
    counts.set(group, count + 1);
    kept.push(hit);
  }
  return kept;
}

/**
 * What to suggest on "No results": the query in the docs' own words when the engine found one that
 * finds something ("smtp" → "IMAP", "system email"); otherwise the distinct page titles of the hits
 * the modal showed, in ranking order, empty when nothing was found. Titles that differ only in case
 * ("PostgreSQL" in 6.x, "postgresql" in 5.x) are one suggestion. DocSearch means to offer the
 * headings of earlier results, but 4.7 stores them with an object spread, so its list is never an
 * array and never shows.
 */
export function suggestionsFrom(response: unknown): string[] {
  const result = (response as {results?: ResultLike[]} | null)?.results?.[0];
  if (result?.suggestedQueries?.length)
    return result.suggestedQueries.slice(0, MAX_SUGGESTIONS);
  const hits = result?.hits ?? [];
  const byKey = new Map<string, string>();
  for (const hit of spreadOverGroups(hits, MODAL_HITS_PER_GROUP, Infinity)) {
    const title = hit.hierarchy?.lvl1?.trim();
    if (title && !byKey.has(title.toLowerCase()))
      byKey.set(title.toLowerCase(), title);
  }
  return [...byKey.values()].slice(0, MAX_SUGGESTIONS);
}

function emptyResult(
  request: SearchRequest,
): SearchResponse['results'][number] {
  return {
    hits: [],
    nbHits: 0,
    query: request.query ?? request.params?.query ?? '',
    index: request.indexName,
  };
}

/**
 * `search` with its outcome recorded in the store. It never rejects: a failure answers with no
 * hits (see ./store.ts for why).
 */
function recorded<Response>(
  store: SearchStore,
  search: (input: SearchInput) => Promise<Response>,
): (input: SearchInput) => Promise<Response | SearchResponse> {
  return async (input) => {
    store.started();
    try {
      const response = await search(input);
      store.answered(suggestionsFrom(response));
      return response;
    } catch (error: unknown) {
      store.failed(error);
      return {results: requestsOf(input).map(emptyResult)};
    }
  };
}

async function answer(
  request: SearchRequest,
  {engine, versions, preferredVersion}: ClientOptions,
): Promise<SearchResponse['results'][number]> {
  const params: SearchParams = {...request, ...request.params};
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  // Hit shaping loads with the first answer, as the engine's query code does: not on every page.
  const [result, {toDocSearchHit}] = await Promise.all([
    engine.query(params.query ?? '', {
      versions,
      preferredVersion,
      limit: hitsPerPage * MODAL_HITS_PER_GROUP,
    }),
    import('./hits'),
  ]);
  return {
    ...emptyResult(request),
    query: result.query,
    hits: spreadOverGroups(result.hits, MODAL_HITS_PER_GROUP, hitsPerPage).map(
      (hit) => toDocSearchHit(hit, params),
    ),
    nbHits: result.total,
    queryID: `local-${Date.now().toString(36)}`,
    suggestedQueries: result.suggestions,
  };
}

/** Shaped like Algolia's client where DocSearch calls it: `search`, the user agent, `appId`. */
export function createLocalSearchClient(options: ClientOptions) {
  return {
    appId: 'local',
    transporter: {
      algoliaAgent: {value: 'receipt-wrangler-local-search', add: () => {}},
    },
    addAlgoliaAgent: () => {},
    search: recorded(options.store, async (input) => ({
      results: await Promise.all(
        requestsOf(input).map((request) => answer(request, options)),
      ),
    })),
  };
}

/**
 * Algolia's own client (hosted mode) with its outcomes recorded in the store the same way. Only
 * `search` is replaced; a Proxy keeps every other member (getters and closures included) the
 * client's own, as DocSearch calls more of it than `search`.
 */
export function trackHostedClient<
  Client extends {search(input: never): Promise<unknown>},
>(client: Client, store: SearchStore): Client {
  const search = recorded(store, (input) => client.search(input as never));
  return new Proxy(client, {
    get: (target, key, receiver) =>
      key === 'search' ? search : Reflect.get(target, key, receiver),
  });
}
