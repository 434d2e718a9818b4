/**
 * Keeps DocSearch's "Unable to fetch results" screen up when a search fails.
 *
 * DocSearch 4.7 sets its error status when the client rejects, then autocomplete-core resets the
 * status to idle in a `finally`, so the error screen only flashes before "No results" replaces it;
 * and the rejection it rethrows ends up unhandled (DEPENDENCIES pitfalls 4a/4b). So the wrapped
 * client never rejects: a failure answers with no hits and is recorded here, and the search bar
 * shows the error screen while the latest search has failed.
 */
export interface SearchClientLike {
  search(input: never): Promise<unknown>;
}

/** The same client with its `search` replaced; every other member is the client's own. */
export function withSearch<Client extends SearchClientLike>(client: Client, search: (input: never) => Promise<unknown>): Client {
  return new Proxy(client, {get: (target, key, receiver) => (key === 'search' ? search : Reflect.get(target, key, receiver))});
}

type Listener = () => void;

export interface FailureTracker {
  /** A client that answers failures with empty results and records them. */
  wrap<Client extends SearchClientLike>(client: Client): Client;
  hasFailed(): boolean;
  subscribe(listener: Listener): () => void;
  reset(): void;
}

interface RequestLike {
  indexName?: string;
  query?: string;
  params?: {query?: string};
}

function emptyResponse(input: unknown): {results: unknown[]} {
  const requests: RequestLike[] = Array.isArray(input)
    ? (input as RequestLike[])
    : ((input as {requests?: RequestLike[]} | null)?.requests ?? []);
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 0,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: request.query ?? request.params?.query ?? '',
      params: '',
      index: request.indexName ?? '',
    })),
  };
}

export function createFailureTracker(onFailure: (error: unknown) => void = () => {}): FailureTracker {
  let failed = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean): void => {
    if (failed === next) return;
    failed = next;
    listeners.forEach((listener) => listener());
  };
  return {
    wrap(client) {
      const search = async (input: never): Promise<unknown> => {
        // Each search starts clean, so a failure after a failure is still a change listeners see.
        set(false);
        try {
          const response = await client.search(input);
          set(false);
          return response;
        } catch (error: unknown) {
          onFailure(error);
          set(true);
          return emptyResponse(input);
        }
      };
      return withSearch(client, search);
    },
    hasFailed: () => failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: () => set(false),
  };
}
