/** The /search page keeps its state in the URL (?q=&version=) so results can be shared and reloaded. */
import {MAX_QUERY_LENGTH} from './limits';

export interface SearchPageQuery {
  query: string;
  version: string;
}

export function readSearchPageQuery(search: string): SearchPageQuery {
  const params = new URLSearchParams(search);
  return {query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH), version: params.get('version') ?? ''};
}

export function writeSearchPageQuery({query, version}: SearchPageQuery): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query.slice(0, MAX_QUERY_LENGTH));
  if (version) params.set('version', version);
  const text = params.toString();
  return text ? `?${text}` : '';
}
