/** The /search page keeps its state in the URL (?q=&version=) so results can be shared and reloaded. */
import {capQuery} from './engine/queryLimit';

export interface SearchPageQuery {
  query: string;
  version: string;
}

export function readSearchPageQuery(search: string): SearchPageQuery {
  const params = new URLSearchParams(search);
  return {
    query: capQuery(params.get('q') ?? ''),
    version: params.get('version') ?? '',
  };
}

export function writeSearchPageQuery({
  query,
  version,
}: SearchPageQuery): string {
  const params = new URLSearchParams();
  if (query) params.set('q', capQuery(query));
  if (version) params.set('version', version);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The /search page address for a query, with the docs version preselected when there is one. */
export function searchPageLink(
  searchPagePath: string,
  query: string,
  version: string | undefined,
): string {
  return `${searchPagePath}${writeSearchPageQuery({query, version: version ?? ''})}`;
}
