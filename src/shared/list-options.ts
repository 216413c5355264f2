// List scopes, sorts and page sizes shared by the API (validation) and the pages (links, requests).

export const PRODUCT_LIST_SCOPES = ['deals', 'featured', 'popular', 'recent', 'all'] as const;
export type ProductListScope = (typeof PRODUCT_LIST_SCOPES)[number];

export const PRODUCT_SORTS = [
  'rating',
  'popularity',
  'popular',
  'recent',
  'price_asc',
  'price_desc',
  'discount',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

// Which sorts each list accepts (spec section 7), and the default it uses (section 4).
export const SORTS_BY_SCOPE: Record<
  ProductListScope,
  { allowed: readonly ProductSort[]; default: ProductSort }
> = {
  deals: {
    allowed: ['rating', 'popularity', 'recent', 'price_asc', 'price_desc', 'discount'],
    default: 'rating',
  },
  featured: {
    allowed: ['rating', 'popular', 'popularity', 'recent', 'price_asc', 'price_desc'],
    default: 'rating',
  },
  popular: { allowed: ['popularity', 'popular', 'price_asc', 'price_desc'], default: 'popularity' },
  recent: { allowed: ['recent', 'price_asc', 'price_desc'], default: 'recent' },
  all: { allowed: [], default: 'popularity' },
};

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

// Lists and searches can be paged through their first MAX_PAGED_RESULTS products, no further. A
// deep page costs the database every row before it (page 10,000 of a price-sorted list took 1.3 s
// on 200,000 products and let one client stall everyone), and nobody browses a thousand products
// one by one: past this a shopper narrows the list (category, sort, search) instead.
export const MAX_PAGED_RESULTS = 1_000;

// Whether a page of `limit` products starting on `page` begins within the pageable results.
export function isPageWithinLimit(page: number, limit: number): boolean {
  return (page - 1) * limit < MAX_PAGED_RESULTS;
}

export const PAGE_LIMIT_MESSAGE = `page and limit go past the first ${MAX_PAGED_RESULTS.toLocaleString('en-US')} results; narrow the list (category, sort or search) instead`;
