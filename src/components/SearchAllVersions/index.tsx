import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useModalView} from '@site/src/search/docsearch/useModalView';
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
    <Row modal={view.modal}>
      <p className={styles.row}>
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
    </Row>
  );
}

/** A slot after DocSearch's results area, before its footer. */
function Row({
  modal,
  children,
}: {
  modal: Element;
  children: ReactNode;
}): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.className = styles.slot ?? '';
    element.dataset.searchAllVersions = '';
    modal.insertBefore(
      element,
      modal.querySelector(':scope > .DocSearch-Footer'),
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the portal's slot is made in DocSearch's DOM after it renders
    setSlot(element);
    return () => element.remove();
  }, [modal]);
  return slot ? createPortal(children, slot) : null;
}
