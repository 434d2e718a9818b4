import {useEffect, useId, useRef, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import type {LocalSearch} from '@site/src/search/useLocalSearch';
import {MAX_QUERY_LENGTH} from '@site/src/search/engine/queryLimit';
import type {Hit} from '@site/src/search/engine';
import {snippet} from '@site/src/search/engine/highlight';
import {
  readSearchPageQuery,
  writeSearchPageQuery,
} from '@site/src/search/searchPageQuery';
import styles from './styles.module.css';

type Outcome =
  | {state: 'idle'}
  | {state: 'loading'}
  | {state: 'error'}
  | {
      state: 'done';
      hits: Hit[];
      nbHits: number;
      /** Docs versions whose index could not be downloaded (offline): not in these results. */
      unavailable: string[];
      /** The query in the docs' own words, when no hit has all its words. */
      suggestions: string[];
    };

const PAGE_SIZE = 50;
const SNIPPET_WORDS = 30;

/** The query in the address; read only after hydration (the server renders the page without one). */
function useAddressQuery() {
  const location = useLocation();
  // Reading it only after hydration keeps the first client render identical to the server's.
  const isBrowser = useIsBrowser();
  return readSearchPageQuery(isBrowser ? location.search : '');
}

export default function LocalSearchPage({
  search,
}: {
  search: LocalSearch;
}): ReactNode {
  const {query} = useAddressQuery();
  const title = query
    ? `Search results for "${query}"`
    : 'Search the documentation';
  return (
    <Layout
      title={title}
      description="Search every version of the Receipt Wrangler documentation, the blog and the project pages.">
      <SearchPageContent search={search} title={title} />
    </Layout>
  );
}

/** Inside the Layout: the docs' version context (the reader's preferred version) is there. */
function SearchPageContent({
  search,
  title,
}: {
  search: LocalSearch;
  title: string;
}): ReactNode {
  const history = useHistory();
  const {pathname} = useLocation();
  const {query, version: requested} = useAddressQuery();
  // The reader's own version: the one they chose in the version dropdown, else the latest. With
  // "All versions" its hits come first, then the blog, pages and API reference, then the others.
  const readerVersion = useDocsVersionCandidates()[0]?.name;
  // A version the site does not have is said so, and results of every version are shown.
  const unknownVersion =
    requested !== '' && !search.versions.includes(requested) ? requested : null;
  const version = unknownVersion ? '' : requested;
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});
  // Results listed so far: "Show more results" adds a page; a new query or version starts again.
  const [shown, setShown] = useState(PAGE_SIZE);
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const versionId = useId();
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the query and version come from the URL, which changes after render
  useEffect(() => setShown(PAGE_SIZE), [query, version]);

  useEffect(() => {
    if (!query) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the outcome follows an asynchronous search started here
      setOutcome({state: 'idle'});
      return;
    }
    let current = true;
    // Showing more keeps the listed results on screen while the longer list is fetched.
    setOutcome((previous) =>
      previous.state === 'done' && firstNew.current !== null
        ? previous
        : {state: 'loading'},
    );
    search.engine
      .query(query, {
        limit: shown,
        version: version || undefined,
        preferredVersion: version ? undefined : readerVersion,
      })
      .then((result) => {
        if (current)
          setOutcome({
            state: 'done',
            hits: result.hits,
            nbHits: result.total,
            unavailable: result.unavailableVersions ?? [],
            suggestions: result.suggestions,
          });
      })
      .catch(() => current && setOutcome({state: 'error'}));
    return () => {
      current = false;
    };
  }, [query, version, search, shown, readerVersion]);

  // After "Show more results", focus goes to the first result just added, so keyboard and screen
  // reader users continue where the list grew instead of staying on the button at its end.
  useEffect(() => {
    if (outcome.state !== 'done' || firstNew.current === null) return;
    const link =
      list.current?.children[firstNew.current]?.querySelector<HTMLElement>('a');
    if (link) {
      link.focus();
      firstNew.current = null;
    }
  }, [outcome]);

  const showMore = () => {
    firstNew.current = shown;
    setShown(shown + PAGE_SIZE);
  };

  const update = (next: {query?: string; version?: string}) =>
    history.replace({search: writeSearchPageQuery({query, version, ...next})});

  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">{title}</Heading>
      <form
        className={styles.form}
        role="search"
        onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>Search</label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          value={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Type your search here"
          onChange={(event) => update({query: event.target.value})}
        />
        <label htmlFor={versionId}>Docs version</label>
        <select
          id={versionId}
          className={styles.select}
          value={version}
          onChange={(event) => update({version: event.target.value})}>
          <option value="">All versions</option>
          {search.versions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </form>
      {unknownVersion ? (
        <p className={styles.notice} role="status">
          There is no docs version “{unknownVersion}”. Showing results from all
          versions; choose a version above to narrow them.
        </p>
      ) : null}
      {outcome.state === 'done' && outcome.unavailable.length > 0 ? (
        <p className={styles.notice} role="status">
          The {outcome.unavailable.join(' and ')} docs could not be searched:
          their index could not be downloaded. Check your connection and search
          again.
        </p>
      ) : null}
      <div aria-live="polite" className={styles.status}>
        {outcome.state === 'loading' && <p>Searching…</p>}
        {outcome.state === 'error' && (
          <p role="alert">
            Unable to fetch results. You might want to check your network
            connection.
          </p>
        )}
        {outcome.state === 'done' && (
          <p>
            {outcome.nbHits === 0
              ? `No results for "${query}"`
              : `${outcome.nbHits} result${outcome.nbHits === 1 ? '' : 's'}${outcome.hits.length < outcome.nbHits ? `, showing ${outcome.hits.length}` : ''}`}
          </p>
        )}
      </div>
      {outcome.state === 'done' && outcome.suggestions.length > 0 ? (
        <div className={styles.suggestions}>
          <p>Try searching for:</p>
          <ul>
            {outcome.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  to={`${pathname}${writeSearchPageQuery({query: suggestion, version})}`}>
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome.state === 'done' && (
        <ol className={styles.results} ref={list}>
          {outcome.hits.map((hit) => (
            <li key={hit.objectID} className={styles.result}>
              <Heading as="h2" className={styles.resultTitle}>
                <Link to={hit.url}>
                  {[hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3]
                    .filter(Boolean)
                    .join(' › ')}
                </Link>
              </Heading>
              {/* lvl0 already names the version ("Docs 6.x"); the blog and pages have none. */}
              <p className={styles.meta}>{hit.hierarchy.lvl0}</p>
              {/* snippet() escapes the page text; only its <mark> tags are ours. */}
              <p
                dangerouslySetInnerHTML={{
                  __html: snippet(hit.content ?? '', hit.terms, SNIPPET_WORDS),
                }}
              />
            </li>
          ))}
        </ol>
      )}
      {outcome.state === 'done' && outcome.hits.length < outcome.nbHits ? (
        <button
          type="button"
          className={`button button--secondary ${styles.more}`}
          onClick={showMore}>
          Show more results (
          {Math.min(PAGE_SIZE, outcome.nbHits - outcome.hits.length)} of{' '}
          {outcome.nbHits - outcome.hits.length} remaining)
        </button>
      ) : null}
    </main>
  );
}
