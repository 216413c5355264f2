import type { ProductSort } from '../../../shared/contracts/product-lists.ts';
import { type FacetIndex, NO_PRICE } from './facet-index.ts';

// A list's order over the rows of a facet index (the orders of product.repository.ts applySort):
// the first rows of a filtered list or search, without sorting every row.

// The first `wanted` rows in a list's order (the orders of product.repository.ts applySort), of
// `rows` in any order: a bounded heap, so a page of a 500,000-row list sorts 12 rows, not 500,000.
export function firstRowsInOrder(
  index: FacetIndex,
  rows: Int32Array,
  sort: ProductSort,
  wanted: number,
): Int32Array {
  const before = comparatorFor(index, sort);
  const limit = Math.min(wanted, rows.length);
  if (limit === 0) return new Int32Array(0);
  // heap[0] is the last of the rows kept so far: a row before it replaces it.
  const heap = new Int32Array(limit);
  let size = 0;
  const after = (a: number, b: number) => before(b, a) < 0;
  const siftUp = (at: number) => {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!after(heap[at]!, heap[parent]!)) break;
      [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
      at = parent;
    }
  };
  const siftDown = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let last = at;
      if (left < size && after(heap[left]!, heap[last]!)) last = left;
      if (right < size && after(heap[right]!, heap[last]!)) last = right;
      if (last === at) return;
      [heap[at], heap[last]] = [heap[last]!, heap[at]!];
      at = last;
    }
  };
  // Most rows of a long list cannot enter once the heap is full: their first key alone says so.
  const { values: leading, sign } = leadingKeyOf(index, sort);
  // price_asc puts rows without a price last: with one of them last, every row goes to the heap.
  const keyOfLast = (row: number) =>
    sort === 'price_asc' && leading[row] === NO_PRICE ? Number.POSITIVE_INFINITY : sign * leading[row]!;
  let lastKey = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (size < limit) {
      heap[size] = row;
      siftUp(size++);
      if (size === limit) lastKey = keyOfLast(heap[0]!);
    } else if (sign * leading[row]! <= lastKey && before(row, heap[0]!) < 0) {
      heap[0] = row;
      siftDown(0);
      lastKey = keyOfLast(heap[0]!);
    }
  }
  return heap.sort(before);
}

// Negative when row a comes before row b.
function comparatorFor(index: FacetIndex, sort: ProductSort): (a: number, b: number) => number {
  const { productId: id, rating, reviews, clicks, offerCount, firstSeen, price, discount } = index;
  switch (sort) {
    case 'rating':
      // Unrated last, as the SQL lists order them.
      return (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || id[a]! - id[b]!;
    case 'popularity':
    case 'popular':
      return (a, b) =>
        clicks[b]! - clicks[a]! ||
        reviews[b]! - reviews[a]! ||
        offerCount[b]! - offerCount[a]! ||
        id[a]! - id[b]!;
    case 'recent':
      return (a, b) => firstSeen[b]! - firstSeen[a]! || id[b]! - id[a]!;
    case 'price_asc':
      return (a, b) => priceKey(price[a]!) - priceKey(price[b]!) || id[a]! - id[b]!;
    case 'price_desc':
      return (a, b) => price[b]! - price[a]! || id[b]! - id[a]!;
    case 'discount':
      return (a, b) => discount[b]! - discount[a]! || id[a]! - id[b]!;
  }
}

// The column an order compares first, signed so that a greater key comes later. A row whose key is
// greater than the last kept row's comes after it whatever the other keys say. (For price_asc a row
// without a price, -1, has the least key and goes through the whole comparison.)
function leadingKeyOf(
  index: FacetIndex,
  sort: ProductSort,
): { values: Int32Array | Int16Array | Float64Array; sign: 1 | -1 } {
  switch (sort) {
    case 'rating':
      return { values: index.rating, sign: -1 };
    case 'popularity':
    case 'popular':
      return { values: index.clicks, sign: -1 };
    case 'recent':
      return { values: index.firstSeen, sign: -1 };
    case 'price_asc':
      return { values: index.price, sign: 1 };
    case 'price_desc':
      return { values: index.price, sign: -1 };
    case 'discount':
      return { values: index.discount, sign: -1 };
  }
}

// A product without a price goes after every price.
function priceKey(cents: number): number {
  return cents === NO_PRICE ? Number.MAX_SAFE_INTEGER : cents;
}
