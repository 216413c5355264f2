import { productApiPath } from '../../shared/contracts/product.ts';
import type { ProductCard } from '../../shared/contracts/product-card.ts';
import type { ProductListItem } from '../../shared/product.ts';
import { useApiQuery } from './use-api-query.ts';

// A card carries only what the card shows (contracts/product-card.ts); the details dialog and the
// floating window load the whole record when opened. What the card showed (its offer, price and
// shop) stays as the card showed it; the record adds descriptions, images and facts.
export type WholeProduct =
  | { state: 'loading'; product: null }
  | { state: 'failed'; product: null }
  | { state: 'loaded'; product: ProductListItem };

export function useWholeProduct(card: ProductCard): WholeProduct {
  const whole = useApiQuery<ProductListItem>(productApiPath(card.id_c10));
  if (whole.data) return { state: 'loaded', product: { ...whole.data, ...card } };
  return whole.isError ? { state: 'failed', product: null } : { state: 'loading', product: null };
}
