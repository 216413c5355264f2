import {
  type Facets,
  FILTER_ATTRIBUTES,
  FILTER_CONDITIONS,
  type FilterAttribute,
  type ProductFilters,
} from '../../../shared/contracts/filters.ts';
import { normalizeBrandKey } from '../brand-key.ts';
import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '../product.repository.ts';
import {
  CONDITION_FLAGS,
  type FacetIndex,
  FLAG_DEAL,
  FLAG_IN_STOCK,
  FLAG_USED,
  NO_PRICE,
} from './facet-index.ts';
import { buildFacets, type FacetCounts } from './facet-values.ts';

// Filters and facet counts over the rows of a facet index (facet-index.ts), in one pass: a row
// failing no filter is a result and counts in every facet; a row failing exactly one filter counts
// only in that filter's facet (what the list would have if that filter were chosen otherwise:
// values of one filter combine with OR, different filters with AND); a row failing two counts
// nowhere.

// What a list is before any filter: its category or subcategory (by the rows given) and its scope.
// A list across every category offers no specification filter: storage of phones beside storage
// of disks and pendrives narrows nothing a shopper means (idealo and Geizhals offer specifications
// within a category too). A specification chosen all the same (by URL) is counted.
export type ListScope = {
  deals?: boolean;
  featured?: boolean;
  excludeDeals?: boolean;
  acrossCategories?: boolean;
};

const ATTRIBUTES = Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[];

// Filter groups, one bit each in a row's failures.
const BRAND = 0;
const SHOP = 1;
const CONDITION = 2;
const PRICE = 3;
const STOCK = 4;
const DEALS = 5;
const RATING = 6;
const FIRST_ATTRIBUTE = 7;
const GROUPS = FIRST_ATTRIBUTE + ATTRIBUTES.length;
// The counting loop names each specification's arrays (codes0..4): one more needs one more there.
if (ATTRIBUTES.length !== 5) throw new Error('narrowProducts counts exactly five specifications');

export type Narrowed = {
  // The rows every filter lets through, in the order of the candidates. A view of a buffer the next
  // call reuses: read it before anything else narrows (copy it to keep it across an await).
  rows: Int32Array;
  facets: Facets;
};

// Brand and shop names as filters name them, to the ids of the index ("apple" is "Apple").
function wantedIds(names: readonly string[], byKey: Map<string, number[]>, size: number): Uint8Array | null {
  if (names.length === 0) return null;
  const wanted = new Uint8Array(size + 1);
  for (const name of names) for (const id of byKey.get(normalizeBrandKey(name)) ?? []) wanted[id] = 1;
  return wanted;
}

// `candidates`: the rows to consider, in the order results keep (a category's rows, a search's
// matches best first), or null for every row. A million rows take tens of milliseconds (npm run
// bench:search).
export function narrowProducts(
  index: FacetIndex,
  candidates: Int32Array | null,
  scope: ListScope,
  filters: ProductFilters,
  list?: ListCounts,
): Narrowed {
  const rows = candidates ?? index.allRows;
  const tests = rowTests(index, filters, scope);
  const specifications = !scope.acrossCategories || tests.chosenAttributes.length > 0;
  // The list's counts serve only if they counted the same facets.
  const listCounts = list?.specifications === specifications ? list : undefined;
  if (tests.groups.length === 0 && !tests.scoped) {
    return {
      rows,
      facets: facetsOfList(
        index,
        listCounts ?? countList(index, rows, { acrossCategories: !specifications }),
        filters,
      ),
    };
  }
  const sorted = slotsFor(rows.length, tests.groups);
  sortIntoSlots(index, tests, rows, sorted.space, sorted.ends);
  return countNarrowed(index, filters, tests, sorted, specifications, listCounts);
}

// The filters and the list's scope, as what sortIntoSlots tests a row with.
type RowTests = {
  // The filter groups chosen, in order.
  groups: number[];
  // Wanted brand and shop ids (null: no filter).
  brands: Uint8Array | null;
  shops: Uint8Array | null;
  conditionMask: number;
  priceActive: boolean;
  prices: Int32Array;
  // Cents, within 32-bit arithmetic.
  lowPrice: number;
  highPrice: number;
  inStock: boolean;
  deals: boolean;
  ratingActive: boolean;
  minRating: number;
  // Per specification with chosen values: its column and which codes are chosen.
  chosenAttributes: number[];
  attributeWanted: (Uint8Array | null)[];
  codes: Uint16Array[];
  scoped: boolean;
  onlyDeals: boolean;
  noDeals: boolean;
  onlyFeatured: boolean;
};

const MAX_CENTS = 0x7ffffffe;

function rowTests(index: FacetIndex, filters: ProductFilters, scope: ListScope): RowTests {
  const brands = wantedIds(filters.brands, index.brandsByKey, index.maxBrandId);
  const shops = wantedIds(filters.shops, index.shopsByKey, index.maxShopId);
  let conditionMask = 0;
  for (const condition of filters.conditions) conditionMask |= CONDITION_FLAGS[condition];
  const priceActive = filters.minPriceCents !== null || filters.maxPriceCents !== null;
  const ratingActive = filters.minRating !== null;
  // Per specification, which codes are chosen (null: no value chosen).
  const attributeWanted = ATTRIBUTES.map((name) => {
    const chosen = filters.attributes[name];
    if (!chosen || chosen.length === 0) return null;
    const { values } = index.attributes[name];
    const wanted = new Uint8Array(values.length);
    for (let code = 1; code < values.length; code++) {
      if (chosen.some((value) => Math.abs(value - values[code]!) < 0.005)) wanted[code] = 1;
    }
    return wanted;
  });
  const chosenAttributes = attributeWanted.flatMap((wanted, a) => (wanted === null ? [] : [a]));
  const groups = [
    brands !== null ? BRAND : -1,
    shops !== null ? SHOP : -1,
    conditionMask !== 0 ? CONDITION : -1,
    priceActive ? PRICE : -1,
    filters.inStock ? STOCK : -1,
    filters.deals ? DEALS : -1,
    ratingActive ? RATING : -1,
    ...chosenAttributes.map((a) => FIRST_ATTRIBUTE + a),
  ].filter((group) => group >= 0);
  const onlyDeals = scope.deals === true;
  const noDeals = scope.excludeDeals === true;
  const onlyFeatured = scope.featured === true;
  return {
    groups,
    brands,
    shops,
    conditionMask,
    priceActive,
    prices: filters.priceBy === 'total' ? index.total : index.price,
    lowPrice: Math.min(filters.minPriceCents ?? 0, MAX_CENTS),
    highPrice: Math.min(filters.maxPriceCents ?? MAX_CENTS, MAX_CENTS),
    inStock: filters.inStock,
    deals: filters.deals,
    ratingActive,
    minRating: ratingActive ? filters.minRating! * 100 : 0,
    chosenAttributes,
    attributeWanted,
    codes: ATTRIBUTES.map((name) => index.attributes[name].codes),
    scoped: onlyDeals || noDeals || onlyFeatured,
    onlyDeals,
    noDeals,
    onlyFeatured,
  };
}

// Slots of sortIntoSlots: RESULTS, then one per filter group (1 + group), then OTHERS.
const RESULTS = 0;
const OTHERS = GROUPS + 1;
const SLOTS = GROUPS + 2;
// A row outside the list's scope fails twice over: it lands in OTHERS.
const OUT_OF_SCOPE = (1 << GROUPS) | (1 << (GROUPS + 1));
// The slots share one array, each slot in use a stretch as long as the candidates (`starts`); a
// slot's rows end at `ends`. Reused between calls, grown to the largest need seen (4 bytes a
// candidate a slot: 12 MB for a million-row list with one filter, 56 MB with every filter): a fresh
// array per call made V8 collect garbage often enough to double the time of a call over a million
// rows. A view of it is what narrowProducts returns (see Narrowed).
let slotSpace = new Int32Array(0);

type Sorted = { space: Int32Array; starts: Int32Array; ends: Int32Array };

function slotsFor(count: number, groups: readonly number[]): Sorted {
  const inUse = [RESULTS, OTHERS, ...groups.map((group) => group + 1)];
  if (slotSpace.length < inUse.length * count) {
    slotSpace = new Int32Array(inUse.length * count);
  }
  // Slots not in use never receive a row (their filter's bit is never set): they start at 0.
  const starts = new Int32Array(SLOTS);
  inUse.forEach((slot, at) => {
    starts[slot] = at * count;
  });
  return { space: slotSpace, starts, ends: starts.slice() };
}

const slotRows = (sorted: Sorted, slot: number) =>
  sorted.space.subarray(sorted.starts[slot]!, sorted.ends[slot]!);

// Each row to one slot: the results, the rows failing one filter alone (that filter's slot), or
// the rest (OTHERS), in the candidates' order. One pass without a branch that depends on the row:
// the tests are bit arithmetic, and a row is written at its slot's end, which then advances. A
// loop branching on each test, as the rows decide, mispredicted often enough to cost 60 ns a row.
// Its own function, reading locals only, so the loop keeps them in registers; it returns nothing
// (an object made after the loop sent V8's optimised loop back to the interpreter on every call).
function sortIntoSlots(
  index: FacetIndex,
  tests: RowTests,
  rows: Int32Array,
  space: Int32Array,
  ends: Int32Array,
): void {
  const count = rows.length;
  const { brand, flags, rating, reviews, shopStart, shopIds } = index;
  const { brands, shops, conditionMask, priceActive, prices, lowPrice, highPrice, inStock, deals } = tests;
  const { ratingActive, minRating, chosenAttributes, attributeWanted, codes } = tests;
  // The first chosen specification's arrays held apart (most filtered lists choose one at most).
  const firstChosen = chosenAttributes[0] ?? 0;
  const firstWanted = attributeWanted[firstChosen] ?? new Uint8Array(1);
  const firstCodes = codes[firstChosen]!;
  const firstBit = FIRST_ATTRIBUTE + firstChosen;
  const { scoped, onlyDeals, noDeals, onlyFeatured } = tests;
  const chosenCount = chosenAttributes.length;
  const lastShop = shopIds.length - 1;
  const featuredRating = FEATURED_MIN_RATING * 100;
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    const rowFlags = flags[row]!;
    let bits = 0;
    if (scoped) {
      const out =
        (onlyDeals && (rowFlags & FLAG_DEAL) === 0) ||
        (noDeals && (rowFlags & FLAG_DEAL) !== 0) ||
        (onlyFeatured && (rating[row]! < featuredRating || reviews[row]! < FEATURED_MIN_REVIEWS));
      if (out) bits = OUT_OF_SCOPE;
    }
    if (brands !== null) bits |= (brands[brand[row]!]! ^ 1) << BRAND;
    if (shops !== null) {
      // Most products have one or two shops: both are read unconditionally (a shop of another
      // row read in passing counts for nothing), more in a loop.
      const first = shopStart[row]!;
      const offered = shopStart[row + 1]! - first;
      let found =
        (shops[shopIds[Math.min(first, lastShop)]!]! & ((0 - offered) >>> 31)) |
        (shops[shopIds[Math.min(first + 1, lastShop)]!]! & ((1 - offered) >>> 31));
      for (let s = first + 2; s < first + offered; s++) found |= shops[shopIds[s]!]!;
      bits |= (found ^ 1) << SHOP;
    }
    // (x - 1) >>> 31 is 1 exactly when x is 0; (x >>> 31) is x's sign.
    if (conditionMask !== 0) bits |= (((rowFlags & conditionMask) - 1) >>> 31) << CONDITION;
    if (priceActive) {
      // NO_PRICE is below every lower bound (0 at least).
      const price = prices[row]!;
      bits |= (((price - lowPrice) >>> 31) | ((highPrice - price) >>> 31)) << PRICE;
    }
    if (inStock) bits |= (((rowFlags & FLAG_IN_STOCK) - 1) >>> 31) << STOCK;
    if (deals) bits |= (((rowFlags & FLAG_DEAL) - 1) >>> 31) << DEALS;
    // Hundredths of a star, NO_RATING below every minimum.
    if (ratingActive) bits |= ((rating[row]! - minRating) >>> 31) << RATING;
    if (chosenCount > 0) bits |= (firstWanted[firstCodes[row]!]! ^ 1) << firstBit;
    for (let c = 1; c < chosenCount; c++) {
      const a = chosenAttributes[c]!;
      bits |= (attributeWanted[a]![codes[a]![row]!]! ^ 1) << (FIRST_ATTRIBUTE + a);
    }
    // bits & (bits - 1) is 0 when at most one bit is set; that bit's position plus one is its slot
    // (no bit: 0, the results).
    const single = ((bits & (bits - 1)) - 1) >>> 31;
    const slot = OTHERS + single * (32 - Math.clz32(bits) - OTHERS);
    space[ends[slot]!++] = row;
  }
}

// The facets of the narrowed rows. The results count in every facet; a row failing one filter
// alone counts in that filter's facet only (what choosing otherwise there would add: values of one
// filter combine with OR, different filters with AND); a row failing two counts nowhere.
//
// With the list's own counts (`list`, the candidates' facets before any filter), what the results
// or a filter's facet count may be found by subtraction instead, whichever reads fewer rows: the
// list's counts minus the rows left out ("in stock" leaves out few), or a facet's counts minus the
// rows failing another filter (a shop keeps few rows but leaves its own facet most of them).
function countNarrowed(
  index: FacetIndex,
  filters: ProductFilters,
  tests: RowTests,
  sorted: Sorted,
  specifications: boolean,
  list: ListCounts | undefined,
): Narrowed {
  const results = slotRows(sorted, RESULTS);
  const leftOutSlots = [OTHERS, ...tests.groups.map((group) => group + 1)];
  const leftOutCount = leftOutSlots.reduce((sum, slot) => sum + slotRows(sorted, slot).length, 0);
  let counts: ListCounts;
  if (list && leftOutCount < results.length) {
    counts = copyCounts(list);
    for (const slot of leftOutSlots) addRows(index, counts, slotRows(sorted, slot), -1);
    // A range cannot be subtracted: the results' own (only the one the filters price by is read).
    const range = { lowest: Number.POSITIVE_INFINITY, highest: NO_PRICE };
    widenRange(range, tests.prices, results);
    counts.range = { ...counts.range, [filters.priceBy]: range };
  } else {
    counts = emptyCounts(index, specifications);
    addRows(index, counts, results, 1);
  }
  const range = { ...counts.range[filters.priceBy] };
  const baseCounts = new Int32Array(GROUPS).fill(results.length);
  // A chosen filter's facet counts (see facetCounts); the others are the results'.
  const ownFacet: (Int32Array | null)[] = new Array(GROUPS).fill(null);
  for (const group of tests.groups) {
    const failed = slotRows(sorted, group + 1);
    baseCounts[group]! += failed.length;
    if (group === PRICE) {
      // Every row of the list passing the other filters: the list's own range (a price filter alone).
      if (list && leftOutCount === failed.length) Object.assign(range, list.range[filters.priceBy]);
      else widenRange(range, tests.prices, failed);
      continue;
    }
    const ofResults = facetCounts(counts, group);
    if (ofResults === null) continue;
    if (list && leftOutCount - failed.length < failed.length) {
      const counted = facetCounts(list, group)!.slice();
      for (const slot of leftOutSlots) {
        if (slot !== group + 1) tallyFacet(index, group, slotRows(sorted, slot), -1, counted);
      }
      ownFacet[group] = counted;
    } else {
      const counted = ofResults.slice();
      tallyFacet(index, group, failed, 1, counted);
      ownFacet[group] = counted;
    }
  }
  const of = (group: number) => ownFacet[group] ?? facetCounts(counts, group)!;
  const conditionFlags = flagTotals(of(CONDITION));
  const resultFlags = flagTotals(counts.flagCombinations);
  return {
    rows: results,
    facets: buildFacets(index, filters, {
      brandCounts: of(BRAND),
      shopCounts: of(SHOP),
      conditionCounts: Int32Array.from(
        FILTER_CONDITIONS,
        (condition) => conditionFlags[CONDITION_FLAGS[condition]]!,
      ),
      // Failing "in stock" means it is not: such rows add nothing to the count of "in stock".
      inStockCount: resultFlags[FLAG_IN_STOCK]!,
      dealCount: resultFlags[FLAG_DEAL]!,
      starCounts: of(RATING),
      attributeCounts: ATTRIBUTES.map((_, a) => of(FIRST_ATTRIBUTE + a)),
      ...bases(baseCounts),
      lowest: range.lowest,
      highest: range.highest,
    }),
  };
}

function copyCounts(list: ListCounts): ListCounts {
  return {
    ...list,
    brand: list.brand.slice(),
    shop: list.shop.slice(),
    flagCombinations: list.flagCombinations.slice(),
    stars: list.stars.slice(),
    attributes: list.attributes.map((counts) => counts.slice()),
  };
}

// The counts a filter group's facet is read from (flags by their combination for conditions); null
// for the facets read from the results alone (stock, deals) or from a range (price).
function facetCounts(counts: ListCounts, group: number): Int32Array | null {
  switch (group) {
    case BRAND:
      return counts.brand;
    case SHOP:
      return counts.shop;
    case CONDITION:
      return counts.flagCombinations;
    case RATING:
      return counts.stars;
    case PRICE:
    case STOCK:
    case DEALS:
      return null;
    default:
      return counts.attributes[group - FIRST_ATTRIBUTE]!;
  }
}

// Adds (sign 1) or takes away (sign -1) the rows' values of one group's facet (see facetCounts).
function tallyFacet(
  index: FacetIndex,
  group: number,
  rows: Int32Array,
  sign: 1 | -1,
  counts: Int32Array,
): void {
  switch (group) {
    case BRAND:
      tallyColumn(index.brand, rows, sign, counts);
      break;
    case SHOP:
      tallyShops(index, rows, sign, counts);
      break;
    case CONDITION:
      tallyColumn(index.flags, rows, sign, counts);
      break;
    case RATING:
      tallyStars(index.rating, rows, sign, counts);
      break;
    default:
      tallyColumn(index.attributes[ATTRIBUTES[group - FIRST_ATTRIBUTE]!].codes, rows, sign, counts);
      break;
  }
}

function tallyShops(index: FacetIndex, rows: Int32Array, sign: 1 | -1, counts: Int32Array): void {
  const { shopStart, shopIds } = index;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    for (let s = shopStart[row]!, end = shopStart[row + 1]!; s < end; s++) counts[shopIds[s]!]! += sign;
  }
}

function tallyStars(rating: Int16Array, rows: Int32Array, sign: 1 | -1, stars: Int32Array): void {
  for (let i = 0; i < rows.length; i++) stars[STARS_OF_RATING[rating[rows[i]!]! + 1]!]! += sign;
}

function tallyColumn(
  column: Int32Array | Uint16Array | Uint8Array,
  rows: Int32Array,
  sign: 1 | -1,
  counts: Int32Array,
): void {
  for (let i = 0; i < rows.length; i++) counts[column[rows[i]!]!]! += sign;
}

// A list's facets before any filter, as counts: kept per list and catalog generation
// (catalog.service.ts), so a list filtered on one facet counts only the rows that filter keeps, or
// subtracts those it leaves out, whichever are fewer.
export type ListCounts = {
  rows: number;
  // The list's rows its scope keeps (featured, deals...): a filtered list reads these, with no
  // scope to check row by row.
  scopedRows: Int32Array;
  brand: Int32Array;
  shop: Int32Array;
  // Rows by their combination of flags (conditions, stock, deal).
  flagCombinations: Int32Array;
  stars: Int32Array;
  // Per specification, by code; all 0 when `specifications` is false (see ListScope).
  attributes: Int32Array[];
  specifications: boolean;
  // Price ranges, in cents, by price and by price with delivery (Infinity / -1: no price).
  range: Record<'price' | 'total', { lowest: number; highest: number }>;
};

function emptyCounts(index: FacetIndex, specifications: boolean): ListCounts {
  return {
    specifications,
    rows: 0,
    scopedRows: new Int32Array(0),
    brand: new Int32Array(index.maxBrandId + 1),
    shop: new Int32Array(index.maxShopId + 1),
    flagCombinations: new Int32Array(256),
    stars: new Int32Array(6),
    attributes: ATTRIBUTES.map((name) => new Int32Array(index.attributes[name].values.length)),
    range: {
      price: { lowest: Number.POSITIVE_INFINITY, highest: -1 },
      total: { lowest: Number.POSITIVE_INFINITY, highest: -1 },
    },
  };
}

// Adds (sign 1) or takes away (sign -1) rows' facet values to counts; ranges only grow.
function addRows(index: FacetIndex, counts: ListCounts, rows: Int32Array, sign: 1 | -1): void {
  const { price, total } = counts.range;
  const ranges = Float64Array.of(price.lowest, price.highest, total.lowest, total.highest);
  tallyRows(index, counts, rows, sign, ranges);
  if (sign === 1) {
    counts.range = {
      price: { lowest: ranges[0]!, highest: ranges[1]! },
      total: { lowest: ranges[2]!, highest: ranges[3]! },
    };
  }
  counts.rows += sign * rows.length;
}

// The counting loops below are functions of their own that end with their loop: V8 compiles a hot
// loop while it runs (on-stack replacement), and code after it that reads an object's property sent
// every call back to the interpreter.
// Ranges: lowest and highest price, then lowest and highest total, widened when sign is 1 (written
// as they change, inside the loop, for the same reason).
function tallyRows(
  index: FacetIndex,
  counts: ListCounts,
  rows: Int32Array,
  sign: 1 | -1,
  ranges: Float64Array,
): void {
  const { brand, flags, rating, shopStart, shopIds } = index;
  const [codes0, codes1, codes2, codes3, codes4] = ATTRIBUTES.map((name) => index.attributes[name].codes) as [
    Uint16Array,
    Uint16Array,
    Uint16Array,
    Uint16Array,
    Uint16Array,
  ];
  const [counts0, counts1, counts2, counts3, counts4] = counts.attributes as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const { brand: brands, shop: shops, flagCombinations, stars, specifications } = counts;
  const { price, total } = index;
  const widen = sign === 1;
  let lowestPrice = ranges[0]!;
  let highestPrice = ranges[1]!;
  let lowestTotal = ranges[2]!;
  let highestTotal = ranges[3]!;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    brands[brand[row]!]! += sign;
    for (let s = shopStart[row]!, end = shopStart[row + 1]!; s < end; s++) shops[shopIds[s]!]! += sign;
    flagCombinations[flags[row]!]! += sign;
    stars[STARS_OF_RATING[rating[row]! + 1]!]! += sign;
    if (specifications) {
      counts0[codes0[row]!]! += sign;
      counts1[codes1[row]!]! += sign;
      counts2[codes2[row]!]! += sign;
      counts3[codes3[row]!]! += sign;
      counts4[codes4[row]!]! += sign;
    }
    if (widen) {
      // NO_PRICE is -1: never a lowest, never above a highest.
      const p = price[row]!;
      if (p < lowestPrice && p !== NO_PRICE) ranges[0] = lowestPrice = p;
      if (p > highestPrice) ranges[1] = highestPrice = p;
      const t = total[row]!;
      if (t < lowestTotal && t !== NO_PRICE) ranges[2] = lowestTotal = t;
      if (t > highestTotal) ranges[3] = highestTotal = t;
    }
  }
}

function widenRange(range: { lowest: number; highest: number }, prices: Int32Array, rows: Int32Array): void {
  const found = Float64Array.of(range.lowest, range.highest);
  rangeOfRows(prices, rows, found);
  range.lowest = found[0]!;
  range.highest = found[1]!;
}

// Widens [lowest, highest] in `range` to the rows' prices (see tallyRows on writing inside the loop).
function rangeOfRows(prices: Int32Array, rows: Int32Array, range: Float64Array): void {
  let lowest = range[0]!;
  let highest = range[1]!;
  for (let i = 0; i < rows.length; i++) {
    // NO_PRICE is -1: never a lowest, never above a highest.
    const price = prices[rows[i]!]!;
    if (price < lowest && price !== NO_PRICE) range[0] = lowest = price;
    if (price > highest) range[1] = highest = price;
  }
}

// Whole stars of a rating in hundredths, by the rating plus one (NO_RATING is -1), for every value
// of the column's Int16: [0] unrated or below one star, [5] five stars (or more, from a bad feed).
const STARS_OF_RATING = Uint8Array.from({ length: 32_769 }, (_, at) =>
  Math.min(5, Math.max(0, Math.floor((at - 1) / 100))),
);

function inScope(index: FacetIndex, row: number, scope: ListScope): boolean {
  const rowFlags = index.flags[row]!;
  if (scope.deals && (rowFlags & FLAG_DEAL) === 0) return false;
  if (scope.excludeDeals && (rowFlags & FLAG_DEAL) !== 0) return false;
  if (scope.featured) {
    return index.rating[row]! >= FEATURED_MIN_RATING * 100 && index.reviews[row]! >= FEATURED_MIN_REVIEWS;
  }
  return true;
}

// The rows of a list in its scope (all of them when the scope takes none away).
function rowsInScope(index: FacetIndex, candidates: Int32Array, scope: ListScope): Int32Array {
  if (!scope.deals && !scope.excludeDeals && !scope.featured) return candidates;
  const kept = new Int32Array(candidates.length);
  let count = 0;
  for (let i = 0; i < candidates.length; i++)
    if (inScope(index, candidates[i]!, scope)) kept[count++] = candidates[i]!;
  return kept.subarray(0, count);
}

export function countList(index: FacetIndex, candidates: Int32Array | null, scope: ListScope): ListCounts {
  const counts = emptyCounts(index, !scope.acrossCategories);
  counts.scopedRows = rowsInScope(index, candidates ?? index.allRows, scope);
  addRows(index, counts, counts.scopedRows, 1);
  return counts;
}

function flagTotals(combinations: Int32Array): Int32Array {
  const totals = new Int32Array(32);
  for (let combination = 1; combination < 256; combination++) {
    const rows = combinations[combination]!;
    if (rows === 0) continue;
    for (let bit = 1; bit <= FLAG_USED; bit <<= 1) if ((combination & bit) !== 0) totals[bit]! += rows;
  }
  return totals;
}

// The facets of a list and its counts (see ListCounts).
export function facetsOfList(index: FacetIndex, list: ListCounts, filters: ProductFilters): Facets {
  const flagsOf = flagTotals(list.flagCombinations);
  const range = list.range[filters.priceBy];
  return buildFacets(index, filters, {
    brandCounts: list.brand,
    shopCounts: list.shop,
    conditionCounts: Int32Array.from(FILTER_CONDITIONS, (condition) => flagsOf[CONDITION_FLAGS[condition]]!),
    inStockCount: flagsOf[FLAG_IN_STOCK]!,
    dealCount: flagsOf[FLAG_DEAL]!,
    starCounts: list.stars,
    attributeCounts: list.attributes,
    ...bases(new Int32Array(GROUPS).fill(list.rows)),
    lowest: range.lowest,
    highest: range.highest,
  });
}

// What each yes/no filter and each specification counts over, by filter group.
function bases(baseCounts: Int32Array): Pick<FacetCounts, 'stockBase' | 'dealsBase' | 'attributeBases'> {
  return {
    stockBase: baseCounts[STOCK]!,
    dealsBase: baseCounts[DEALS]!,
    attributeBases: ATTRIBUTES.map((_, a) => baseCounts[FIRST_ATTRIBUTE + a]!),
  };
}
