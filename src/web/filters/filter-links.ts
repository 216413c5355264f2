import {
  ATTRIBUTE_PARAM_PREFIX,
  type FilterAttribute,
  type FilterCondition,
  filterEntries,
  NO_FILTERS,
  type ProductFilters,
  parseFilters,
} from '../../shared/contracts/filters.ts';

// The URLs of filtered pages: a page's own parameters (q, sort, exact) first, then its filters in
// their one order (contracts/filters.ts filterEntries), so one filtered list has one URL.

export type PageParams = Array<[string, string]>;

export function hrefWithFilters(path: string, keep: PageParams, filters: ProductFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of keep) if (value !== '') query.append(name, value);
  for (const [name, value] of filterEntries(filters)) query.append(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

// The filters without one chosen value (a chip's "×").
export function withoutValue(filters: ProductFilters, facet: string, value: string): ProductFilters {
  const next: ProductFilters = {
    ...filters,
    brands: filters.brands.filter((brand) => !(facet === 'brand' && brand === value)),
    shops: filters.shops.filter((shop) => !(facet === 'shop' && shop === value)),
    conditions: filters.conditions.filter((condition) => !(facet === 'condition' && condition === value)),
    attributes: { ...filters.attributes },
  };
  if (facet === 'price') {
    next.minPriceCents = null;
    next.maxPriceCents = null;
    next.priceBy = 'price';
  }
  if (facet === 'in_stock') next.inStock = false;
  if (facet === 'deals') next.deals = false;
  if (facet === 'min_rating') next.minRating = null;
  if (facet.startsWith(ATTRIBUTE_PARAM_PREFIX)) {
    const attribute = facet.slice(ATTRIBUTE_PARAM_PREFIX.length) as FilterAttribute;
    const remaining = (filters.attributes[attribute] ?? []).filter((chosen) => String(chosen) !== value);
    if (remaining.length > 0) next.attributes[attribute] = remaining;
    else delete next.attributes[attribute];
  }
  return next;
}

// One chosen value, as a chip shows it: which facet, the value in the URL, and what to call it.
export type ChosenValue = { facet: string; value: string };

export function chosenValues(filters: ProductFilters): ChosenValue[] {
  const chosen: ChosenValue[] = [];
  for (const brand of filters.brands) chosen.push({ facet: 'brand', value: brand });
  if (filters.minPriceCents !== null || filters.maxPriceCents !== null)
    chosen.push({ facet: 'price', value: '' });
  for (const shop of filters.shops) chosen.push({ facet: 'shop', value: shop });
  for (const condition of filters.conditions) chosen.push({ facet: 'condition', value: condition });
  if (filters.inStock) chosen.push({ facet: 'in_stock', value: '1' });
  if (filters.deals) chosen.push({ facet: 'deals', value: '1' });
  if (filters.minRating !== null) chosen.push({ facet: 'min_rating', value: String(filters.minRating) });
  for (const [attribute, values] of Object.entries(filters.attributes)) {
    for (const value of values ?? [])
      chosen.push({ facet: `${ATTRIBUTE_PARAM_PREFIX}${attribute}`, value: String(value) });
  }
  return chosen;
}

// What a submitted filter form holds, as clean filters (empty fields and defaults dropped).
export function filtersOfForm(data: FormData): ProductFilters {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of data.entries()) if (typeof value === 'string') entries.push([name, value]);
  return parseFilters(entries).filters;
}

export const CONDITION_LABEL_KEYS: Record<FilterCondition, string> = {
  new: 'filters.condition.new',
  refurbished: 'filters.condition.refurbished',
  used: 'filters.condition.used',
};

export { NO_FILTERS };

// Whether a facet's value is among the filters.
export function isChosen(filters: ProductFilters, facet: string, value: string): boolean {
  if (facet === 'brand') return filters.brands.includes(value);
  if (facet === 'shop') return filters.shops.includes(value);
  if (facet === 'condition') return filters.conditions.includes(value as FilterCondition);
  if (facet === 'in_stock') return filters.inStock;
  if (facet === 'deals') return filters.deals;
  if (facet === 'min_rating')
    return value === '' ? filters.minRating === null : filters.minRating === Number(value);
  if (facet === 'price_by') return filters.priceBy === value;
  if (facet.startsWith(ATTRIBUTE_PARAM_PREFIX)) {
    const chosen = filters.attributes[facet.slice(ATTRIBUTE_PARAM_PREFIX.length) as FilterAttribute] ?? [];
    return chosen.some((number) => Math.abs(number - Number(value)) < 0.005);
  }
  return false;
}
