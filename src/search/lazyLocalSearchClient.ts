/**
 * The search bar is on every page, but MiniSearch and the client code are only needed once the
 * reader searches: this stand-in loads them (and then the index) on the first query.
 */
import type {LocalSearchClient} from './localSearchClient';

export function createLazyLocalSearchClient(indexUrl: string): LocalSearchClient {
  let client: Promise<LocalSearchClient> | null = null;
  const load = (): Promise<LocalSearchClient> => {
    client ??= Promise.all([import('./localSearchClient'), import('./indexLoader')]).then(([{createLocalSearchClient}, {createIndexLoader}]) =>
      createLocalSearchClient(createIndexLoader(indexUrl)),
    );
    return client;
  };
  return {
    appId: 'local',
    transporter: {algoliaAgent: {value: 'receipt-wrangler-local-search', add: () => {}}},
    addAlgoliaAgent: () => {},
    async search(input) {
      return (await load()).search(input);
    },
  };
}
