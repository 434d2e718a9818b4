/**
 * Decides at build time whether the search bar talks to a hosted DocSearch index or to the local
 * index built with the site. All three variables set: hosted. None set: local. Some set: a build
 * error naming the first one missing, so a half-configured deploy never ships a broken search.
 */
export const LOCAL_INDEX_NAME = 'receipt-wrangler-docs';

export type SearchMode =
  | {kind: 'local'; indexName: string}
  | {kind: 'hosted'; appId: string; apiKey: string; indexName: string};

type Environment = Readonly<Record<string, string | undefined>>;

const REQUIRED = [
  ['DOCSEARCH_APP_ID', 'appId'],
  ['DOCSEARCH_API_KEY', 'apiKey'],
  ['DOCSEARCH_INDEX_NAME', 'indexName'],
] as const;

export function resolveSearchMode(env: Environment): SearchMode {
  const values = REQUIRED.map(([variable]) => env[variable]?.trim() ?? '');
  if (values.every((value) => value === '')) {
    return {kind: 'local', indexName: LOCAL_INDEX_NAME};
  }
  const missing = REQUIRED.find((_, index) => values[index] === '');
  if (missing) {
    throw new Error(
      `\`${missing[1]}\` is missing. Set ${missing[0]} too, or unset all DOCSEARCH_* variables to use the local index.`,
    );
  }
  const [appId = '', apiKey = '', indexName = ''] = values;
  return {kind: 'hosted', appId, apiKey, indexName};
}

/**
 * DocSearch's contextual search (facet filters on the docs version being read) for the hosted index.
 * The local index does the same itself (src/search/engine/query.ts `rankByVersion`), and its records carry no facets.
 */
export function contextualSearchFor(mode: SearchMode): boolean {
  return mode.kind === 'hosted';
}
