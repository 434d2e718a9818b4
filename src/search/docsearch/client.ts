/**
 * The one place that speaks DocSearch's wire format. DocSearch's modal only talks to a search client
 * shaped like Algolia's (`transformSearchClient`); this one answers each request from the page's
 * search engine (src/search/engine) in the response shape DocSearch reads (results[].hits with
 * _highlightResult/_snippetResult, nbHits, queryID), and records every search's outcome in the store.
 */
import type {SearchEngine} from '../engine';
import type {SearchStore} from './store';
import {suggestionsFrom} from './suggestions';
import type {DocSearchHit, HitParams} from './hits';

export interface SearchParams extends HitParams {
  query?: string;
  hitsPerPage?: number;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
  params?: SearchParams;
}

export interface SearchResponse {
  results: {
    hits: DocSearchHit[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    processingTimeMS: number;
    exhaustiveNbHits: boolean;
    query: string;
    params: string;
    index: string;
    queryID?: string;
  }[];
}

export interface LocalSearchClient {
  search(
    input: {requests: SearchRequest[]} | SearchRequest[],
  ): Promise<SearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {
    algoliaAgent: {
      value: string;
      add(options: {segment: string; version?: string}): void;
    };
  };
  appId: string;
}

export interface ClientOptions {
  engine: SearchEngine;
  store: SearchStore;
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

/** The first `limit` hits, in order, with at most `perGroup` of each `hierarchy.lvl0`. */
export function spreadOverGroups<T extends {hierarchy: {lvl0: string}}>(
  hits: readonly T[],
  perGroup: number,
  limit: number,
): T[] {
  const counts = new Map<string, number>();
  const kept: T[] = [];
  for (const hit of hits) {
    if (kept.length >= limit) break;
    const count = counts.get(hit.hierarchy.lvl0) ?? 0;
    if (count >= perGroup) continue;
    counts.set(hit.hierarchy.lvl0, count + 1);
    kept.push(hit);
  }
  return kept;
}

function requestsOf<Request>(
  input: {requests?: Request[]} | Request[] | null | undefined,
): Request[] {
  return Array.isArray(input) ? input : (input?.requests ?? []);
}

function emptyResult(
  request: SearchRequest,
  query: string,
): SearchResponse['results'][number] {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName,
  };
}

async function answer(
  engine: SearchEngine,
  request: SearchRequest,
  preferredVersion: string | undefined,
): Promise<SearchResponse['results'][number]> {
  const params: SearchParams = {...request, ...request.params};
  const started = performance.now();
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  // Hit shaping loads with the first answer, as the engine's query code does: not on every page.
  const [result, {toDocSearchHit}] = await Promise.all([
    engine.query(typeof params.query === 'string' ? params.query : '', {
      preferredVersion,
      limit: hitsPerPage * MODAL_HITS_PER_GROUP,
    }),
    import('./hits'),
  ]);
  return {
    ...emptyResult(request, result.query),
    hits: spreadOverGroups(result.hits, MODAL_HITS_PER_GROUP, hitsPerPage).map(
      (hit) => toDocSearchHit(hit, params),
    ),
    nbHits: result.total,
    nbPages: result.total > 0 ? 1 : 0,
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    queryID: `local-${Date.now().toString(36)}`,
  };
}

export function createLocalSearchClient({
  engine,
  store,
  preferredVersion,
}: ClientOptions): LocalSearchClient {
  return {
    appId: 'local',
    transporter: {
      algoliaAgent: {value: 'receipt-wrangler-local-search', add: () => {}},
    },
    addAlgoliaAgent: () => {},
    async search(input) {
      const requests = requestsOf(input);
      store.started();
      try {
        const results = await Promise.all(
          requests.map((request) => answer(engine, request, preferredVersion)),
        );
        store.answered(suggestionsFrom({results}));
        return {results};
      } catch (error: unknown) {
        store.failed(error);
        return {
          results: requests.map((request) =>
            emptyResult(request, request.query ?? request.params?.query ?? ''),
          ),
        };
      }
    },
  };
}

interface HostedClient {
  search(input: never): Promise<unknown>;
}

/**
 * Algolia's own client (hosted mode) with its outcomes recorded in the store the same way. Only
 * `search` is replaced; a Proxy keeps every other member (getters and closures included) the
 * client's own, as DocSearch calls more of it than `search`.
 */
export function trackHostedClient<Client extends HostedClient>(
  client: Client,
  store: SearchStore,
): Client {
  const search = async (input: never): Promise<unknown> => {
    store.started();
    try {
      const response = await client.search(input);
      store.answered(suggestionsFrom(response));
      return response;
    } catch (error: unknown) {
      store.failed(error);
      const requests = requestsOf(
        input as {requests?: SearchRequest[]} | SearchRequest[] | null,
      );
      return {
        results: requests.map((request) =>
          emptyResult(request, request.query ?? request.params?.query ?? ''),
        ),
      };
    }
  };
  return new Proxy(client, {
    get: (target, key, receiver) =>
      key === 'search' ? search : Reflect.get(target, key, receiver),
  });
}
