import {useMemo, useState} from 'react';
import type {ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
// Its styles (a CSS chunk of their own: src/plugins/main-bundle). Not '@docsearch/react/style', which
// re-exports them from a package marked free of side effects, so the bundler drops the import.
import '@docsearch/css';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import translations from '@theme/SearchTranslations';
import {useLocalSearch} from '../useLocalSearch';
import type {LocalSearch} from '../useLocalSearch';
import VersionedHit from '@site/src/search/components/VersionedHit';
import {readerVersions} from '../engine/shards';
import {useDocSearch} from './index';
import {SearchAllVersions, SeeAllResults} from './SearchPageLinks';

export interface LocalSearchModalProps {
  initialQuery: string;
  onClose: () => void;
}

interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  searchPagePath?: string | false;
}

const ignoreAskAi = (): void => undefined;

// DocSearch's modal over the page's local engine (the seam in src/search/docsearch), with what
// needs Docusaurus: in-app navigation, the docs version being read (ranked first, and preselected
// on /search by "See all"), each hit's version. Downloaded by ./LocalSearchBar.tsx when search
// opens, with the engine (the SearchBar swizzle renders that bar only when the search-index plugin
// publishes shards).
export default function LocalSearchModal(
  props: LocalSearchModalProps,
): ReactNode {
  const search = useLocalSearch();
  return search ? <SearchModal search={search} {...props} /> : null;
}

function SearchModal({
  search,
  initialQuery,
  onClose,
}: LocalSearchModalProps & {search: LocalSearch}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey, indexName, searchPagePath} = siteConfig.themeConfig
    .algolia as AlgoliaConfig;
  // The docs version of the page being read; none outside the docs (src/search/engine/query.ts `rankByVersion`).
  const pageVersion = useActiveDocContext(undefined).activeVersion?.name;
  // The modal answers from the reader's version (the latest outside the docs) and the unversioned
  // shard; the others wait for "Search all versions".
  const searched = useMemo(
    () => readerVersions(search.engine, pageVersion),
    [search, pageVersion],
  );
  const version = searched[0];
  const seam = useDocSearch({
    engine: search.engine,
    versions: searched,
    preferredVersion: pageVersion,
  });
  const history = useHistory();
  const [navigator] = useState(() => ({
    navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl),
  }));
  const searchPage = searchPagePath
    ? `${siteConfig.baseUrl}${searchPagePath}`
    : null;
  const resultsFooterComponent = useMemo(
    () =>
      searchPage
        ? ({state}: {state: {query: string}}) => (
            <SeeAllResults
              engine={search.engine}
              searchPage={searchPage}
              query={state.query}
              version={version}
              onClose={onClose}
            />
          )
        : undefined,
    [search, searchPage, version, onClose],
  );
  const others = search.versions.filter((name) => !searched.includes(name));
  return (
    <>
      <DocSearchModal
        appId={appId}
        apiKey={apiKey}
        indexName={indexName}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onClose}
        onAskAiToggle={ignoreAskAi}
        navigator={navigator}
        hitComponent={VersionedHit}
        resultsFooterComponent={resultsFooterComponent}
        placeholder={translations.modal?.searchBox?.placeholderText}
        translations={translations.modal}
        insights={false}
        {...seam.props}
      />
      {seam.screens}
      {searchPage && others.length > 0 ? (
        <SearchAllVersions
          searchPage={searchPage}
          searched={searched}
          onClose={onClose}
        />
      ) : null}
    </>
  );
}
