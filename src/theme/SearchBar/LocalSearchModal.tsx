import {useEffect, useMemo, useState} from 'react';
import type {ReactNode} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
// Its styles (a CSS chunk of their own: src/plugins/main-bundle). Not '@docsearch/react/style', which
// re-exports them from a package marked free of side effects, so the bundler drops the import.
import '@docsearch/css';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import translations from '@theme/SearchTranslations';
import {useLocalSearch} from '@site/src/search/useLocalSearch';
import type {LocalSearch} from '@site/src/search/useLocalSearch';
import type {SearchEngine} from '@site/src/search/engine';
import {useDocSearch} from '@site/src/search/docsearch';
import {ModalSlot, useModalView} from '@site/src/search/docsearch/modalView';
import {searchPageLink} from '@site/src/search/searchPageQuery';
import VersionedHit from '@site/src/components/VersionedHit';
import {readerVersions} from '@site/src/search/engine/shards';
import styles from './LocalSearchModal.module.css';

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
// on /search by "See all"), each hit's version. Downloaded by ./index.tsx when search opens, with
// the engine (./index.tsx renders it only when the search-index plugin publishes shards).
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

/**
 * The results footer: "See all N results", N being what the /search page it opens shows: the
 * total of the query that page runs (src/components/LocalSearchPage), with the same version
 * filter. DocSearch's own count (`nbHits` in its context) adds up the answers to every query typed
 * since the modal opened (each prefix of a word is one), and counts every version. Shown once N is
 * known for this query (the engine has the index by then: a moment).
 */
function SeeAllResults({
  engine,
  searchPage,
  query,
  version,
  onClose,
}: {
  engine: SearchEngine;
  searchPage: string;
  query: string;
  version: string | undefined;
  onClose: () => void;
}): ReactNode {
  const [count, setCount] = useState<{query: string; total: number}>();
  useEffect(() => {
    let current = true;
    engine.query(query, {version, limit: 0}).then(
      ({total}) => current && setCount({query, total}),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [engine, query, version]);
  if (count?.query !== query) return null;
  return (
    <Link to={searchPageLink(searchPage, query, version)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: String(count.total)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * The modal answers from the docs version being read (and the blog, pages and API reference); this
 * row, under its results while a query is typed, says so and links to /search over every version,
 * whose indexes are downloaded only then.
 */
function SearchAllVersions({
  searchPage,
  searched,
  onClose,
}: {
  searchPage: string;
  searched: readonly string[];
  onClose: () => void;
}): ReactNode {
  const view = useModalView();
  if (!view.modal || !view.query) return null;
  return (
    <ModalSlot modal={view.modal} className={styles.slot}>
      <p className={styles.row} data-search-all-versions="">
        <span>
          Results from the {searched.join(', ')} docs, the blog, the pages and
          the API reference.
        </span>{' '}
        <Link
          to={searchPageLink(searchPage, view.query, undefined)}
          onClick={onClose}>
          Search all versions
        </Link>
      </p>
    </ModalSlot>
  );
}
