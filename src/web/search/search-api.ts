import { filterEntries } from '../../shared/contracts/filters.ts';
import type { SearchPageParams, SearchSort } from '../../shared/contracts/search.ts';

// The search page's URLs. What the page reads from its URL, and the API query that makes, are in
// the search contract (src/shared/contracts/search.ts): the page cache reads them too.

export type SearchParams = SearchPageParams;

// The page URL for the same search (its filters too) with another sort (undefined = the default
// order).
export function searchPageHref(
  params: Pick<SearchParams, 'q' | 'filters' | 'exact'>,
  sort: SearchSort | undefined,
): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  for (const [name, value] of filterEntries(params.filters)) query.append(name, value);
  if (sort) query.set('sort', sort);
  if (params.exact) query.set('exact', '1');
  return `/search?${query}`;
}
