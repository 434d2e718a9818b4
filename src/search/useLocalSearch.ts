/** The one React hook of src/search: the page's search engine when the site searches locally. */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from './globalData';
import {searchEngineFor} from './engine';
import type {ShardedSearchEngine} from './engine';

export interface LocalSearch {
  /** Answers from every docs version's shard unless told which (src/search/engine/shards.ts). */
  engine: ShardedSearchEngine;
  /** The docs versions, latest first. */
  versions: string[];
}

export function useLocalSearch(): LocalSearch | null {
  const data = usePluginData('search-index') as
    SearchIndexGlobalData | undefined;
  const shards = data?.shards ?? null;
  const versions = data?.versions;
  // searchEngineFor gives the same engine for the same shards, so every mount shares them.
  return useMemo(
    () =>
      shards
        ? {engine: searchEngineFor(shards), versions: versions ?? []}
        : null,
    [shards, versions],
  );
}
