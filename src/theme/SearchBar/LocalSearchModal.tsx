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
import {useLocalSearch} from '@site/src/search/useLocalSearch';
import {useDocSearch} from '@site/src/search/docsearch';
import VersionedHit from '@site/src/components/VersionedHit';
import SeeAllResults from '@site/src/components/SeeAllResults';
import SearchAllVersions from '@site/src/components/SearchAllVersions';
import {readerVersions} from '@site/src/search/engine/shards';

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
// on /search by "See all"), each hit's version. Downloaded by ./index.tsx when search opens.
export default function LocalSearchModal({
  initialQuery,
  onClose,
}: LocalSearchModalProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey, indexName, searchPagePath} = siteConfig.themeConfig
    .algolia as AlgoliaConfig;
  const localSearch = useLocalSearch();
  // The docs version of the page being read; none outside the docs (src/search/engine/versionRanking.ts).
  const pageVersion = useActiveDocContext(undefined).activeVersion?.name;
  // The modal answers from the reader's version (the latest outside the docs) and the unversioned
  // shard; the others wait for "Search all versions".
  const searched = useMemo(
    () => (localSearch ? readerVersions(localSearch.engine, pageVersion) : []),
    [localSearch, pageVersion],
  );
  const version = searched[0];
  const engine = localSearch?.engine ?? null;
  const seam = useDocSearch({
    engine,
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
      engine && searchPage
        ? ({state}: {state: {query: string}}) => (
            <SeeAllResults
              engine={engine}
              searchPage={searchPage}
              query={state.query}
              version={version}
              onClose={onClose}
            />
          )
        : undefined,
    [engine, searchPage, version, onClose],
  );
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
      {localSearch ? (
        <SearchAllVersions
          searched={searched}
          versions={localSearch.versions}
          onNavigate={onClose}
        />
      ) : null}
    </>
  );
}
