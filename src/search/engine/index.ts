/**
 * The search engine of the page: one per build's set of index shards (./shards.ts) for the page's
 * lifetime, shared by the navbar's modal and the /search page, so each shard is fetched and parsed
 * once however often they mount. A search loads only the shards it needs: the unversioned one and
 * those of the docs versions it covers; when only some of those versions' shards arrive, it answers
 * from them and names the others. MiniSearch and the query code load with the first shard,
 * on the first query. A failed load is not kept: the next query tries again (the network may be
 * back).
 */
import type MiniSearch from 'minisearch';
import type {QueryOptions, QueryResult} from './query';
import type {IndexedRecord} from './records';
import type {SearchShards} from './shards';
import {onDemand} from '../../resilience/onDemand';
import type {OnDemand} from '../../resilience/onDemand';

export type {Hit, QueryOptions, QueryResult} from './query';
export type {SearchShards} from './shards';

export interface EngineQueryOptions extends QueryOptions {
  /**
   * The docs versions whose shards answer (the unversioned shard always does). By default the
   * `version` filter's, or every version without one.
   */
  versions?: readonly string[];
}

export interface EngineResult extends QueryResult {
  /**
   * Docs versions asked for whose shard could not be downloaded (offline, say): the hits are those
   * of the other versions. Absent when every shard came.
   */
  unavailableVersions?: string[];
}

/** What the modal's search client and the /search page ask of the engine. */
export interface SearchEngine {
  query(text: string, options?: EngineQueryOptions): Promise<EngineResult>;
}

/** The engine over the build's shards. */
export interface ShardedSearchEngine extends SearchEngine {
  /** The latest docs version: the one searched first outside the docs. */
  readonly currentVersion: string | null;
}

type Fetch = (
  url: string,
) => Promise<{ok: boolean; status: number; text(): Promise<string>}>;
type Index = MiniSearch<IndexedRecord>;

export function createSearchEngine(
  shards: SearchShards,
  fetchIndex: Fetch = (input) => fetch(input),
): ShardedSearchEngine {
  const code = onDemand(() =>
    Promise.all([import('./query'), import('./searchIndex')]),
  );
  const loaders = new Map<string, OnDemand<Index>>();
  const shard = (url: string): Promise<Index> => {
    let loader = loaders.get(url);
    if (!loader) {
      loader = onDemand(async () => {
        const [[, {loadSearchIndex}], response] = await Promise.all([
          code.load(),
          fetchIndex(url),
        ]);
        if (!response.ok)
          throw new Error(
            `Search index request failed with HTTP ${response.status}`,
          );
        return loadSearchIndex(await response.text());
      });
      loaders.set(url, loader);
    }
    return loader.load();
  };
  const query = async (
    text: string,
    options: EngineQueryOptions = {},
  ): Promise<EngineResult> => {
    const {versions, ...queryOptions} = options;
    const wanted = new Set(
      versions ??
        (options.version ? [options.version] : Object.keys(shards.byVersion)),
    );
    const versioned = [...wanted].flatMap((version) => {
      const url = shards.byVersion[version];
      return url === undefined ? [] : [{version, url}];
    });
    const [[{queryIndexes}], unversioned, settled] = await Promise.all([
      code.load(),
      shard(shards.unversioned),
      Promise.allSettled(versioned.map(({url}) => shard(url))),
    ]);
    const loaded = settled.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    const failure = settled.find((outcome) => outcome.status === 'rejected');
    // Some versions are better than none (offline, with only some shards kept); none is a failure.
    if (failure && loaded.length === 0) throw failure.reason;
    const result = queryIndexes([unversioned, ...loaded], text, queryOptions);
    const unavailableVersions = versioned
      .filter((_, position) => settled[position]?.status === 'rejected')
      .map(({version}) => version);
    return unavailableVersions.length > 0
      ? {...result, unavailableVersions}
      : result;
  };
  return {query, currentVersion: shards.currentVersion};
}

const engines = new Map<string, ShardedSearchEngine>();

/** The page's engine for this build's shards: created on first use, then always the same one. */
export function searchEngineFor(shards: SearchShards): ShardedSearchEngine {
  const key = JSON.stringify(shards);
  let engine = engines.get(key);
  if (!engine) {
    engine = createSearchEngine(shards);
    engines.set(key, engine);
  }
  return engine;
}
