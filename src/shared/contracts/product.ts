// The product page's data: GET /api/products/{id_c10}, /offers and /price-history?days=.

export const PRODUCT_ROUTE = '/api/products/:id_c10';
export const PRODUCT_OFFERS_ROUTE = '/api/products/:id_c10/offers';
export const PRICE_HISTORY_ROUTE = '/api/products/:id_c10/price-history';

// The chart's ranges; the page opens on the default one.
export const HISTORY_RANGES = [30, 90, 365] as const;
export const DEFAULT_HISTORY_DAYS = 90;
export const MAX_HISTORY_DAYS = 365;

export function productApiPath(id: string): string {
  return PRODUCT_ROUTE.replace(':id_c10', encodeURIComponent(id));
}

export function productOffersPath(id: string): string {
  return PRODUCT_OFFERS_ROUTE.replace(':id_c10', encodeURIComponent(id));
}

export function priceHistoryPath(id: string, days: number): string {
  return `${PRICE_HISTORY_ROUTE.replace(':id_c10', encodeURIComponent(id))}?days=${days}`;
}
