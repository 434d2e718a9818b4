import type {ReactElement, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Props {
  hit: {url: string; version?: string | null};
  children: ReactNode;
}

/** A DocSearch hit that says which docs version it belongs to: search mixes all versions. */
export default function VersionedHit({hit, children}: Props): ReactElement {
  return (
    <Link to={hit.url} className={styles.hit}>
      {children}
      {hit.version ? (
        <span className={styles.version} data-hit-version="">
          {hit.version}
        </span>
      ) : null}
    </Link>
  );
}
