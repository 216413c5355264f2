import type { ProductListItem } from '../product.ts';

// `view=card` on the product lists and the search (beyond the spec): each product with only what a
// product card shows. The pages' lists use it, so the data a page hands to the browser for
// hydration carries no descriptions, specifications or identifiers no card reads (issue 13: they
// were most of a list page's HTML); the details dialog and the floating window load the whole
// record (GET /api/products/{id_c10}) when opened.

export const PRODUCT_VIEWS = ['card'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const PRODUCT_CARD_FIELDS = [
  'id',
  'id_c10',
  'c10_product_name',
  'large_image',
  'merchant_image_url',
  'search_price',
  'product_price_old',
  'discount_percent',
  'rating_c10',
  'contador_c10',
  'merchant_name',
  'short_description_c10',
  'aw_deep_link',
  'offer_count',
] as const satisfies readonly (keyof ProductListItem)[];

export type ProductCard = Pick<ProductListItem, (typeof PRODUCT_CARD_FIELDS)[number]>;

export function toProductCard(item: ProductListItem): ProductCard {
  const card: Partial<Record<keyof ProductCard, unknown>> = {};
  for (const field of PRODUCT_CARD_FIELDS) card[field] = item[field];
  return card as ProductCard;
}

// A list or search answer in the view asked for: whole records, or cards.
export function inView<R extends { products: ProductListItem[] }>(
  answer: R,
  view: ProductView | undefined,
): R | AsCards<R> {
  return view === 'card' ? { ...answer, products: answer.products.map(toProductCard) } : answer;
}

// A list or search answer whose products are cards.
export type AsCards<R extends { products: unknown[] }> = Omit<R, 'products'> & { products: ProductCard[] };
