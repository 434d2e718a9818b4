/**
 * The modal's rows that lead to the /search page (src/search/components/LocalSearchPage): "See all N
 * results" in its footer, and "Search all versions" under its results.
 */
import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {SearchEngine} from '../engine';
import {searchPageLink} from '../searchPageQuery';
import {ModalSlot, useModalView} from './modalView';
import styles from './SearchPageLinks.module.css';

/**
 * The results footer: "See all N results", N being what the /search page it opens shows: the
 * total of the query that page runs (src/search/components/LocalSearchPage), with the same version
 * filter. DocSearch's own count (`nbHits` in its context) adds up the answers to every query typed
 * since the modal opened (each prefix of a word is one), and counts every version. Shown once N is
 * known for this query (the engine has the index by then: a moment).
 */
export function SeeAllResults({
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
export function SearchAllVersions({
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
