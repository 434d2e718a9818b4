import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The feeds the blog plugin writes (feedOptions type 'all' also writes feed.json, for programs only). */
export const FEEDS = [
  {label: 'RSS feed', path: '/blog/rss.xml', type: 'application/rss+xml'},
  {label: 'Atom feed', path: '/blog/atom.xml', type: 'application/atom+xml'},
] as const;

function FeedLink({label, path, type}: (typeof FEEDS)[number]): ReactNode {
  // A plain anchor: the feeds are files, not routes of the single-page app.
  return (
    // eslint-disable-next-line @docusaurus/no-html-links
    <a href={useBaseUrl(path)} type={type}>
      {label}
    </a>
  );
}

/** The blog list page's h1, description and feed links. */
export default function BlogHeader({
  title,
  description,
}: {
  title: string;
  description: string;
}): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1">{title}</Heading>
      <p>{description}</p>
      <p className={styles.feeds}>
        Follow new posts in a feed reader: <FeedLink {...FEEDS[0]} /> or{' '}
        <FeedLink {...FEEDS[1]} />.
      </p>
    </header>
  );
}
