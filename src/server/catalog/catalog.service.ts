import {
  type Facets,
  filtersKey,
  hasFilters,
  NO_FILTERS,
  type ProductFilters,
} from '../../shared/contracts/filters.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGED_RESULTS } from '../../shared/contracts/paging.ts';
import {
  type ProductListScope,
  type ProductSort,
  SORTS_BY_SCOPE,
} from '../../shared/contracts/product-lists.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import type {
  CategoryNode,
  PriceHistoryResponse,
  ProductListItem,
  ProductListResponse,
  ProductOffer,
} from '../../shared/product.ts';
import { type BannerGroups, findBannerGroups } from '../banners/banner.repository.ts';
import { readCatalogGeneration } from '../db/catalog-generation.ts';
import type { Db } from '../db/database.ts';
import { ResultCache } from '../lib/result-cache.ts';
import {
  findAllCategories,
  findAllSubcategories,
  findPopulatedCategorySlugs,
} from './category.repository.ts';
import type { FacetIndex } from './filtering/facet-index.ts';
import { FacetIndexHolder } from './filtering/facet-index-holder.ts';
import { listTotal, listTotalsOf } from './filtering/list-totals.ts';
import {
  countList,
  facetsOfList as facetsOfCounts,
  type ListCounts,
  type ListScope,
  narrowProducts,
} from './filtering/narrow-products.ts';
import { firstRowsInOrder } from './filtering/row-order.ts';
import { findCurrentOffers, findOfferTimelines, findPricePoints } from './offer.repository.ts';
import { buildPriceHistory, historyWindowStart } from './price-history.ts';
import { presentProductListItem, presentProductOffer } from './product.presenter.ts';
import {
  countProducts,
  findCategoryIdBySlug,
  findMaxDiscountPercent,
  findProductRowById,
  findProductRowByPublicId,
  findProductRows,
  findProductRowsByIds,
  findSubcategoryBySlug,
  type ProductListFilter,
} from './product.repository.ts';
import { findPartnerShops, type PartnerShop } from './shop.repository.ts';

// Catalog reads shared by the API routes and the page loaders, so a page renders exactly what the
// matching API call returns.

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

// The product was found to be another one (`npm run match` merged it): its address moves there.
export class ProductMovedError extends Error {
  override name = 'ProductMovedError';
  constructor(readonly to: { id_c10: string; c10_product_name: string }) {
    super(`Product moved to ${to.id_c10}`);
  }
}

export type ProductListRequest = {
  scope: ProductListScope;
  category?: string;
  subcategory?: string;
  excludeDeals?: boolean;
  sort?: ProductSort;
  page?: number;
  limit?: number;
  // What the shopper narrowed the list to (contracts/filters.ts); none when absent.
  filters?: ProductFilters;
  // Whether the answer carries the facets (the filters' values with counts).
  facets?: boolean;
};

// A list's total counts every listed product of its scope, read again for each page: 30-60 ms on
// a catalog of a million products. It changes only with the catalog's generation, which every
// import and freshness run that lists or unlists a product bumps in its own transaction
// (search-index.ts), so totals are kept under it. The age limit is a safety net only.
const TOTALS_CACHED = 2000;
const TOTALS_MAX_AGE_MS = 10 * 60_000;
// Filtered lists kept (their first pages' ids, total and facets: a few kilobytes each).
const FILTERED_CACHED = 1000;

type FilteredList = { ids: number[]; total: number; facets: Facets };

// The rows of the facet index a list starts from: its subcategory's, its category's, or all.
function rowsOfList(index: FacetIndex, filter: ProductListFilter): Int32Array | null {
  if (filter.subcategoryId !== undefined) {
    const rows = index.rowsOfSubcategory.get(filter.subcategoryId) ?? new Int32Array(0);
    // A subcategory asked with another category lists nothing (as the SQL lists).
    const otherCategory =
      filter.categoryId !== undefined && rows.length > 0 && index.category[rows[0]!] !== filter.categoryId;
    return otherCategory ? new Int32Array(0) : rows;
  }
  if (filter.categoryId !== undefined)
    return index.rowsOfCategory.get(filter.categoryId) ?? new Int32Array(0);
  return null;
}

function scopeOfList(filter: ProductListFilter): ListScope {
  return {
    deals: filter.scope === 'deals',
    featured: filter.scope === 'featured',
    excludeDeals: filter.excludeDeals ?? false,
    acrossCategories: filter.categoryId === undefined && filter.subcategoryId === undefined,
  };
}

// `filterCacheEntries`: filtered lists and facets kept (0 keeps none: the benchmark's first visitor).
export type CatalogServiceOptions = { facetIndex?: FacetIndexHolder; filterCacheEntries?: number };

export function createCatalogService(db: Db, options: CatalogServiceOptions = {}) {
  const totals = new ResultCache<number>(TOTALS_CACHED, TOTALS_MAX_AGE_MS);
  const facetIndex = options.facetIndex ?? new FacetIndexHolder(db);
  const filterCacheEntries = options.filterCacheEntries ?? FILTERED_CACHED;
  const filtered = new ResultCache<FilteredList>(filterCacheEntries, TOTALS_MAX_AGE_MS);
  const facetsOfLists = new ResultCache<Facets>(filterCacheEntries, TOTALS_MAX_AGE_MS);
  // Each list's unfiltered counts, like the lists' totals, per facet index columns (a generation
  // that changed no product keeps its index's columns, and these).
  const listCounts = new WeakMap<Int32Array, Map<string, ListCounts>>();
  // `specifications`: counted even on a list across every category (one chosen by URL there).
  function countsOfList(index: FacetIndex, filter: ProductListFilter, specifications = false): ListCounts {
    let ofIndex = listCounts.get(index.productId);
    if (!ofIndex) {
      ofIndex = new Map();
      listCounts.set(index.productId, ofIndex);
    }
    const scope = scopeOfList(filter);
    if (specifications) scope.acrossCategories = false;
    const key = JSON.stringify([filter, scope.acrossCategories]);
    let counts = ofIndex.get(key);
    if (!counts) {
      counts = countList(index, rowsOfList(index, filter), scope);
      ofIndex.set(key, counts);
    }
    return counts;
  }

  // The products of a list that the filters let through: the ids of its first `wanted` in the
  // list's order, how many there are, and the facets.
  async function filterList(
    filter: ProductListFilter,
    filters: ProductFilters,
    sort: ProductSort,
    wanted: number,
    generation: number,
  ): Promise<FilteredList> {
    const index = await facetIndex.forGeneration(generation);
    const key = [index.generation, JSON.stringify(filter), filtersKey(filters), sort].join('\u001f');
    const cached = filtered.get(key);
    if (cached && cached.ids.length >= Math.min(wanted, cached.total)) return cached;
    // The list's rows in its scope, kept with its counts: no scope checked row by row. The scope is
    // in the rows already; only whether specifications are offered remains.
    const specificationChosen = Object.values(filters.attributes).some((values) => (values?.length ?? 0) > 0);
    const counts = countsOfList(index, filter, specificationChosen);
    const { acrossCategories } = scopeOfList(filter);
    const narrowed = narrowProducts(index, counts.scopedRows, { acrossCategories }, filters, counts);
    const first = firstRowsInOrder(index, narrowed.rows, sort, wanted);
    const list = {
      ids: Array.from(first, (row) => index.productId[row]!),
      total: narrowed.rows.length,
      facets: narrowed.facets,
    };
    filtered.set(key, list);
    return list;
  }

  // The facets of a list nobody filtered: the same for every visitor until the next import. None
  // while a server that just started reads its first index (the list itself does not wait).
  async function facetsOfList(filter: ProductListFilter, generation: number): Promise<Facets | undefined> {
    const index = await facetIndex.ifReadySoon(generation);
    if (!index) return undefined;
    const key = `${index.generation}\u001f${JSON.stringify(filter)}`;
    const cached = facetsOfLists.get(key);
    if (cached) return cached;
    const facets = facetsOfCounts(index, countsOfList(index, filter), NO_FILTERS);
    facetsOfLists.set(key, facets);
    return facets;
  }

  async function countListed(filter: ProductListFilter, generation: number): Promise<number> {
    // The facet index of this very generation holds every listed product: counted there, the first
    // visitor after an import waits no SQL count (the index follows imports in the background).
    const index = facetIndex.readyFor(generation);
    if (index) return listTotal(index, filter, scopeOfList(filter));
    const key = `${generation}\u001f${JSON.stringify(filter)}`;
    const cached = totals.get(key);
    if (cached !== undefined) return cached;
    const total = await countProducts(db, filter);
    totals.set(key, total);
    return total;
  }

  // What changes only with the catalog's generation, like the totals, and is on every page (which
  // categories list products, the tree, the banners), is read once per generation and kept.
  function perGeneration<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
    const kept = new Map<K, { generation: number; value: Promise<V> }>();
    return async (key) => {
      const generation = await readCatalogGeneration(db);
      const entry = kept.get(key);
      if (entry?.generation === generation) return entry.value;
      const value = read(key);
      kept.set(key, { generation, value });
      // A failed read is not kept: the next request reads again.
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      return value;
    };
  }

  const populatedSlugs = perGeneration((_all: 'all') => findPopulatedCategorySlugs(db));
  const bannersIn = perGeneration((language: Language) => findBannerGroups(db, language));

  // Only the categories and subcategories that list products: an empty one would be a link to
  // "No hay ofertas..." (its URL still answers, with the spec's empty texts). One comes back
  // with the import that lists a product in it.
  const categoryHierarchy = perGeneration(async (_all: 'all'): Promise<CategoryNode[]> => {
    const [categories, subcategories, populated] = await Promise.all([
      findAllCategories(db),
      findAllSubcategories(db),
      populatedSlugs('all'),
    ]);
    return categories
      .filter((category) => populated.categories.has(category.slug))
      .map((category) => ({
        id: category.id,
        slug: category.slug,
        name: category.name,
        subcategories: subcategories
          .filter((sub) => sub.category_id === category.id && populated.subcategories.has(sub.slug))
          .map((sub) => ({ id: sub.id, slug: sub.slug, name: sub.name })),
      }));
  });

  // A product by its public id; a merged one answers with where it went.
  async function productRow(publicId: string) {
    const row = await findProductRowByPublicId(db, publicId);
    if (!row) throw new NotFoundError(`No product ${publicId}`);
    if (row.merged_into_id !== null) {
      const target = await findProductRowById(db, row.merged_into_id);
      if (target) throw new ProductMovedError({ id_c10: target.id_c10, c10_product_name: target.name });
    }
    return row;
  }

  // Category and subcategory ids by slug, kept per generation (every list asks; on PostgreSQL each
  // query is a round trip).
  const slugs = new ResultCache<Promise<unknown>>(TOTALS_CACHED, TOTALS_MAX_AGE_MS);
  function bySlug<T>(generation: number, kind: string, slug: string, read: () => Promise<T>): Promise<T> {
    const key = `${generation}\u001f${kind}\u001f${slug}`;
    let found = slugs.get(key) as Promise<T> | undefined;
    if (!found) {
      found = read();
      slugs.set(key, found);
      found.catch(() => slugs.delete(key));
    }
    return found;
  }

  async function resolveFilter(request: ProductListRequest, generation: number): Promise<ProductListFilter> {
    const filter: ProductListFilter = { scope: request.scope, excludeDeals: request.excludeDeals ?? false };
    if (request.category !== undefined) {
      const slug = request.category;
      const id = await bySlug(generation, 'category', slug, () => findCategoryIdBySlug(db, slug));
      if (id === null) throw new NotFoundError(`Unknown category "${request.category}"`);
      filter.categoryId = id;
    }
    if (request.subcategory !== undefined) {
      const slug = request.subcategory;
      const subcategory = await bySlug(generation, 'subcategory', slug, () =>
        findSubcategoryBySlug(db, slug),
      );
      if (subcategory === null) throw new NotFoundError(`Unknown subcategory "${request.subcategory}"`);
      filter.subcategoryId = subcategory.id;
      // Its lists are read from its category's indexes. (Asked with another category, it lists
      // nothing: no product is filed under a subcategory of another category.)
      filter.categoryId ??= subcategory.categoryId;
    }
    return filter;
  }

  return {
    // Resolves once the facet index of the current generation, and every list's total in it, are
    // read (the server follows imports with it: http/services.ts).
    async ready(): Promise<void> {
      listTotalsOf(await facetIndex.forGeneration(await readCatalogGeneration(db)));
    },

    async listProducts(request: ProductListRequest): Promise<ProductListResponse> {
      // One generation for the whole answer (each read is a round trip on PostgreSQL).
      const generation = await readCatalogGeneration(db);
      const filter = await resolveFilter(request, generation);
      const pageSize = request.limit ?? DEFAULT_PAGE_SIZE;
      const offset = ((request.page ?? 1) - 1) * pageSize;
      // A page that straddles the pageable limit stops at it; none reads past it (contracts/paging.ts).
      const limit = Math.max(0, Math.min(pageSize, MAX_PAGED_RESULTS - offset));
      const sort = request.sort ?? SORTS_BY_SCOPE[request.scope].default;
      const filters = request.filters ?? NO_FILTERS;
      if (hasFilters(filters)) {
        const list = await filterList(filter, filters, sort, offset + limit, generation);
        const rows = await findProductRowsByIds(db, list.ids.slice(offset, offset + limit));
        return {
          products: rows.map(presentProductListItem),
          total: list.total,
          ...(request.facets ? { facets: list.facets } : {}),
        };
      }
      // Unfiltered, a list is read from the indexes in its order (migration 0005).
      const [rows, total, facets] = await Promise.all([
        limit === 0 ? Promise.resolve([]) : findProductRows(db, { ...filter, sort, limit, offset }),
        countListed(filter, generation),
        request.facets ? facetsOfList(filter, generation) : Promise.resolve(undefined),
      ]);
      return { products: rows.map(presentProductListItem), total, ...(facets ? { facets } : {}) };
    },

    async maxDealDiscountPercent(request: Omit<ProductListRequest, 'scope'>): Promise<number | null> {
      const generation = await readCatalogGeneration(db);
      return findMaxDiscountPercent(db, await resolveFilter({ ...request, scope: 'deals' }, generation));
    },

    async getProduct(publicId: string): Promise<ProductListItem> {
      return presentProductListItem(await productRow(publicId));
    },

    async getProductOffers(publicId: string): Promise<ProductOffer[]> {
      const product = await productRow(publicId);
      const offers = (await findCurrentOffers(db, product.id)).map(presentProductOffer);
      return offers.sort(
        (a, b) => a.total_price - b.total_price || a.merchant_name.localeCompare(b.merchant_name),
      );
    },

    async getPriceHistory(publicId: string, days: number, now = new Date()): Promise<PriceHistoryResponse> {
      const product = await productRow(publicId);
      const timelines = await findOfferTimelines(db, product.id);
      const points = await findPricePoints(
        db,
        timelines.map((offer) => offer.id),
        historyWindowStart(days, now),
      );
      return buildPriceHistory(timelines, points, { days, now, currency: product.currency ?? 'EUR' });
    },

    // Every page shows them; a banner import bumps the generation (banner.repository.ts).
    listBanners(language: Language): Promise<BannerGroups> {
      return bannersIn(language);
    },

    listPartnerShops(): Promise<PartnerShop[]> {
      return findPartnerShops(db);
    },

    // Slugs of the categories and subcategories that list products (the sitemap's pages).
    listPopulatedCategorySlugs() {
      return populatedSlugs('all');
    },

    // The catalog's generation: what visitors see changes only when it does (db/catalog-generation.ts).
    generation(): Promise<number> {
      return readCatalogGeneration(db);
    },

    // The health check's question: does the database answer?
    async checkDatabase(): Promise<void> {
      await db.selectFrom('category').select('id').limit(1).execute();
    },

    getCategoryHierarchy(): Promise<CategoryNode[]> {
      return categoryHierarchy('all');
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
