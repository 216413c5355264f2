import { filterEntries, NO_FILTERS } from './filters.ts';
import { DEFAULT_PAGE_SIZE } from './paging.ts';
import type { ProductListQuery } from './product-lists.schema.ts';

// GET /api/products/{deals|featured|popular|recent}[/category/{c}|/subcategory/{s}] and
// GET /api/products/{category|subcategory}/{slug} (all products, no sort): spec section 7.

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

// A list covers the whole catalog, one category or one subcategory. The all-products list exists
// only for a category or a subcategory.
export type ProductListPlace = 'global' | 'category' | 'subcategory';

export type ProductListTarget =
  | { scope: ProductListScope; place: 'global' }
  | { scope: ProductListScope; place: 'category' | 'subcategory'; slug: string };

// The route pattern Fastify registers for a list.
export function productListRoute(scope: ProductListScope, place: ProductListPlace): string {
  if (scope === 'all') return `/api/products/${place}/:slug`;
  return place === 'global' ? `/api/products/${scope}` : `/api/products/${scope}/${place}/:slug`;
}

// The path a client asks for; it doubles as the query key (spec section 7).
export function productListPath(
  target: ProductListTarget,
  query: Partial<Omit<ProductListQuery, 'exclude_deals'>> & { excludeDeals?: boolean } = {},
): string {
  const route = productListRoute(target.scope, target.place);
  const path = target.place === 'global' ? route : route.replace(':slug', encodeURIComponent(target.slug));
  const search = new URLSearchParams();
  if (query.page !== undefined) search.set('page', String(query.page));
  search.set('limit', String(query.limit ?? DEFAULT_PAGE_SIZE));
  if (query.sort !== undefined) search.set('sort', query.sort);
  if (query.excludeDeals) search.set('exclude_deals', 'true');
  for (const [name, value] of filterEntries(query.filters ?? NO_FILTERS)) search.append(name, value);
  if (query.view) search.set('view', query.view);
  if (query.facets === false) search.set('facets', '0');
  return `${path}?${search}`;
}
