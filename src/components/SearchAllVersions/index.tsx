import type {ReactNode} from 'react';
import {ModalSlot, useModalView} from '@site/src/search/docsearch/modalView';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchPageLink} from '@site/src/search/searchPageQuery';
import styles from './styles.module.css';

interface Props {
  /** The docs versions the modal searches (src/search/engine/shards.ts `readerVersions`). */
  searched: readonly string[];
  /** Every docs version of the site. */
  versions: readonly string[];
  /** Called when the link is followed: the modal is closed by its owner. */
  onNavigate: () => void;
}

/**
 * The modal answers from the docs version being read (and the blog, pages and API reference); this
 * row, under its results, says so and links to /search over every version, whose indexes are
 * downloaded only then. Rendered beside the modal by the SearchBar wrapper, placed in DocSearch's
 * DOM before its footer while a query is typed.
 */
export default function SearchAllVersions({
  searched,
  versions,
  onNavigate,
}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const searchPagePath = (
    siteConfig.themeConfig.algolia as
      {searchPagePath?: string | false} | undefined
  )?.searchPagePath;
  const view = useModalView();
  const others = versions.filter((version) => !searched.includes(version));
  if (!searchPagePath || others.length === 0 || !view.modal || !view.query)
    return null;
  return (
    <ModalSlot modal={view.modal} className={styles.slot}>
      <p className={styles.row} data-search-all-versions="">
        <span>
          Results from the {searched.join(', ')} docs, the blog, the pages and
          the API reference.
        </span>{' '}
        <Link
          to={searchPageLink(
            `${siteConfig.baseUrl}${searchPagePath}`,
            view.query,
            undefined,
          )}
          onClick={onNavigate}>
          Search all versions
        </Link>
      </p>
    </ModalSlot>
  );
}
