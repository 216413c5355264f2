import { CATEGORY_HIERARCHY_ROUTE } from '../../shared/contracts/categories.ts';
import { priceHistoryPath, productApiPath, productOffersPath } from '../../shared/contracts/product.ts';
import { type AsCards, inView } from '../../shared/contracts/product-card.ts';
import type { ProductListQuery } from '../../shared/contracts/product-lists.schema.ts';
import { type ProductListTarget, productListPath } from '../../shared/contracts/product-lists.ts';
import type { PopularBrand, PopularSearch, SearchResponse } from '../../shared/contracts/search.schema.ts';
import {
  POPULAR_BRANDS_ROUTE,
  POPULAR_SEARCHES_ROUTE,
  type SearchApiQuery,
  searchPath,
} from '../../shared/contracts/search.ts';
import type {
  CategoryNode,
  PriceHistoryResponse,
  ProductListItem,
  ProductListResponse,
  ProductOffersResponse,
} from '../../shared/product.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { colourWrittenIn } from '../matching/clean-name.ts';
import type { SearchService } from '../search/search.service.ts';

// One function per read endpoint of /api (src/shared/contracts): the API route answers with its
// data, and a page loader gets the same data together with the key the browser's query will use,
// so the two never drift apart and no loader writes a URL by hand.

export type Loaded<T> = { key: string; data: T };

async function loaded<T>(key: string, data: Promise<T>): Promise<Loaded<T>> {
  return { key, data: await data };
}

// The query a list endpoint was given, as the catalog service takes it.
function listRequest(target: ProductListTarget, query: Partial<ProductListQuery>) {
  return {
    scope: target.scope,
    category: target.place === 'category' ? target.slug : undefined,
    subcategory: target.place === 'subcategory' ? target.slug : undefined,
    excludeDeals: query.exclude_deals ?? false,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
    filters: query.filters,
    // As the API: with facets unless asked without (facets=0).
    facets: query.facets ?? true,
  };
}

export function createReaders(services: { catalog: CatalogService; search: SearchService }) {
  const { catalog, search } = services;
  return {
    productList(
      target: ProductListTarget,
      query: Partial<ProductListQuery> = {},
    ): Promise<Loaded<ProductListResponse | AsCards<ProductListResponse>>> {
      const key = productListPath(target, { ...query, excludeDeals: query.exclude_deals });
      return loaded(
        key,
        catalog.listProducts(listRequest(target, query)).then((answer) => inView(answer, query.view)),
      );
    },

    // `client` is the visitor's anonymised address: popular searches count each client once.
    search(
      query: SearchApiQuery,
      client?: string,
    ): Promise<Loaded<SearchResponse | AsCards<SearchResponse>>> {
      return loaded(
        searchPath(query),
        search
          .search({ ...query, facets: query.facets ?? true, client })
          .then((answer) => inView(answer, query.view)),
      );
    },

    product(id: string): Promise<Loaded<ProductListItem>> {
      return loaded(productApiPath(id), catalog.getProduct(id));
    },

    // A product matched from titles holds every colour of its model: each offer says its own.
    async productOffers(id: string): Promise<Loaded<ProductOffersResponse>> {
      const offers = (await catalog.getProductOffers(id)).map((offer) => ({
        ...offer,
        colour: colourWrittenIn(offer.product_name),
      }));
      return { key: productOffersPath(id), data: { offers } };
    },

    priceHistory(id: string, days: number): Promise<Loaded<PriceHistoryResponse>> {
      return loaded(priceHistoryPath(id, days), catalog.getPriceHistory(id, days));
    },

    categoryHierarchy(): Promise<Loaded<CategoryNode[]>> {
      return loaded(CATEGORY_HIERARCHY_ROUTE, catalog.getCategoryHierarchy());
    },

    // `recent`: a list read in the last 30 s will do (the page layout's side panels).
    popularSearches(options: { recent?: boolean } = {}): Promise<Loaded<PopularSearch[]>> {
      return loaded(POPULAR_SEARCHES_ROUTE, search.popularSearches(options));
    },

    popularBrands(options: { recent?: boolean } = {}): Promise<Loaded<PopularBrand[]>> {
      return loaded(POPULAR_BRANDS_ROUTE, search.popularBrands(options));
    },
  };
}

export type Readers = ReturnType<typeof createReaders>;

// Initial data for the browser's query cache, keyed as its queries will ask.
export function initialDataOf(...entries: Loaded<unknown>[]): Record<string, unknown> {
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.data]));
}
