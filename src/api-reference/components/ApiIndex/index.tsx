import type {ComponentProps, ReactNode} from 'react';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {toJsxRuntime} from 'hast-util-to-jsx-runtime';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type {TOCItem} from '@docusaurus/mdx-loader';
import type {
  ApiIndexPage,
  IndexGroup,
  TocEntry,
} from '@site/src/api-reference/build/indexPage';
import {useForwardLegacyAnchor} from '@site/src/api-reference/browser/useForwardLegacyAnchor';
import {
  API_DOWNLOAD_LABEL,
  API_DOWNLOAD_LINK,
} from '@site/src/api-reference/downloadLabel';
import type {LegacyAnchors} from '@site/src/api-reference/legacyAnchors';
import styles from './styles.module.css';

interface Props {
  /** Written at build time by src/api-reference/plugin (src/api-reference/build/indexPage). */
  index: ApiIndexPage;
  /** Which page each tag and operation is on. */
  legacyAnchors: LegacyAnchors;
}

/** The TOC components take each entry as HTML. */
function tocItems(entries: readonly TocEntry[]): TOCItem[] {
  return entries.map(({id, text, level}) => ({
    id,
    level,
    value: text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;'),
  }));
}

/** The introduction's links open in the app (and are checked by the build); its h2/h3 are anchored. */
const INTRODUCTION_COMPONENTS = {
  a: ({href, ...props}: ComponentProps<'a'>) => <Link href={href} {...props} />,
  h2: (props: ComponentProps<'h2'>) => <Heading as="h2" {...props} />,
  h3: (props: ComponentProps<'h3'>) => <Heading as="h3" {...props} />,
};

function Operations({
  id,
  title,
  groups,
}: ApiIndexPage['operations']): ReactNode {
  return (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      <p>
        Each part of the API has a page of its own, listed here by area. Search
        (Ctrl K or ⌘ K) also finds any operation by its name, path or purpose.
      </p>
      {groups.map((group) => (
        <Group key={group.id ?? ''} {...group} />
      ))}
    </>
  );
}

function Group({name, id, tags}: IndexGroup): ReactNode {
  return (
    <>
      {id && (
        <Heading as="h3" id={id}>
          {name}
        </Heading>
      )}
      {tags.map((tag) => (
        <Fragment key={tag.route}>
          {/* A tag named as its group ("Receipts" in Receipts) gets no heading of its own: the
              group's says it, and a second one would read "Receipts › Receipts". */}
          {id && tag.title === name ? (
            <p>
              <Link to={tag.route} data-tag-page="">
                Open the {tag.title} page
              </Link>
            </p>
          ) : (
            <Heading as={id ? 'h4' : 'h3'}>
              <Link to={tag.route} data-tag-page="">
                {tag.title}
              </Link>
            </Heading>
          )}
          <ul className={styles.operations}>
            {tag.operations.map((operation) => (
              <li key={operation.href}>
                <Link to={operation.href}>{operation.summary}</Link>:{' '}
                <code>
                  {operation.method} {operation.path}
                </code>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The API reference's index, `/api/`: an ordinary page (no Redoc), so a phone opens it as fast as
 * a docs page. A link made when the reference was one page (`/api/#tag/…`, `/api/#operation/…`)
 * is sent on to the tag page that now holds it.
 */
export default function ApiIndex({index, legacyAnchors}: Props): ReactNode {
  useForwardLegacyAnchor(legacyAnchors);
  const toc = tocItems(index.toc);
  return (
    <Layout title={index.title} description={index.description}>
      <main className="container margin-vert--lg">
        <div className="row">
          <div className={clsx('col', styles.content)}>
            <article className={styles.article}>
              <header>
                {/* With the version, as the title of each tag page (Redoc) shows it. */}
                <Heading as="h1">
                  {index.title}
                  {index.version && (
                    <span className={styles.version}> ({index.version})</span>
                  )}
                </Heading>
                <p className={styles.facts}>
                  {index.license && (
                    <span>
                      License:{' '}
                      {index.license.url ? (
                        <Link href={index.license.url}>
                          {index.license.name}
                        </Link>
                      ) : (
                        index.license.name
                      )}
                    </span>
                  )}
                  <span>
                    {API_DOWNLOAD_LABEL}:{' '}
                    {/* A file, not a route of the app. */}
                    {/* eslint-disable-next-line @docusaurus/no-html-links */}
                    <a href={index.downloadUrl} download>
                      {API_DOWNLOAD_LINK}
                    </a>
                  </span>
                </p>
                {index.summary && (
                  <p className={styles.summary}>{index.summary}</p>
                )}
              </header>
              <TOCCollapsible toc={toc} className={styles.tocMobile} />
              <div className="markdown">
                {toJsxRuntime(index.introduction, {
                  Fragment,
                  jsx,
                  jsxs,
                  components: INTRODUCTION_COMPONENTS,
                })}
                <Operations {...index.operations} />
              </div>
            </article>
          </div>
          <div className={clsx('col col--3', styles.tocDesktop)}>
            <TOC toc={toc} />
          </div>
        </div>
      </main>
    </Layout>
  );
}
