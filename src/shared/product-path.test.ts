import { describe, expect, it } from 'vitest';
import { productPath, productSlug } from './product-path.ts';

describe('productSlug', () => {
  it('folds accents and punctuation into a readable slug', () => {
    expect(productSlug('Portátil Lenovo IdeaPad 5 14" Ryzen 7 (16GB/512GB)')).toBe(
      'portatil-lenovo-ideapad-5-14-ryzen-7-16gb-512gb',
    );
    expect(productSlug('日本語')).toBe('producto');
    expect(productPath({ id_c10: 'abcdefghjkmn', c10_product_name: 'Ratón Logitech MX' })).toBe(
      '/product/abcdefghjkmn/raton-logitech-mx',
    );
  });
});
