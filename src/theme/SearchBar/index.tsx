import {useCallback, useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {searchPageLink, withPreferredVersion} from '@site/src/search/versionRanking';
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

/** DocSearch closes on Escape (useDocSearchKeyboardEvents); the footer is given no close callback. */
function closeModal(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', code: 'Escape'}));
}

/** The theme's "See all N results" link, with the docs version being read preselected on /search. */
function useResultsFooter(version: string | undefined) {
  const {siteConfig} = useDocusaurusContext();
  const searchPagePath = (siteConfig.themeConfig.algolia as {searchPagePath?: string | false} | undefined)?.searchPagePath;
  const base = searchPagePath ? `${siteConfig.baseUrl}${searchPagePath}` : null;
  return useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) =>
      base ? (
        <Link to={searchPageLink(base, state.query, version)} onClick={closeModal}>
          <Translate id="theme.SearchBar.seeAll" values={{count: String(state.context.nbHits ?? 0)}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      ) : null,
    [base, version],
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const localSearch = useLocalSearch();
  // The docs version of the page being read; none outside the docs (src/search/versionRanking.ts).
  const version = useActiveDocContext(undefined).activeVersion?.name;
  const resultsFooterComponent = useResultsFooter(version);
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
    tracker.wrap(suggestions.wrap(localSearch ? (withPreferredVersion(localSearch.client, version) as unknown as Client) : client));
  const localProps = localSearch ? {transformItems: keepUrls, hitComponent: VersionedHit} : {};
  return (
    <>
      <SearchBar {...props} {...localProps} resultsFooterComponent={resultsFooterComponent} transformSearchClient={transformSearchClient} />
      <SearchUnavailable tracker={tracker} />
      <SearchScreens suggestions={suggestions} local={localSearch !== null} />
    </>
  );
}
