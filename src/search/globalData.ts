import type {SearchShards} from './engine/shards';

/**
 * What the search-index plugin (src/search/plugin) publishes as global data, read in the
 * browser by the search bar and the /search page (`usePluginData('search-index')`).
 */
export interface SearchIndexGlobalData {
  /** Null with the hosted index. */
  shards: SearchShards | null;
  /** Every docs version, latest first. */
  versions: string[];
}
