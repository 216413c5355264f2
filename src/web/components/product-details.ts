import { discountPercentOf } from '../../shared/discount.ts';
import type { ProductListItem } from '../../shared/product.ts';

// Figures and lists shown in a product's window and details dialog, worked out once here.

// Spec: a discount only when both prices exist and the old one is higher; the rounded percentage.
export function computeDiscountPercent(oldPrice: number | null, price: number | null): number | null {
  if (oldPrice === null || price === null || oldPrice <= 0 || oldPrice <= price) return null;
  return discountPercentOf(oldPrice, price);
}

export type StarCounts = { full: number; half: boolean; empty: number };

// Five stars: whole ones for the integer part and a half one when the fraction is at least .5.
export function countStars(rating: number): StarCounts {
  const bounded = Math.min(5, Math.max(0, rating));
  const full = Math.floor(bounded);
  const half = full < 5 && bounded - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

// Spec: the large (or else the merchant) image, then up to three alternates; empty ones skipped
// and the same address never twice.
export function collectProductImages(
  product: Pick<ProductListItem, 'large_image' | 'merchant_image_url'> &
    Partial<Pick<ProductListItem, 'alternate_image' | 'alternate_image_two' | 'alternate_image_three'>>,
): string[] {
  const main = product.large_image?.trim() || product.merchant_image_url?.trim();
  const candidates = [
    main,
    product.alternate_image,
    product.alternate_image_two,
    product.alternate_image_three,
  ];
  const images: string[] = [];
  for (const candidate of candidates) {
    const url = candidate?.trim();
    if (url && !images.includes(url)) images.push(url);
  }
  return images;
}

// The carousel wraps: forward from the last image is the first, back from the first is the last.
export function stepImageIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
