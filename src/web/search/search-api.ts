import type { ProductListItem } from '../../shared/product.ts';

// GET /api/search (spec section 7): 20 per page; `didYouMean` is our addition.
export const SEARCH_PAGE_SIZE = 20;
// The API refuses longer queries (400); the page quietly shortens them.
export const MAX_QUERY_LENGTH = 200;
export const SEARCH_SORTS = [
  'relevance',
  'rating',
  'popularity',
  'recent',
  'price_asc',
  'price_desc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export type SearchResponse = {
  products: ProductListItem[];
  total: number;
  hasNextPage: boolean;
  didYouMean?: string | null;
};

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

export function searchApiPath(params: SearchParams, page?: number): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.brand) query.set('brand', params.brand);
  if (page !== undefined) query.set('page', String(page));
  query.set('limit', String(SEARCH_PAGE_SIZE));
  if (params.sort) query.set('sort', params.sort);
  if (params.exact) query.set('exact', '1');
  return `/api/search?${query}`;
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
