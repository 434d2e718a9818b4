/** The one React hook of src/search: hands the theme a local client when the site searches locally. */
import {useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '../plugins/search-index';
import {createLazyLocalSearchClient} from './lazyLocalSearchClient';
import type {LocalSearchClient} from './localSearchClient';

export interface LocalSearch {
  client: LocalSearchClient;
  versions: string[];
}

export function useLocalSearch(): LocalSearch | null {
  const data = usePluginData('search-index') as SearchIndexGlobalData | undefined;
  const indexUrl = data?.indexUrl ?? null;
  const versions = data?.versions;
  return useMemo(
    () =>
      indexUrl
        ? {client: createLazyLocalSearchClient(indexUrl), versions: versions ?? []}
        : null,
    [indexUrl, versions],
  );
}
