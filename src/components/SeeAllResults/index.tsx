import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {SearchEngine} from '@site/src/search/engine';
import {searchPageLink} from '@site/src/search/searchPageQuery';

interface Props {
  engine: SearchEngine;
  /** The /search page's address. */
  searchPage: string;
  query: string;
  /** The docs version being read: preselected on /search, and counted as /search counts it. */
  version: string | undefined;
  /** Closes the modal: the link opens /search in the app. */
  onClose: () => void;
}

/**
 * The search modal's results footer: "See all N results", N being what the /search page it opens
 * shows: the total of the query that page runs (src/components/LocalSearchPage), with the same
 * version filter. DocSearch's own count (`nbHits` in its context) adds up the answers to every
 * query typed since the modal opened (each prefix of a word is one), and counts every version.
 * Shown once N is known for this query (the engine has the index by then: a moment).
 */
export default function SeeAllResults({
  engine,
  searchPage,
  query,
  version,
  onClose,
}: Props): ReactNode {
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
