import { DEFAULT_PAGE_SIZE } from '../../shared/list-options.ts';

// API paths double as query keys (spec section 7), so pages and the server build them here, once.
export const CATEGORY_HIERARCHY_PATH = '/api/db/categories/hierarchy';
export const HOME_DEALS_PATH = `/api/products/deals?limit=${DEFAULT_PAGE_SIZE}`;
export const HOME_FEATURED_PATH = `/api/products/featured?limit=${DEFAULT_PAGE_SIZE}&exclude_deals=true`;
export const POPULAR_SEARCHES_PATH = '/api/searches/popular';
export const POPULAR_BRANDS_PATH = '/api/brands/popular';
