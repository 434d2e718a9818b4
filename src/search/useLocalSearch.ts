/** The one React hook of src/search: the page's search engine when the site searches locally. */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '../plugins/search-index';
import {searchEngineFor} from './engine';
import type {SearchEngine} from './engine';

export interface LocalSearch {
  engine: SearchEngine;
  versions: string[];
}

export function useLocalSearch(): LocalSearch | null {
  const data = usePluginData('search-index') as
    SearchIndexGlobalData | undefined;
  const indexUrl = data?.indexUrl ?? null;
  const versions = data?.versions;
  // searchEngineFor gives the same engine for the same address, so every mount shares one index.
  return useMemo(
    () =>
      indexUrl
        ? {engine: searchEngineFor(indexUrl), versions: versions ?? []}
        : null,
    [indexUrl, versions],
  );
}
