import type {ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import {useLocalSearch} from '@site/src/search/useLocalSearch';
import LocalSearchPage from '@site/src/components/LocalSearchPage';

// The theme's page builds its own hosted client; with the local index we render our own page.
export default function SearchPageWrapper(): ReactNode {
  const localSearch = useLocalSearch();
  return localSearch ? <LocalSearchPage search={localSearch} /> : <SearchPage />;
}
