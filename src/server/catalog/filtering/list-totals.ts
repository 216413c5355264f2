import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '../product.repository.ts';
import { type FacetIndex, FLAG_DEAL, FLAG_REMOVED } from './facet-index.ts';
import type { ListScope } from './narrow-products.ts';

// Every unfiltered list's total, from one pass over a facet index: for the whole catalog, each
// category and each subcategory, how many listed products are deals or not, featured or not. A
// list's total is then a sum of four numbers, for the first visitor after an import too (the
// process reads the import into its index in the background, docs/decisions/023).

// Classes of a row: deal (1) and featured (2).
const CLASSES = 4;
const DEAL = 1;
const FEATURED = 2;

export type ListTotals = { all: Int32Array; byCategory: Int32Array; bySubcategory: Int32Array };

const totalsOfIndex = new WeakMap<FacetIndex, ListTotals>();

export function listTotalsOf(index: FacetIndex): ListTotals {
  const kept = totalsOfIndex.get(index);
  if (kept) return kept;
  const { category, subcategory, flags, rating, reviews, size } = index;
  let maxCategory = 0;
  let maxSubcategory = 0;
  for (let row = 0; row < size; row++) {
    if (category[row]! > maxCategory) maxCategory = category[row]!;
    if (subcategory[row]! > maxSubcategory) maxSubcategory = subcategory[row]!;
  }
  const totals = {
    all: new Int32Array(CLASSES),
    byCategory: new Int32Array((maxCategory + 1) * CLASSES),
    bySubcategory: new Int32Array((maxSubcategory + 1) * CLASSES),
  };
  const featuredRating = FEATURED_MIN_RATING * 100;
  for (let row = 0; row < size; row++) {
    const rowFlags = flags[row]!;
    if ((rowFlags & FLAG_REMOVED) !== 0) continue;
    const featured = rating[row]! >= featuredRating && reviews[row]! >= FEATURED_MIN_REVIEWS;
    const kind = ((rowFlags & FLAG_DEAL) !== 0 ? DEAL : 0) | (featured ? FEATURED : 0);
    totals.all[kind]!++;
    totals.byCategory[category[row]! * CLASSES + kind]!++;
    totals.bySubcategory[subcategory[row]! * CLASSES + kind]!++;
  }
  totalsOfIndex.set(index, totals);
  return totals;
}

// The total of a list: its level (a subcategory, a category or everything) and its scope.
export function listTotal(
  index: FacetIndex,
  level: { categoryId?: number; subcategoryId?: number },
  scope: ListScope,
): number {
  const totals = listTotalsOf(index);
  let counts: Int32Array;
  if (level.subcategoryId !== undefined) {
    counts = totals.bySubcategory.subarray(
      level.subcategoryId * CLASSES,
      (level.subcategoryId + 1) * CLASSES,
    );
    // A subcategory asked with another category lists nothing (as the SQL lists).
    const rows = index.rowsOfSubcategory.get(level.subcategoryId);
    if (
      level.categoryId !== undefined &&
      rows &&
      rows.length > 0 &&
      index.category[rows[0]!] !== level.categoryId
    )
      return 0;
  } else if (level.categoryId !== undefined) {
    counts = totals.byCategory.subarray(level.categoryId * CLASSES, (level.categoryId + 1) * CLASSES);
  } else {
    counts = totals.all;
  }
  let total = 0;
  for (let kind = 0; kind < CLASSES; kind++) {
    const deal = (kind & DEAL) !== 0;
    if (scope.deals && !deal) continue;
    if (scope.excludeDeals && deal) continue;
    if (scope.featured && (kind & FEATURED) === 0) continue;
    total += counts[kind] ?? 0;
  }
  return total;
}
