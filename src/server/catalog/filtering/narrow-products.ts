import {
  type Facet,
  type Facets,
  type FacetValue,
  FILTER_ATTRIBUTES,
  FILTER_CONDITIONS,
  type FilterAttribute,
  MIN_RATINGS,
  type ProductFilters,
} from '../../../shared/contracts/filters.ts';
import type { ProductSort } from '../../../shared/contracts/product-lists.ts';
import { normalizeBrandKey } from '../brand-key.ts';
import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '../product.repository.ts';
import {
  CONDITION_FLAGS,
  type FacetIndex,
  FLAG_DEAL,
  FLAG_IN_STOCK,
  FLAG_NEW,
  FLAG_REFURBISHED,
  FLAG_USED,
  NO_PRICE,
} from './facet-index.ts';

// Filters and facet counts over the rows of a facet index (facet-index.ts), in one pass: a row
// failing no filter is a result and counts in every facet; a row failing exactly one filter counts
// only in that filter's facet (what the list would have if that filter were chosen otherwise:
// values of one filter combine with OR, different filters with AND); a row failing two counts
// nowhere.

// What a list is before any filter: its category or subcategory (by the rows given) and its scope.
export type ListScope = { deals?: boolean; featured?: boolean; excludeDeals?: boolean };

// Facet labels in the API's answer are Spanish, the site's first language; pages translate by name.
const LABELS = {
  brand: 'Marca',
  shop: 'Tienda',
  condition: 'Estado',
  in_stock: 'Disponibilidad',
  deals: 'Ofertas',
  min_rating: 'Valoración',
  storage_gb: 'Almacenamiento',
  ram_gb: 'Memoria RAM',
  screen_in: 'Tamaño de pantalla',
  capacity_l: 'Capacidad',
  capacity_kg: 'Capacidad de carga',
} as const;
const CONDITION_LABELS = { new: 'Nuevo', refurbished: 'Reacondicionado', used: 'Usado' } as const;

// At most this many values of a facet are listed (the most products first; chosen ones always).
export const MAX_FACET_VALUES = 50;
// A specification is offered as a filter when at least this share of the list states it.
export const MIN_ATTRIBUTE_COVERAGE = 0.2;

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

// The results' buffer, reused: a fresh 4 MB array per call made V8 collect garbage often enough to
// double the time of a call over a million rows.
let resultBuffer = new Int32Array(0);
let leftOutBuffer = new Int32Array(0);

// Brand and shop names as filters name them, to the ids of the index ("apple" is "Apple").
function wantedIds(names: readonly string[], byKey: Map<string, number[]>, size: number): Uint8Array | null {
  if (names.length === 0) return null;
  const wanted = new Uint8Array(size + 1);
  for (const name of names) for (const id of byKey.get(normalizeBrandKey(name)) ?? []) wanted[id] = 1;
  return wanted;
}

// `candidates`: the rows to consider, in the order results keep (a category's rows, a search's
// matches best first), or null for every row. Written as one loop over typed arrays, without
// closures: a million rows take tens of milliseconds (npm run bench:search).
export function narrowProducts(
  index: FacetIndex,
  candidates: Int32Array | null,
  scope: ListScope,
  filters: ProductFilters,
  list?: ListCounts,
): Narrowed {
  const { brand, flags, rating, reviews, shopStart, shopIds } = index;
  const prices = filters.priceBy === 'total' ? index.total : index.price;
  const brands = wantedIds(filters.brands, index.brandsByKey, index.maxBrandId);
  const shops = wantedIds(filters.shops, index.shopsByKey, index.maxShopId);
  let conditionMask = 0;
  for (const condition of filters.conditions) conditionMask |= CONDITION_FLAGS[condition];
  const priceActive = filters.minPriceCents !== null || filters.maxPriceCents !== null;
  const lowPrice = filters.minPriceCents ?? 0;
  const highPrice = filters.maxPriceCents ?? Number.MAX_SAFE_INTEGER;
  const minRating = filters.minRating === null ? -2 : filters.minRating * 100;
  const ratingActive = filters.minRating !== null;
  const codes = ATTRIBUTES.map((name) => index.attributes[name].codes);
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
  // The specifications a value is chosen of: the only ones a row is checked against.
  const chosenAttributes = attributeWanted.flatMap((wanted, a) => (wanted === null ? [] : [a]));
  const featuredRating = FEATURED_MIN_RATING * 100;
  const onlyDeals = scope.deals === true;
  const noDeals = scope.excludeDeals === true;
  const onlyFeatured = scope.featured === true;

  const activeGroups = [
    brands !== null ? BRAND : -1,
    shops !== null ? SHOP : -1,
    conditionMask !== 0 ? CONDITION : -1,
    priceActive ? PRICE : -1,
    filters.inStock ? STOCK : -1,
    filters.deals ? DEALS : -1,
    ratingActive ? RATING : -1,
    ...chosenAttributes.map((a) => FIRST_ATTRIBUTE + a),
  ].filter((group) => group >= 0);
  if (list && activeGroups.length === 1) {
    const group = activeGroups[0]!;
    const passes = (row: number): boolean => {
      switch (group) {
        case BRAND:
          return brands![brand[row]!] === 1;
        case SHOP:
          for (let s = shopStart[row]!, end = shopStart[row + 1]!; s < end; s++) {
            if (shops![shopIds[s]!] === 1) return true;
          }
          return false;
        case CONDITION:
          return (flags[row]! & conditionMask) !== 0;
        case PRICE: {
          const price = prices[row]!;
          return price !== NO_PRICE && price >= lowPrice && price <= highPrice;
        }
        case STOCK:
          return (flags[row]! & FLAG_IN_STOCK) !== 0;
        case DEALS:
          return (flags[row]! & FLAG_DEAL) !== 0;
        case RATING:
          return rating[row]! >= minRating;
        default: {
          const a = group - FIRST_ATTRIBUTE;
          return attributeWanted[a]![codes[a]![row]!] === 1;
        }
      }
    };
    return narrowOnOneFilter(index, candidates ?? index.allRows, scope, filters, list, group, passes);
  }

  const brandCounts = new Int32Array(index.maxBrandId + 1);
  const shopCounts = new Int32Array(index.maxShopId + 1);
  // By flag bit (conditions, stock, deals), of rows failing one filter; results count by their
  // combination of flags (one increment, no branches), added to the bits after the loop.
  const flagCounts = new Int32Array(32);
  const flagCombinations = new Int32Array(256);
  // By whole stars: [0] unrated or below one star.
  const starCounts = new Int32Array(6);
  const attributeCounts = ATTRIBUTES.map((name) => new Int32Array(index.attributes[name].values.length));
  // Rows each facet counts over besides the results: those failing that facet's filter alone.
  const failedOnly = new Int32Array(GROUPS);
  let lowest = Number.MAX_SAFE_INTEGER;
  let highest = -1;

  const [codes0, codes1, codes2, codes3, codes4] = codes as [
    Uint16Array,
    Uint16Array,
    Uint16Array,
    Uint16Array,
    Uint16Array,
  ];
  const [counts0, counts1, counts2, counts3, counts4] = attributeCounts as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const rows = candidates ?? index.allRows;
  const count = rows.length;
  if (resultBuffer.length < count) resultBuffer = new Int32Array(Math.max(count, resultBuffer.length * 2));
  const results = resultBuffer;
  let resultCount = 0;

  scan: for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    const rowFlags = flags[row]!;
    if (onlyDeals && (rowFlags & FLAG_DEAL) === 0) continue;
    if (noDeals && (rowFlags & FLAG_DEAL) !== 0) continue;
    if (onlyFeatured && (rating[row]! < featuredRating || reviews[row]! < FEATURED_MIN_REVIEWS)) continue;

    let failed = -1;
    if (brands !== null && brands[brand[row]!] !== 1) failed = BRAND;
    if (shops !== null) {
      let found = false;
      for (let s = shopStart[row]!, end = shopStart[row + 1]!; s < end; s++) {
        if (shops[shopIds[s]!] === 1) {
          found = true;
          break;
        }
      }
      if (!found) {
        if (failed >= 0) continue;
        failed = SHOP;
      }
    }
    if (conditionMask !== 0 && (rowFlags & conditionMask) === 0) {
      if (failed >= 0) continue;
      failed = CONDITION;
    }
    if (priceActive) {
      const price = prices[row]!;
      if (price === NO_PRICE || price < lowPrice || price > highPrice) {
        if (failed >= 0) continue;
        failed = PRICE;
      }
    }
    if (filters.inStock && (rowFlags & FLAG_IN_STOCK) === 0) {
      if (failed >= 0) continue;
      failed = STOCK;
    }
    if (filters.deals && (rowFlags & FLAG_DEAL) === 0) {
      if (failed >= 0) continue;
      failed = DEALS;
    }
    if (ratingActive && rating[row]! < minRating) {
      if (failed >= 0) continue;
      failed = RATING;
    }
    for (let i = 0; i < chosenAttributes.length; i++) {
      const a = chosenAttributes[i]!;
      if (attributeWanted[a]![codes[a]![row]!] !== 1) {
        if (failed >= 0) continue scan;
        failed = FIRST_ATTRIBUTE + a;
      }
    }

    if (failed < 0) {
      // A result: it counts in every facet.
      results[resultCount++] = row;
      brandCounts[brand[row]!]!++;
      for (let s = shopStart[row]!, end = shopStart[row + 1]!; s < end; s++) shopCounts[shopIds[s]!]!++;
      flagCombinations[rowFlags]!++;
      const stars = rating[row]!;
      starCounts[stars < 100 ? 0 : stars >= 500 ? 5 : (stars / 100) | 0]!++;
      const price = prices[row]!;
      if (price !== NO_PRICE) {
        if (price < lowest) lowest = price;
        if (price > highest) highest = price;
      }
      counts0[codes0[row]!]!++;
      counts1[codes1[row]!]!++;
      counts2[codes2[row]!]!++;
      counts3[codes3[row]!]!++;
      counts4[codes4[row]!]!++;
      continue;
    }
    // Failing one filter alone: it counts in that filter's facet only.
    failedOnly[failed]!++;
    switch (failed) {
      case BRAND:
        brandCounts[brand[row]!]!++;
        break;
      case SHOP:
        for (let s = shopStart[row]!, end = shopStart[row + 1]!; s < end; s++) shopCounts[shopIds[s]!]!++;
        break;
      case CONDITION:
        flagCounts[FLAG_NEW]! += (rowFlags & FLAG_NEW) !== 0 ? 1 : 0;
        flagCounts[FLAG_REFURBISHED]! += (rowFlags & FLAG_REFURBISHED) !== 0 ? 1 : 0;
        flagCounts[FLAG_USED]! += (rowFlags & FLAG_USED) !== 0 ? 1 : 0;
        break;
      case STOCK:
        // Failing "in stock" means it is not: it adds nothing to the count of "in stock".
        break;
      case DEALS:
        break;
      case RATING: {
        const stars = rating[row]!;
        starCounts[stars < 100 ? 0 : stars >= 500 ? 5 : (stars / 100) | 0]!++;
        break;
      }
      case PRICE: {
        const price = prices[row]!;
        if (price !== NO_PRICE) {
          if (price < lowest) lowest = price;
          if (price > highest) highest = price;
        }
        break;
      }
      default: {
        const a = failed - FIRST_ATTRIBUTE;
        attributeCounts[a]![codes[a]![row]!]!++;
      }
    }
  }

  for (let combination = 1; combination < 256; combination++) {
    const rows = flagCombinations[combination]!;
    if (rows === 0) continue;
    for (let bit = 1; bit <= FLAG_USED; bit <<= 1) if ((combination & bit) !== 0) flagCounts[bit]! += rows;
  }
  const baseCounts = failedOnly.map((failing) => failing + resultCount);
  return {
    rows: results.subarray(0, resultCount),
    facets: buildFacets(index, filters, {
      brandCounts,
      shopCounts,
      conditionCounts: Int32Array.from(
        FILTER_CONDITIONS,
        (condition) => flagCounts[CONDITION_FLAGS[condition]]!,
      ),
      inStockCount: flagCounts[FLAG_IN_STOCK]!,
      dealCount: flagCounts[FLAG_DEAL]!,
      starCounts,
      attributeCounts,
      baseCounts,
      lowest: highest < 0 ? Number.POSITIVE_INFINITY : lowest,
      highest,
    }),
  };
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
  attributes: Int32Array[];
  // Price ranges, in cents, by price and by price with delivery (Infinity / -1: no price).
  range: Record<'price' | 'total', { lowest: number; highest: number }>;
};

function emptyCounts(index: FacetIndex): ListCounts {
  return {
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
  const { brand, flags, rating, shopStart, shopIds, price, total } = index;
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
  const { brand: brands, shop: shops, flagCombinations, stars } = counts;
  const byPrice = counts.range.price;
  const byTotal = counts.range.total;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    brands[brand[row]!]! += sign;
    for (let s = shopStart[row]!, end = shopStart[row + 1]!; s < end; s++) shops[shopIds[s]!]! += sign;
    flagCombinations[flags[row]!]! += sign;
    const rated = rating[row]!;
    stars[rated < 100 ? 0 : rated >= 500 ? 5 : (rated / 100) | 0]! += sign;
    counts0[codes0[row]!]! += sign;
    counts1[codes1[row]!]! += sign;
    counts2[codes2[row]!]! += sign;
    counts3[codes3[row]!]! += sign;
    counts4[codes4[row]!]! += sign;
    if (sign === 1) {
      const p = price[row]!;
      if (p !== NO_PRICE) {
        if (p < byPrice.lowest) byPrice.lowest = p;
        if (p > byPrice.highest) byPrice.highest = p;
      }
      const t = total[row]!;
      if (t !== NO_PRICE) {
        if (t < byTotal.lowest) byTotal.lowest = t;
        if (t > byTotal.highest) byTotal.highest = t;
      }
    }
  }
  counts.rows += sign * rows.length;
}

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
  const counts = emptyCounts(index);
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
    baseCounts: new Int32Array(GROUPS).fill(list.rows),
    lowest: range.lowest,
    highest: range.highest,
  });
}

// A list filtered on one facet's values: the filter's own facet counts as the unfiltered list
// does; the others count the rows the filter keeps, found as the list's counts minus the rows it
// leaves out when those are fewer (a filter most rows pass, such as "in stock").
function narrowOnOneFilter(
  index: FacetIndex,
  candidates: Int32Array,
  scope: ListScope,
  filters: ProductFilters,
  list: ListCounts,
  group: number,
  passes: (row: number) => boolean,
): Narrowed {
  const count = candidates.length;
  if (resultBuffer.length < count) resultBuffer = new Int32Array(Math.max(count, resultBuffer.length * 2));
  if (leftOutBuffer.length < count) leftOutBuffer = new Int32Array(Math.max(count, leftOutBuffer.length * 2));
  const results = resultBuffer;
  const leftOut = leftOutBuffer;
  let kept = 0;
  let dropped = 0;
  const scoped = scope.deals || scope.excludeDeals || scope.featured;
  const prices = filters.priceBy === 'total' ? index.total : index.price;
  // The kept rows' price range, read as they are found (a range cannot be subtracted).
  let lowest = Number.POSITIVE_INFINITY;
  let highest = -1;
  for (let i = 0; i < count; i++) {
    const row = candidates[i]!;
    if (scoped && !inScope(index, row, scope)) continue;
    if (passes(row)) {
      results[kept++] = row;
      const price = prices[row]!;
      if (price !== NO_PRICE) {
        if (price < lowest) lowest = price;
        if (price > highest) highest = price;
      }
    } else leftOut[dropped++] = row;
  }
  let others: ListCounts;
  if (kept <= dropped) {
    others = emptyCounts(index);
    addRows(index, others, results.subarray(0, kept), 1);
  } else {
    others = {
      ...list,
      brand: list.brand.slice(),
      shop: list.shop.slice(),
      flagCombinations: list.flagCombinations.slice(),
      stars: list.stars.slice(),
      attributes: list.attributes.map((counts) => counts.slice()),
      range: {
        price: { lowest: Number.POSITIVE_INFINITY, highest: -1 },
        total: { lowest: Number.POSITIVE_INFINITY, highest: -1 },
      },
    };
    addRows(index, others, leftOut.subarray(0, dropped), -1);
  }
  others.range[filters.priceBy] = { lowest, highest };
  const of = (forGroup: number) => (group === forGroup ? list : others);
  const conditionFlags = flagTotals(of(CONDITION).flagCombinations);
  const stockFlags = flagTotals(of(STOCK).flagCombinations);
  const dealFlags = flagTotals(of(DEALS).flagCombinations);
  const range = of(PRICE).range[filters.priceBy];
  const baseCounts = new Int32Array(GROUPS).fill(kept);
  baseCounts[group] = list.rows;
  return {
    rows: results.subarray(0, kept),
    facets: buildFacets(index, filters, {
      brandCounts: of(BRAND).brand,
      shopCounts: of(SHOP).shop,
      conditionCounts: Int32Array.from(
        FILTER_CONDITIONS,
        (condition) => conditionFlags[CONDITION_FLAGS[condition]]!,
      ),
      inStockCount: stockFlags[FLAG_IN_STOCK]!,
      dealCount: dealFlags[FLAG_DEAL]!,
      starCounts: of(RATING).stars,
      attributeCounts: ATTRIBUTES.map((_, a) => of(FIRST_ATTRIBUTE + a).attributes[a]!),
      baseCounts,
      lowest: range.lowest,
      highest: range.highest,
    }),
  };
}

type Counts = {
  brandCounts: Int32Array;
  shopCounts: Int32Array;
  conditionCounts: Int32Array;
  inStockCount: number;
  dealCount: number;
  starCounts: Int32Array;
  attributeCounts: Int32Array[];
  baseCounts: Int32Array;
  lowest: number;
  highest: number;
};

// Values with products, the most first (then by label), the chosen ones always.
function namedValues(
  counts: Int32Array,
  names: Map<number, string>,
  chosen: readonly string[],
): FacetValue[] {
  const chosenKeys = new Set(chosen.map(normalizeBrandKey));
  const byLabel = new Map<string, FacetValue>();
  for (let id = 1; id < counts.length; id++) {
    const name = names.get(id);
    if (name === undefined) continue;
    const selected = chosenKeys.has(normalizeBrandKey(name));
    if (counts[id] === 0 && !selected) continue;
    // Two rows of one name (two shops both called "Tienda") are one value.
    const known = byLabel.get(name);
    if (known) known.count += counts[id]!;
    else byLabel.set(name, { value: name, label: name, count: counts[id]!, selected });
  }
  const values = [...byLabel.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  // A chosen value that no longer exists at all (a brand gone from the catalog) still shows, to be removed.
  for (const name of chosen) {
    if (!values.some((value) => normalizeBrandKey(value.value) === normalizeBrandKey(name))) {
      values.push({ value: name, label: name, count: 0, selected: true });
    }
  }
  return capValues(values);
}

function capValues(values: FacetValue[]): FacetValue[] {
  if (values.length <= MAX_FACET_VALUES) return values;
  const kept = values.slice(0, MAX_FACET_VALUES);
  for (const value of values.slice(MAX_FACET_VALUES)) if (value.selected) kept.push(value);
  return kept;
}

function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function buildFacets(index: FacetIndex, filters: ProductFilters, counts: Counts): Facets {
  const list: Facet[] = [];
  const push = (facet: Facet) => {
    if (facet.values.length > 0) list.push(facet);
  };
  push({
    name: 'brand',
    label: LABELS.brand,
    multiple: true,
    values: namedValues(counts.brandCounts, index.brandNames, filters.brands),
  });
  push({
    name: 'shop',
    label: LABELS.shop,
    multiple: true,
    values: namedValues(counts.shopCounts, index.shopNames, filters.shops),
  });
  push({
    name: 'condition',
    label: LABELS.condition,
    multiple: true,
    values: FILTER_CONDITIONS.flatMap((condition, c) => {
      const selected = filters.conditions.includes(condition);
      const count = counts.conditionCounts[c]!;
      return count > 0 || selected
        ? [{ value: condition, label: CONDITION_LABELS[condition], count, selected }]
        : [];
    }),
  });
  // A yes/no filter is offered where choosing it would narrow the list (or is chosen).
  const flag = (name: 'in_stock' | 'deals', label: string, count: number, base: number, selected: boolean) =>
    push({
      name,
      label: LABELS[name],
      multiple: false,
      values: selected || (count > 0 && count < base) ? [{ value: '1', label, count, selected }] : [],
    });
  flag('in_stock', 'En stock', counts.inStockCount, counts.baseCounts[STOCK]!, filters.inStock);
  flag('deals', 'Solo ofertas', counts.dealCount, counts.baseCounts[DEALS]!, filters.deals);
  push({
    name: 'min_rating',
    label: LABELS.min_rating,
    multiple: false,
    values: MIN_RATINGS.flatMap((stars) => {
      let count = 0;
      for (let s = stars; s <= 5; s++) count += counts.starCounts[s]!;
      const selected = filters.minRating === stars;
      return count > 0 || selected
        ? [
            {
              value: String(stars),
              label: stars === 1 ? '1 estrella o más' : `${stars} estrellas o más`,
              count,
              selected,
            },
          ]
        : [];
    }),
  });
  ATTRIBUTES.forEach((name, a) => {
    const chosen = filters.attributes[name] ?? [];
    const { values: known } = index.attributes[name];
    const found = counts.attributeCounts[a]!;
    const values: FacetValue[] = [];
    let stated = 0;
    for (let code = 1; code < found.length; code++) {
      const selected = chosen.some((value) => Math.abs(value - known[code]!) < 0.005);
      if (found[code] === 0 && !selected) continue;
      stated += found[code]!;
      values.push({ value: formatNumber(known[code]!), label: '', count: found[code]!, selected });
    }
    const base = counts.baseCounts[FIRST_ATTRIBUTE + a]!;
    const worthOffering = values.length >= 2 && stated >= base * MIN_ATTRIBUTE_COVERAGE;
    if (!worthOffering && chosen.length === 0) return;
    for (const value of chosen) {
      if (!values.some((listed) => Math.abs(Number(listed.value) - value) < 0.005)) {
        values.push({ value: formatNumber(value), label: '', count: 0, selected: true });
      }
    }
    values.sort((x, y) => Number(x.value) - Number(y.value));
    const unit = FILTER_ATTRIBUTES[name].unit;
    for (const value of values) value.label = unit === '"' ? `${value.value}"` : `${value.value} ${unit}`;
    push({ name: `attr.${name}`, label: LABELS[name], multiple: true, values: capValues(values) });
  });
  const hasPrice = counts.lowest !== Infinity;
  return {
    filters: list,
    price: {
      min: hasPrice ? counts.lowest / 100 : null,
      max: hasPrice ? counts.highest / 100 : null,
      by: filters.priceBy,
      selected_min: filters.minPriceCents === null ? null : filters.minPriceCents / 100,
      selected_max: filters.maxPriceCents === null ? null : filters.maxPriceCents / 100,
    },
  };
}

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
  for (const row of rows) {
    if (size < limit) {
      heap[size] = row;
      siftUp(size++);
    } else if (before(row, heap[0]!) < 0) {
      heap[0] = row;
      siftDown(0);
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

// A product without a price goes after every price.
function priceKey(cents: number): number {
  return cents === NO_PRICE ? Number.MAX_SAFE_INTEGER : cents;
}
