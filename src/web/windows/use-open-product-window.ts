import { useCallback } from 'react';
import type { ProductCard } from '../../shared/contracts/product-card.ts';
import { recordProductClick } from '../lib/record-click.ts';
import { useWindowActions } from './use-window-actions.ts';

export function productWindowId(publicId: string): string {
  return `product:${publicId}`;
}

// Opens a product's details window. Opening details counts as a click on the product (spec); a
// window that is only brought forward again does not count twice.
export function useOpenProductWindow(): (product: ProductCard) => void {
  const { openWindow } = useWindowActions();
  return useCallback(
    (product: ProductCard) => {
      if (openWindow(productWindowId(product.id_c10), { kind: 'product', product })) {
        recordProductClick(product.id_c10);
      }
    },
    [openWindow],
  );
}
