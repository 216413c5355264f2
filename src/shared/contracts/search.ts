import type { SearchQuery } from './search.schema.ts';

// GET /api/search, its suggestions and the popular searches and brands (spec section 7).

export const SEARCH_ROUTE = '/api/search';
export const SEARCH_SUGGESTIONS_ROUTE = '/api/search/suggestions';
export const BRAND_SUGGESTIONS_ROUTE = '/api/brands/suggestions';
export const POPULAR_SEARCHES_ROUTE = '/api/searches/popular';
export const POPULAR_BRANDS_ROUTE = '/api/brands/popular';

// The list orders (spec section 7: "popular" is the spec's other name of popularity), plus
// relevance, the default when there is a text.
export const SEARCH_SORTS = [
  'relevance',
  'rating',
  'popularity',
  'popular',
  'recent',
  'price_asc',
  'price_desc',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

// Spec section 9: 20 results a page.
export const SEARCH_PAGE_SIZE = 20;
// The API refuses longer texts (400); the search page quietly shortens them.
export const MAX_QUERY_LENGTH = 200;
export const MAX_BRAND_LENGTH = 100;
// Suggestions start at this many typed characters (spec section 5), at most this many.
export const MIN_SUGGESTION_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;

// The path a client asks for; it doubles as the query key. Defaults are left out, so the server's
// page and the browser's first request share one key.
export function searchPath(query: Partial<SearchQuery>): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.brand) search.set('brand', query.brand);
  if (query.page !== undefined) search.set('page', String(query.page));
  search.set('limit', String(query.limit ?? SEARCH_PAGE_SIZE));
  if (query.sort) search.set('sort', query.sort);
  if (query.exact) search.set('exact', '1');
  if (query.view) search.set('view', query.view);
  return `${SEARCH_ROUTE}?${search}`;
}

export type SuggestionKind = 'query' | 'brand';

export function suggestionsPath(kind: SuggestionKind, typed: string): string {
  const route = kind === 'brand' ? BRAND_SUGGESTIONS_ROUTE : SEARCH_SUGGESTIONS_ROUTE;
  return `${route}?${new URLSearchParams({ q: typed })}`;
}

// The search page's URL (/search?q=&brand=&sort=&exact=1, spec section 5) as it reads: trimmed
// texts, a known sort or none, exact when "1".
export type SearchPageParams = { q: string; brand: string; sort: SearchSort | undefined; exact: boolean };

export function readSearchPageParams(search: URLSearchParams): SearchPageParams {
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim(),
    brand: (search.get('brand') ?? '').trim(),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : undefined,
    exact: search.get('exact') === '1',
  };
}

// The API query the search page asks (texts the API would refuse as too long are cut); null when
// there is nothing to search for.
export function searchQueryOfPage(params: SearchPageParams): Partial<SearchQuery> | null {
  if (!params.q && !params.brand) return null;
  return {
    q: params.q.slice(0, MAX_QUERY_LENGTH) || undefined,
    brand: params.brand.slice(0, MAX_BRAND_LENGTH) || undefined,
    sort: params.sort,
    exact: params.exact,
    // The page shows cards (contracts/product-card.ts).
    view: 'card',
  };
}
