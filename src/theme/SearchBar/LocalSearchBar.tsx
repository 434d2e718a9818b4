import {useCallback} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {searchPageLink} from '@site/src/search/searchPageQuery';
import {useLocalSearch} from '@site/src/search/useLocalSearch';
import {useDocSearch} from '@site/src/search/docsearch';
import VersionedHit from '@site/src/components/VersionedHit';
import SearchAllVersions from '@site/src/components/SearchAllVersions';
import {readerVersions} from '@site/src/search/engine/shards';
import {closeSearchEvent} from '@site/src/search/docsearch/shortcut';

type Props = WrapperProps<typeof SearchBarType>;

// The footer is given no close callback.
function closeModal(): void {
  window.dispatchEvent(closeSearchEvent());
}

/** The theme's "See all N results" link, with the docs version being read preselected on /search. */
function useResultsFooter(version: string | undefined) {
  const {siteConfig} = useDocusaurusContext();
  const searchPagePath = (
    siteConfig.themeConfig.algolia as
      {searchPagePath?: string | false} | undefined
  )?.searchPagePath;
  const base = searchPagePath ? `${siteConfig.baseUrl}${searchPagePath}` : null;
  return useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) =>
      base ? (
        <Link
          to={searchPageLink(base, state.query, version)}
          onClick={closeModal}>
          <Translate
            id="theme.SearchBar.seeAll"
            values={{count: String(state.context.nbHits ?? 0)}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      ) : null,
    [base, version],
  );
}

// Hands DocSearch the page's local engine through the seam in src/search/docsearch. Loaded by
// ./index.tsx when the reader reaches for search.
export default function SearchBarWrapper(props: Props): ReactNode {
  const localSearch = useLocalSearch();
  // The docs version of the page being read; none outside the docs (src/search/engine/versionRanking.ts).
  const version = useActiveDocContext(undefined).activeVersion?.name;
  const resultsFooterComponent = useResultsFooter(version);
  // The modal answers from the reader's version; the others wait for "Search all versions".
  const searched = localSearch
    ? readerVersions(localSearch.engine, version)
    : [];
  const seam = useDocSearch({
    engine: localSearch?.engine.scoped(searched) ?? null,
    preferredVersion: version,
  });
  const hitProps = localSearch ? {hitComponent: VersionedHit} : {};
  return (
    <>
      <SearchBar
        {...props}
        {...seam.props}
        {...hitProps}
        resultsFooterComponent={resultsFooterComponent}
      />
      {seam.screens}
      {localSearch ? (
        <SearchAllVersions
          searched={searched}
          versions={localSearch.versions}
          onNavigate={closeModal}
        />
      ) : null}
    </>
  );
}
