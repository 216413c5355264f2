import type { ProductFilters } from '../../shared/contracts/filters.ts';
import {
  type ProductListScope,
  type ProductListTarget,
  type ProductSort,
  productListPath,
  SORTS_BY_SCOPE,
} from '../../shared/contracts/product-lists.ts';

// What a catalog URL shows, worked out from its path once, so the loader, the page and the links
// agree. Spec route table: global lists; /category/{c} and /subcategory/{s} previews with their
// deals/featured/popular/recent/all lists; /category/{c}/{s} with deals/featured/popular/all.

export type CatalogFilter =
  | { kind: 'global' }
  | { kind: 'category'; category: string }
  | { kind: 'subcategory'; subcategory: string }
  // /category/{c}/{s}: the subcategory's products, with the category kept in its links.
  | { kind: 'category-subcategory'; category: string; subcategory: string };

export type CatalogView =
  | { kind: 'overview'; filter: Exclude<CatalogFilter, { kind: 'global' }> }
  | { kind: 'list'; scope: ProductListScope; filter: CatalogFilter };

const LIST_SEGMENTS: Record<string, ProductListScope> = {
  deals: 'deals',
  featured: 'featured',
  popular: 'popular',
  recent: 'recent',
  all: 'all',
  // The spec's notes also name the all-products list /products.
  products: 'all',
};

export function listScopeOf(segment: string | undefined): ProductListScope | null {
  return segment !== undefined && Object.hasOwn(LIST_SEGMENTS, segment) ? LIST_SEGMENTS[segment]! : null;
}

// Lists that exist for a filter: /category/{c}/{s} has no recent variant; the global screens have
// no all-products list.
export function scopesFor(filter: CatalogFilter): readonly ProductListScope[] {
  if (filter.kind === 'global') return ['deals', 'featured', 'popular', 'recent'];
  if (filter.kind === 'category-subcategory') return ['deals', 'featured', 'popular', 'all'];
  return ['deals', 'featured', 'popular', 'recent', 'all'];
}

// The page path of a filter (no language prefix), optionally one of its lists.
export function catalogPath(filter: CatalogFilter, scope?: ProductListScope): string {
  const base =
    filter.kind === 'global'
      ? ''
      : filter.kind === 'category'
        ? `/category/${filter.category}`
        : filter.kind === 'subcategory'
          ? `/subcategory/${filter.subcategory}`
          : `/category/${filter.category}/${filter.subcategory}`;
  return scope === undefined ? base || '/' : `${base}/${scope}`;
}

// The API list a page's list is (its contract: src/shared/contracts/product-lists.ts). A
// subcategory under its category is the subcategory's list.
export function listTargetOf(scope: ProductListScope, filter: CatalogFilter): ProductListTarget {
  if (filter.kind === 'global') return { scope, place: 'global' };
  if (filter.kind === 'category') return { scope, place: 'category', slug: filter.category };
  return { scope, place: 'subcategory', slug: filter.subcategory };
}

// The API path that returns a list's cards (spec section 7, with view=card); it doubles as the
// query key.
export function listApiPath(
  scope: ProductListScope,
  filter: CatalogFilter,
  options: {
    sort?: ProductSort;
    page?: number;
    excludeDeals?: boolean;
    filters?: ProductFilters;
    facets?: boolean;
  } = {},
): string {
  return productListPath(listTargetOf(scope, filter), { ...options, view: 'card' });
}

// A sort named in the page URL, if the list accepts it; anything else means the list's default.
export function sortFromSearch(scope: ProductListScope, value: string | null): ProductSort | undefined {
  const allowed = SORTS_BY_SCOPE[scope].allowed as readonly string[];
  return value !== null && allowed.includes(value) ? (value as ProductSort) : undefined;
}

export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

type RouteParams = { category?: string; subcategory?: string; segment?: string; list?: string };
type CategoryTree = ReadonlyArray<{ slug: string; subcategories: ReadonlyArray<{ slug: string }> }>;

// Reads a catalog route's parameters (global lists pass their own path's last segment as `list`).
// Null means no such page: an unknown category or subcategory, a subcategory under the wrong
// category, or a list that the filter does not have.
export function viewFromParams(params: RouteParams, tree: CategoryTree): CatalogView | null {
  const categoryOf = (slug: string) => tree.find((category) => category.slug === slug);
  const subcategoryExists = (slug: string) =>
    tree.some((category) => category.subcategories.some((sub) => sub.slug === slug));

  let filter: CatalogFilter;
  let listSegment: string | undefined = params.list;
  if (params.category !== undefined) {
    const category = categoryOf(params.category);
    if (!category) return null;
    filter = { kind: 'category', category: category.slug };
    const second = params.segment ?? params.subcategory;
    if (second !== undefined) {
      if (params.segment !== undefined && listScopeOf(params.segment) !== null) {
        listSegment = params.segment;
      } else if (category.subcategories.some((sub) => sub.slug === second)) {
        filter = { kind: 'category-subcategory', category: category.slug, subcategory: second };
      } else {
        return null;
      }
    }
  } else if (params.subcategory !== undefined) {
    if (!subcategoryExists(params.subcategory)) return null;
    filter = { kind: 'subcategory', subcategory: params.subcategory };
  } else {
    filter = { kind: 'global' };
  }

  if (listSegment === undefined) return filter.kind === 'global' ? null : { kind: 'overview', filter };
  const scope = listScopeOf(listSegment);
  if (scope === null || !scopesFor(filter).includes(scope)) return null;
  return { kind: 'list', scope, filter };
}
