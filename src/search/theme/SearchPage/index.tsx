import {lazy, Suspense} from 'react';
import type {ReactNode} from 'react';
import {useLocalSearch} from '@site/src/search/useLocalSearch';
import LocalSearchPage from '@site/src/search/components/LocalSearchPage';

// Loaded only with a hosted index: its Algolia helper is a 25 KB (gzip) chunk the local page never uses.
const HostedSearchPage = lazy(() => import('@theme-init/SearchPage'));

// The theme's page builds its own hosted client; with the local index we render our own page.
export default function SearchPageWrapper(): ReactNode {
  const localSearch = useLocalSearch();
  if (localSearch) return <LocalSearchPage search={localSearch} />;
  return (
    <Suspense fallback={null}>
      <HostedSearchPage />
    </Suspense>
  );
}
