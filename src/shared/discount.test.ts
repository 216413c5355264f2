import { describe, expect, it } from 'vitest';
import { discountPercentOf } from './discount.ts';

describe('discountPercentOf', () => {
  it('gives the same whole percent in cents and in euros', () => {
    expect(discountPercentOf(192_108, 136_288)).toBe(29);
    expect(discountPercentOf(1921.08, 1362.88)).toBe(29);
    expect(discountPercentOf(10_000, 6650)).toBe(34);
    expect(discountPercentOf(100, 66.5)).toBe(34);
  });
});
