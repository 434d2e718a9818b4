import {useEffect, useId, useState} from 'react';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {LocalSearch} from '@site/src/search/useLocalSearch';
import {LOCAL_INDEX_NAME} from '@site/src/search/searchMode';
import {MAX_QUERY_LENGTH} from '@site/src/search/limits';
import type {LocalHit} from '@site/src/search/localSearchClient';
import {readSearchPageQuery, writeSearchPageQuery} from '@site/src/search/searchPageQuery';
import styles from './styles.module.css';

type Outcome = {state: 'idle'} | {state: 'loading'} | {state: 'error'} | {state: 'done'; hits: LocalHit[]; nbHits: number};

const PAGE_SIZE = 50;

export default function LocalSearchPage({search}: {search: LocalSearch}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The server renders the page without a query string; reading it only after hydration keeps
  // the first client render identical to the server's.
  const isBrowser = useIsBrowser();
  const {query, version} = readSearchPageQuery(isBrowser ? location.search : '');
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});
  const inputId = useId();
  const versionId = useId();

  useEffect(() => {
    if (!query) {
      setOutcome({state: 'idle'});
      return;
    }
    let current = true;
    setOutcome({state: 'loading'});
    search.client
      .search({requests: [{indexName: LOCAL_INDEX_NAME, query, hitsPerPage: PAGE_SIZE, version: version || undefined, attributesToSnippet: ['content:30']}]})
      .then((response) => {
        const result = response.results[0];
        if (current) setOutcome({state: 'done', hits: result?.hits ?? [], nbHits: result?.nbHits ?? 0});
      })
      .catch(() => current && setOutcome({state: 'error'}));
    return () => {
      current = false;
    };
  }, [query, version, search]);

  const update = (next: {query?: string; version?: string}) =>
    history.replace({search: writeSearchPageQuery({query, version, ...next})});

  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search the documentation'} description="Search every version of the Receipt Wrangler documentation, the blog and the project pages.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `Search results for "${query}"` : 'Search the documentation'}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId}>Search</label>
          <input id={inputId} type="search" className={styles.input} value={query} maxLength={MAX_QUERY_LENGTH} placeholder="Type your search here" onChange={(event) => update({query: event.target.value})} />
          <label htmlFor={versionId}>Docs version</label>
          <select id={versionId} className={styles.select} value={version} onChange={(event) => update({version: event.target.value})}>
            <option value="">All versions</option>
            {search.versions.map((name) => (
              <option key={name} value={name}>{name}</option>
            ))}
          </select>
        </form>
        <div aria-live="polite" className={styles.status}>
          {outcome.state === 'loading' && <p>Searching…</p>}
          {outcome.state === 'error' && <p role="alert">Unable to fetch results. You might want to check your network connection.</p>}
          {outcome.state === 'done' && <p>{outcome.nbHits === 0 ? `No results for "${query}"` : `${outcome.nbHits} result${outcome.nbHits === 1 ? '' : 's'}`}</p>}
        </div>
        {outcome.state === 'done' && (
          <ol className={styles.results}>
            {outcome.hits.map((hit) => (
              <li key={hit.objectID} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link to={hit.url} dangerouslySetInnerHTML={{__html: [hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].filter(Boolean).join(' › ')}} />
                </Heading>
                <p className={styles.meta}>
                  {hit.hierarchy.lvl0}
                  {hit.version ? <span className={styles.version}>{hit.version}</span> : null}
                </p>
                {/* Page text was HTML-escaped when the hit was built; only <mark> tags are ours. */}
                <p dangerouslySetInnerHTML={{__html: hit._snippetResult.content.value}} />
              </li>
            ))}
          </ol>
        )}
      </main>
    </Layout>
  );
}
