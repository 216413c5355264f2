import {
  type FilterProblem,
  filterEntries,
  ignoredPageParams,
  NO_FILTERS,
  type ProductFilters,
  parseFilters,
} from './filters.ts';
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

// What a client asks the search endpoint (SearchQuery is what the API reads from it).
export type SearchApiQuery = Partial<Omit<SearchQuery, 'filters'>> & { filters?: ProductFilters };

// The path a client asks for; it doubles as the query key. Defaults are left out, so the server's
// page and the browser's first request share one key.
export function searchPath(query: SearchApiQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  for (const [name, value] of filterEntries(query.filters ?? NO_FILTERS)) search.append(name, value);
  if (query.page !== undefined) search.set('page', String(query.page));
  search.set('limit', String(query.limit ?? SEARCH_PAGE_SIZE));
  if (query.sort) search.set('sort', query.sort);
  if (query.exact) search.set('exact', '1');
  if (query.view) search.set('view', query.view);
  if (query.facets === false) search.set('facets', '0');
  return `${SEARCH_ROUTE}?${search}`;
}

export type SuggestionKind = 'query' | 'brand';

export function suggestionsPath(kind: SuggestionKind, typed: string): string {
  const route = kind === 'brand' ? BRAND_SUGGESTIONS_ROUTE : SEARCH_SUGGESTIONS_ROUTE;
  return `${route}?${new URLSearchParams({ q: typed })}`;
}

// The search page's URL (/search?q=&brand=&sort=&exact=1, spec section 5, plus the filters of
// contracts/filters.ts) as it reads: trimmed text, a known sort or none, exact when "1", the
// filters that are well formed, and what was wrong with the others (the page ignores them and says
// so).
export type SearchPageParams = {
  q: string;
  filters: ProductFilters;
  sort: SearchSort | undefined;
  exact: boolean;
  ignored: FilterProblem[];
};

// The search page's own parameters (the filters besides).
const SEARCH_PAGE_PARAMS = ['q', 'sort', 'exact', 'page'];

export function readSearchPageParams(search: URLSearchParams): SearchPageParams {
  const sort = search.get('sort');
  const { filters } = parseFilters(search.entries());
  return {
    q: (search.get('q') ?? '').trim(),
    filters: {
      ...filters,
      brands: filters.brands.map((brand) => brand.slice(0, MAX_BRAND_LENGTH)),
    },
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : undefined,
    exact: search.get('exact') === '1',
    ignored: ignoredPageParams(search, SEARCH_PAGE_PARAMS),
  };
}

// Whether the page has anything to search for: a text or a brand (spec section 5).
export function hasSearchSubject(params: Pick<SearchPageParams, 'q' | 'filters'>): boolean {
  return params.q !== '' || params.filters.brands.length > 0;
}

// The API query the search page asks (texts the API would refuse as too long are cut); null when
// there is nothing to search for.
export function searchQueryOfPage(params: SearchPageParams): SearchApiQuery | null {
  if (!hasSearchSubject(params)) return null;
  return {
    q: params.q.slice(0, MAX_QUERY_LENGTH) || undefined,
    filters: params.filters,
    sort: params.sort,
    exact: params.exact,
    // The page shows cards (contracts/product-card.ts).
    view: 'card',
  };
}
