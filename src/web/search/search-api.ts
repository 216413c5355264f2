import { SEARCH_SORTS, type SearchSort } from '../../shared/contracts/search.ts';

// What the search page reads from its URL, and the page URLs its links lead to. The API side of
// a search (path, sorts, page size, response) is its contract: src/shared/contracts/search.ts.

// exact: the text as typed, without the spelling correction a search that finds nothing gets.
export type SearchParams = { q: string; brand: string; sort: SearchSort | undefined; exact: boolean };

export function readSearchParams(search: URLSearchParams): SearchParams {
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim(),
    brand: (search.get('brand') ?? '').trim(),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : undefined,
    exact: search.get('exact') === '1',
  };
}

// The page URL for the same search with another sort (undefined = the default order).
export function searchPageHref(params: SearchParams, sort: SearchSort | undefined): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.brand) query.set('brand', params.brand);
  if (sort) query.set('sort', sort);
  if (params.exact) query.set('exact', '1');
  return `/search?${query}`;
}
