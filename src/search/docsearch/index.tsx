/**
 * The DocSearch seam: everything that adapts DocSearch's modal to this site, for the SearchBar
 * swizzle to spread on the theme's SearchBar. The search itself is the engine's (src/search/engine).
 */
import {useCallback, useState} from 'react';
import type {ReactNode} from 'react';
import type {SearchEngine} from '../engine';
import {installMemoryStorageWhereBlocked} from './memoryStorage';
import {createLocalSearchClient, trackHostedClient} from './client';
import {createSearchStore} from './store';
import SearchScreens from './SearchScreens';

// Hits already carry site-relative URLs; the theme's default transform expects absolute ones.
const keepUrls = <T,>(items: T[]): T[] => items;

interface SeamOptions {
  /** The page's engine with the local index; null with the hosted index. */
  engine: SearchEngine | null;
  /** The docs versions the local index searches (src/search/engine/shards.ts `readerVersions`). */
  versions?: readonly string[];
  /** The docs version being read, ranked first; none outside the docs. */
  preferredVersion: string | undefined;
}

export interface DocSearchSeam {
  props: {
    transformSearchClient: <Client extends object>(client: Client) => Client;
    transformItems?: <T>(items: T[]) => T[];
  };
  /** The modal's extra screens, rendered beside the search bar. */
  screens: ReactNode;
}

export function useDocSearch({
  engine,
  versions,
  preferredVersion,
}: SeamOptions): DocSearchSeam {
  const [store] = useState(() => {
    // DocSearch 4.7 reads storage unguarded (./memoryStorage.ts) as its modal renders,
    // which can be in this render (the modal is a child of the seam's user), so before it.
    if (typeof window !== 'undefined') installMemoryStorageWhereBlocked(window);
    return createSearchStore((error) =>
      console.warn('Search is unavailable:', error),
    );
  });
  // The modal builds a hosted client from appId/apiKey; locally it gets ours instead.
  const transformSearchClient = useCallback(
    <Client extends object>(client: Client): Client =>
      engine
        ? (createLocalSearchClient({
            engine,
            store,
            versions,
            preferredVersion,
          }) as unknown as Client)
        : (trackHostedClient(
            client as Client & {search(input: never): Promise<unknown>},
            store,
          ) as Client),
    [engine, store, versions, preferredVersion],
  );
  return {
    props: engine
      ? {transformSearchClient, transformItems: keepUrls}
      : {transformSearchClient},
    screens: <SearchScreens store={store} local={engine !== null} />,
  };
}
