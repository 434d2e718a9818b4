import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {SearchEngine} from '@site/src/search/engine';
import {
  countSearchPageResults,
  searchPageLink,
} from '@site/src/search/searchPageQuery';

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
 * shows. Shown once N is known for this query (the engine has the index by then: a moment).
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
    countSearchPageResults(engine, query, version).then(
      (total) => current && setCount({query, total}),
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
