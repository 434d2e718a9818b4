import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

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
      {/* The feeds the blog plugin writes (feedOptions type 'all' also writes feed.json, for programs
          only); plain anchors: they are files, not routes of the single-page app. */}
      {/* eslint-disable @docusaurus/no-html-links */}
      <p className={styles.feeds}>
        Follow new posts in a feed reader:{' '}
        <a href={useBaseUrl('/blog/rss.xml')} type="application/rss+xml">
          RSS feed
        </a>{' '}
        or{' '}
        <a href={useBaseUrl('/blog/atom.xml')} type="application/atom+xml">
          Atom feed
        </a>
        .
      </p>
      {/* eslint-enable @docusaurus/no-html-links */}
    </header>
  );
}
