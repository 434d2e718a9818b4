/**
 * Own view of the not-found content, shown for unknown addresses (the NotFound page) and, without the
 * NotFound page around it, for unknown addresses inside a docs version (the theme's DocRoot). It sets the
 * title itself for that second case. Links that depend on the address are added once hydrated: the
 * HTML was rendered once, as /404.html, for every unknown address. Their code downloads then: the
 * theme's DocRoot, on every docs page, imports this component.
 */
import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {DOCS_ENTRY_PATH} from '@site/src/config/site';
import {NOT_FOUND_MARKER} from '@site/src/notFound/hydration';

const TITLE = 'Page Not Found';

const loadLinks = () =>
  Promise.all([
    import('@site/src/notFound/links'),
    import('@site/src/search/searchPageQuery'),
  ]);
type Links = Awaited<ReturnType<typeof loadLinks>>;

export default function NotFoundContent({className}: Props): ReactNode {
  const [links, setLinks] = useState<Links>();
  useEffect(() => {
    loadLinks().then(setLinks, (error: unknown) =>
      console.warn('The not-found links could not be loaded:', error),
    );
  }, []);
  const {pathname} = useLocation();
  const versions = useVersions(undefined);
  // The version whose path holds the address, if any (none while the 404 HTML is rendered).
  const own = useActiveDocContext(undefined).activeVersion;
  const [addressLinks, query] = links ?? [];
  const words =
    addressLinks?.searchWordsFromPath(
      pathname,
      versions.map((version) => version.name),
    ) ?? '';
  const others =
    addressLinks?.sameDocInOtherVersions(pathname, own, versions) ?? [];
  // An address inside a docs version searches that version (/search preselects it).
  const version = addressLinks ? own?.name : undefined;
  const docs = addressLinks?.docsEntry(own, versions) ?? DOCS_ENTRY_PATH;
  return (
    <main
      className={`container margin-vert--xl ${className ?? ''}`}
      {...{[NOT_FOUND_MARKER]: ''}}>
      <PageMetadata title={TITLE} />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            {TITLE}
          </Heading>
          <p>
            There is no page at this address. It may have moved, or the link
            that led here may be mistyped.
          </p>
          {others.length > 0 && (
            <div data-other-versions="">
              <p>This page exists in other versions of the docs:</p>
              <ul>
                {others.map(({label, path}) => (
                  <li key={path}>
                    <Link to={path}>{`${label}: ${path}`}</Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ul>
            <li>
              <Link
                to={
                  query?.searchPageLink('/search', words, version) ?? '/search'
                }>
                {words ? `Search the docs for “${words}”` : 'Search the docs'}
              </Link>
            </li>
            <li>
              <Link to={docs}>Go to the documentation</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
