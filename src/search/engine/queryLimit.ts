/**
 * Site-search text limit: long enough for a pasted error message or log line. Every query the engine
 * answers is cut here (`capQuery`); the /search page's input mirrors the number as its `maxLength`,
 * and the modal says when a query is longer (src/search/docsearch/SearchScreens.tsx).
 */
export const MAX_QUERY_LENGTH = 256;

export function capQuery(text: string): string {
  return text.slice(0, MAX_QUERY_LENGTH);
}
