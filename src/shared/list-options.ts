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
