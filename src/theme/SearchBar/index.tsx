import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocalSearch} from '@site/src/search/useLocalSearch';
import VersionedHit from '@site/src/components/VersionedHit';

type Props = WrapperProps<typeof SearchBarType>;

// Hits already carry site-relative URLs; the theme's default transform expects absolute ones.
const keepUrls = <T,>(items: T[]): T[] => items;

export default function SearchBarWrapper(props: Props): ReactNode {
  const localSearch = useLocalSearch();
  if (!localSearch) {
    return <SearchBar {...props} />;
  }
  // The modal builds a hosted client from appId/apiKey; we hand it the local one instead.
  return (
    <SearchBar
      {...props}
      transformSearchClient={() => localSearch.client}
      transformItems={keepUrls}
      hitComponent={VersionedHit}
    />
  );
}
