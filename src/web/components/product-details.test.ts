import { describe, expect, it } from 'vitest';
import { parseSpecifications } from '../lib/specifications.ts';
import {
  collectProductImages,
  computeDiscountPercent,
  countStars,
  stepImageIndex,
} from './product-details.ts';

describe('computeDiscountPercent', () => {
  it('is the rounded reduction from the old price', () => {
    expect(computeDiscountPercent(1921.08, 1362.88)).toBe(29);
    expect(computeDiscountPercent(100, 66.5)).toBe(34);
    expect(computeDiscountPercent(3, 2)).toBe(33);
  });

  it('is absent without both prices or without a reduction', () => {
    expect(computeDiscountPercent(null, 10)).toBeNull();
    expect(computeDiscountPercent(10, null)).toBeNull();
    expect(computeDiscountPercent(10, 10)).toBeNull();
    expect(computeDiscountPercent(10, 12)).toBeNull();
  });
});

describe('countStars', () => {
  it('adds a half star when the fraction is at least .5', () => {
    expect(countStars(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(countStars(3.7)).toEqual({ full: 3, half: true, empty: 1 });
    expect(countStars(3.49)).toEqual({ full: 3, half: false, empty: 2 });
    expect(countStars(5)).toEqual({ full: 5, half: false, empty: 0 });
    expect(countStars(0)).toEqual({ full: 0, half: false, empty: 5 });
  });
});

describe('parseSpecifications', () => {
  it('splits the feed text into labelled rows', () => {
    expect(parseSpecifications('Chip: Apple M2 Pro; Memoria unificada: 16GB;  ; Plata')).toEqual([
      { label: 'Chip', value: 'Apple M2 Pro' },
      { label: 'Memoria unificada', value: '16GB' },
      { label: null, value: 'Plata' },
    ]);
    expect(parseSpecifications(null)).toEqual([]);
    expect(parseSpecifications('Pantalla: 15"\nPeso: 1,8 kg')).toHaveLength(2);
  });
});

describe('collectProductImages', () => {
  const none = { alternate_image: null, alternate_image_two: null, alternate_image_three: null };

  it('starts with the large image and adds the alternates, skipping empty ones and repeats', () => {
    expect(
      collectProductImages({
        large_image: '/a.svg',
        merchant_image_url: '/m.svg',
        alternate_image: '/b.svg',
        alternate_image_two: ' ',
        alternate_image_three: '/a.svg',
      }),
    ).toEqual(['/a.svg', '/b.svg']);
  });

  it('falls back to the merchant image, and to nothing at all', () => {
    expect(collectProductImages({ large_image: '', merchant_image_url: '/m.svg', ...none })).toEqual([
      '/m.svg',
    ]);
    expect(collectProductImages({ large_image: null, merchant_image_url: null, ...none })).toEqual([]);
  });
});

describe('stepImageIndex', () => {
  it('wraps around both ends', () => {
    expect(stepImageIndex(2, 1, 3)).toBe(0);
    expect(stepImageIndex(0, -1, 3)).toBe(2);
    expect(stepImageIndex(1, 1, 3)).toBe(2);
    expect(stepImageIndex(0, 1, 0)).toBe(0);
  });
});
