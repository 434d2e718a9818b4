/**
 * The search engine of the page: one per index address for the page's lifetime, shared by the
 * navbar's modal and the /search page, so the index is fetched and parsed once however often they
 * mount. MiniSearch and the query code load with the index, on the first query. A failed load is not
 * kept: the next query tries again (the network may be back).
 */
import type {QueryOptions, QueryResult} from './query';
import {onDemand} from '../../resilience/onDemand';

export type {Hit, QueryOptions, QueryResult} from './query';

export interface SearchEngine {
  query(text: string, options?: QueryOptions): Promise<QueryResult>;
}

type Fetch = (
  url: string,
) => Promise<{ok: boolean; status: number; text(): Promise<string>}>;
type Answer = (text: string, options?: QueryOptions) => QueryResult;

export function createSearchEngine(
  indexUrl: string,
  fetchIndex: Fetch = (input) => fetch(input),
): SearchEngine {
  const answer = onDemand(() =>
    Promise.all([
      import('./query'),
      import('./searchIndex'),
      fetchIndex(indexUrl),
    ]).then(
      async ([{queryIndex}, {loadSearchIndex}, response]): Promise<Answer> => {
        if (!response.ok)
          throw new Error(
            `Search index request failed with HTTP ${response.status}`,
          );
        const index = loadSearchIndex(await response.text());
        return (text, options) => queryIndex(index, text, options);
      },
    ),
  );
  return {
    async query(text, options) {
      return (await answer.load())(text, options);
    },
  };
}

const engines = new Map<string, SearchEngine>();

/** The page's engine for this index address: created on first use, then always the same one. */
export function searchEngineFor(indexUrl: string): SearchEngine {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = createSearchEngine(indexUrl);
    engines.set(indexUrl, engine);
  }
  return engine;
}
