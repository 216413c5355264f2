import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS, type ProductSort } from '../../../shared/contracts/product-lists.ts';
import { type FacetIndex, NO_PRICE, NO_RATING } from './facet-index.ts';
import { firstRowsInOrder } from './row-order.ts';

// Rows with many ties on every order's first key (ratings, clicks, days, prices of few values) and
// rows without a price or rating, as a catalog has them.
function columns(size: number): FacetIndex {
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const of = <T extends Int32Array | Int16Array | Float64Array>(array: T, value: () => number): T => {
    for (let row = 0; row < size; row++) array[row] = value();
    return array;
  };
  let row = 0;
  return {
    // Unique, in no order of the rows.
    productId: of(new Int32Array(size), () => 1 + ((row++ * 3_001) % size)),
    rating: of(new Int16Array(size), () => (random(4) === 0 ? NO_RATING : 100 * random(6))),
    reviews: of(new Int32Array(size), () => random(5)),
    clicks: of(new Int32Array(size), () => random(3)),
    offerCount: of(new Int32Array(size), () => 1 + random(3)),
    firstSeen: of(new Float64Array(size), () => 1_700_000_000_000 + 86_400_000 * random(4)),
    price: of(new Int32Array(size), () => (random(5) === 0 ? NO_PRICE : 100 * random(8))),
    discount: of(new Int16Array(size), () => random(4) * 5),
  } as unknown as FacetIndex;
}

// The order of product.repository.ts applySort, written out once more as a whole sort.
function sortedWhole(index: FacetIndex, rows: number[], sort: ProductSort): number[] {
  const { productId: id, rating, reviews, clicks, offerCount, firstSeen, price, discount } = index;
  const priceKey = (row: number) => (price[row] === NO_PRICE ? Number.MAX_SAFE_INTEGER : price[row]!);
  const compare: Record<ProductSort, (a: number, b: number) => number> = {
    rating: (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || id[a]! - id[b]!,
    popularity: (a, b) =>
      clicks[b]! - clicks[a]! ||
      reviews[b]! - reviews[a]! ||
      offerCount[b]! - offerCount[a]! ||
      id[a]! - id[b]!,
    popular: (a, b) => compare.popularity(a, b),
    recent: (a, b) => firstSeen[b]! - firstSeen[a]! || id[b]! - id[a]!,
    price_asc: (a, b) => priceKey(a) - priceKey(b) || id[a]! - id[b]!,
    price_desc: (a, b) => price[b]! - price[a]! || id[b]! - id[a]!,
    discount: (a, b) => discount[b]! - discount[a]! || id[a]! - id[b]!,
  };
  return [...rows].sort(compare[sort]);
}

describe('the first rows of a list in its order', () => {
  const index = columns(5_000);
  // Every other row, shuffled: a filtered list's rows come in any order.
  const rows = Array.from({ length: 2_500 }, (_, i) => (i * 7_919) % 5_000);

  it.each(PRODUCT_SORTS)('are those of a whole sort, ties included, ordered %s', (sort) => {
    const whole = sortedWhole(index, rows, sort);
    for (const wanted of [1, 12, 24, 240, rows.length, rows.length + 5]) {
      expect([...firstRowsInOrder(index, Int32Array.from(rows), sort, wanted)], `${wanted}`).toEqual(
        whole.slice(0, wanted),
      );
    }
  });

  it('are none of an empty list', () => {
    expect(firstRowsInOrder(index, new Int32Array(0), 'recent', 12)).toHaveLength(0);
  });
});
