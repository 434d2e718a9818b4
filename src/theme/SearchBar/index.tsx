import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useLocalSearch} from '@site/src/search/useLocalSearch';
import {createFailureTracker} from '@site/src/search/searchFailures';
import {capSearchInput} from '@site/src/search/queryLimit';
import {installMemoryStorageWhereBlocked} from '@site/src/resilience/memoryStorage';
import {createSuggestionRecorder} from '@site/src/search/searchSuggestions';
import type {SearchClientLike} from '@site/src/search/searchFailures';
import VersionedHit from '@site/src/components/VersionedHit';
import SearchUnavailable from '@site/src/components/SearchUnavailable';
import SearchScreens from '@site/src/components/SearchScreens';

type Props = WrapperProps<typeof SearchBarType>;

// Hits already carry site-relative URLs; the theme's default transform expects absolute ones.
const keepUrls = <T,>(items: T[]): T[] => items;

export default function SearchBarWrapper(props: Props): ReactNode {
  const localSearch = useLocalSearch();
  const [tracker] = useState(() => createFailureTracker((error) => console.warn('Search is unavailable:', error)));
  const [suggestions] = useState(createSuggestionRecorder);
  useEffect(() => {
    // After Docusaurus has made its own storage checks (and warned once): see the module.
    installMemoryStorageWhereBlocked(window);
    const onFocus = (event: FocusEvent) => capSearchInput(event.target);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  // The modal builds a hosted client from appId/apiKey; locally we hand it ours instead. Either
  // way failures are tracked, so the error screen stays up (src/search/searchFailures.ts), and
  // found pages are remembered as suggestions for a later "No results" screen.
  const transformSearchClient = <Client extends SearchClientLike>(client: Client): Client =>
    tracker.wrap(suggestions.wrap(localSearch ? (localSearch.client as unknown as Client) : client));
  const localProps = localSearch ? {transformItems: keepUrls, hitComponent: VersionedHit} : {};
  return (
    <>
      <SearchBar {...props} {...localProps} transformSearchClient={transformSearchClient} />
      <SearchUnavailable tracker={tracker} />
      <SearchScreens suggestions={suggestions} local={localSearch !== null} />
    </>
  );
}
