import type { SearchPageParams, SearchSort } from '../../shared/contracts/search.ts';

// The search page's URLs. What the page reads from its URL, and the API query that makes, are in
// the search contract (src/shared/contracts/search.ts): the page cache reads them too.

export type SearchParams = SearchPageParams;

// The page URL for the same search with another sort (undefined = the default order).
export function searchPageHref(params: SearchParams, sort: SearchSort | undefined): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.brand) query.set('brand', params.brand);
  if (sort) query.set('sort', sort);
  if (params.exact) query.set('exact', '1');
  return `/search?${query}`;
}
