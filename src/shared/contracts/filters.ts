// Filters on search results and on every product list (issue 16): which products a shopper narrows
// a list to, as query parameters shared by the API (/api/search and every list of spec section 7)
// and the pages (/search, /category/..., /deals...), and the facets that answer with counts.
//
//   ?brand=Apple&brand=Samsung&min_price=100&max_price=500&price_by=total&shop=PcComponentes
//   &condition=new&in_stock=1&deals=1&min_rating=4&attr.storage_gb=128
//
// Values of one filter combine with OR (Apple or Samsung), different filters with AND.

export const FILTER_CONDITIONS = ['new', 'refurbished', 'used'] as const;
export type FilterCondition = (typeof FILTER_CONDITIONS)[number];

// Specifications read from offers by matching (server/matching/offer-attributes.ts), each with the
// unit its values are written in. Shown on a list when enough of its products state them.
export const FILTER_ATTRIBUTES = {
  storage_gb: { unit: 'GB' },
  ram_gb: { unit: 'GB' },
  screen_in: { unit: '"' },
  capacity_l: { unit: 'L' },
  capacity_kg: { unit: 'kg' },
} as const;
export type FilterAttribute = keyof typeof FILTER_ATTRIBUTES;
export const ATTRIBUTE_PARAM_PREFIX = 'attr.';

export const PRICE_BASES = ['price', 'total'] as const;
// What a price range applies to: the best price, or the best price with delivery ("total").
export type PriceBasis = (typeof PRICE_BASES)[number];

export const MIN_RATINGS = [4, 3, 2, 1] as const;
export const MAX_FILTER_VALUES = 20;
export const MAX_FILTER_VALUE_LENGTH = 100;
export const MAX_PRICE_EUROS = 1_000_000;

export type ProductFilters = {
  brands: string[];
  shops: string[];
  conditions: FilterCondition[];
  // Euro cents, both ends included.
  minPriceCents: number | null;
  maxPriceCents: number | null;
  priceBy: PriceBasis;
  inStock: boolean;
  deals: boolean;
  minRating: number | null;
  attributes: Partial<Record<FilterAttribute, number[]>>;
};

export const NO_FILTERS: ProductFilters = {
  brands: [],
  shops: [],
  conditions: [],
  minPriceCents: null,
  maxPriceCents: null,
  priceBy: 'price',
  inStock: false,
  deals: false,
  minRating: null,
  attributes: {},
};

// The query parameters that are filters (attr.* besides).
export const FILTER_PARAMS = [
  'brand',
  'shop',
  'condition',
  'min_price',
  'max_price',
  'price_by',
  'in_stock',
  'deals',
  'min_rating',
] as const;

export function isFilterParam(name: string): boolean {
  return (FILTER_PARAMS as readonly string[]).includes(name) || name.startsWith(ATTRIBUTE_PARAM_PREFIX);
}

// A query string as Fastify and URLSearchParams give it: a name's values in order.
export type QueryValues = Iterable<[string, string]>;

export function queryEntries(query: Record<string, unknown>): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) entries.push([name, String(item)]);
    }
  }
  return entries;
}

export type FilterProblem = { param: string; message: string };

// "100", "99.99", "99,99" (as Spanish shoppers write it): euros to cents.
function parseEuros(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const euros = Number(trimmed);
  return euros <= MAX_PRICE_EUROS ? Math.round(euros * 100) : null;
}

function parseAttributeValue(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const FLAG_VALUES = ['1', 'true'];
const FLAG_OFF_VALUES = ['0', 'false'];

function pushUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

// Reads the filter parameters of a query, leaving the others alone. Each problem names its
// parameter and says what it takes; the API answers them with a 400, the pages ignore that
// parameter and say so.
export function parseFilters(entries: QueryValues): { filters: ProductFilters; problems: FilterProblem[] } {
  const filters: ProductFilters = { ...NO_FILTERS, brands: [], shops: [], conditions: [], attributes: {} };
  const problems: FilterProblem[] = [];
  const problem = (param: string, message: string) => {
    if (!problems.some((known) => known.param === param)) problems.push({ param, message });
  };
  const seen = new Map<string, number>();
  for (const [name, raw] of entries) {
    if (!isFilterParam(name)) continue;
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    const value = raw.trim();
    const once = (): boolean => {
      if (times > 1) problem(name, `${name} must be given once`);
      return times === 1;
    };
    const listValue = (list: string[]) => {
      if (value === '') return;
      if (value.length > MAX_FILTER_VALUE_LENGTH) {
        problem(name, `each ${name} must be at most ${MAX_FILTER_VALUE_LENGTH} characters`);
      } else if (times > MAX_FILTER_VALUES) {
        problem(name, `${name} may be given at most ${MAX_FILTER_VALUES} times`);
      } else pushUnique(list, value);
    };
    switch (name) {
      case 'brand':
        listValue(filters.brands);
        break;
      case 'shop':
        listValue(filters.shops);
        break;
      case 'condition':
        if ((FILTER_CONDITIONS as readonly string[]).includes(value)) {
          pushUnique(filters.conditions, value as FilterCondition);
        } else problem(name, `condition must be one of: ${FILTER_CONDITIONS.join(', ')}`);
        break;
      case 'min_price':
      case 'max_price': {
        if (!once() || value === '') break;
        const cents = parseEuros(value);
        if (cents === null) {
          problem(name, `${name} must be an amount in euros from 0 to ${MAX_PRICE_EUROS} (such as 99.99)`);
        } else if (name === 'min_price') filters.minPriceCents = cents;
        else filters.maxPriceCents = cents;
        break;
      }
      case 'price_by':
        if (!once()) break;
        if ((PRICE_BASES as readonly string[]).includes(value)) filters.priceBy = value as PriceBasis;
        else problem(name, 'price_by must be price (the best price) or total (the best price with delivery)');
        break;
      case 'in_stock':
      case 'deals':
        if (!once()) break;
        if (FLAG_VALUES.includes(value)) filters[name === 'in_stock' ? 'inStock' : 'deals'] = true;
        else if (!FLAG_OFF_VALUES.includes(value)) problem(name, `${name} must be 1 (only those) or 0`);
        break;
      case 'min_rating': {
        if (!once() || value === '') break;
        const rating = Number(value);
        if (/^[1-5]$/.test(value)) filters.minRating = rating;
        else problem(name, 'min_rating must be a whole number of stars from 1 to 5');
        break;
      }
      default: {
        const attribute = name.slice(ATTRIBUTE_PARAM_PREFIX.length);
        if (!(attribute in FILTER_ATTRIBUTES)) {
          problem(
            name,
            `unknown filter ${name}; the specifications are ${Object.keys(FILTER_ATTRIBUTES)
              .map((key) => ATTRIBUTE_PARAM_PREFIX + key)
              .join(', ')}`,
          );
          break;
        }
        const number = parseAttributeValue(value);
        if (number === null) problem(name, `${name} must be a number (such as 128 or 6.1)`);
        else if (times > MAX_FILTER_VALUES) {
          problem(name, `${name} may be given at most ${MAX_FILTER_VALUES} times`);
        } else {
          const values = filters.attributes[attribute as FilterAttribute] ?? [];
          filters.attributes[attribute as FilterAttribute] = values;
          pushUnique(values, number);
        }
      }
    }
  }
  if (
    filters.minPriceCents !== null &&
    filters.maxPriceCents !== null &&
    filters.minPriceCents > filters.maxPriceCents
  ) {
    problem('min_price', 'min_price must not be above max_price');
    filters.minPriceCents = null;
    filters.maxPriceCents = null;
  }
  return { filters, problems };
}

function formatEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

// The filters as query parameters, always in this order, so one filtered list has one URL (and
// one cache key).
export function filterEntries(filters: ProductFilters): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const brand of filters.brands) entries.push(['brand', brand]);
  if (filters.minPriceCents !== null) entries.push(['min_price', formatEuros(filters.minPriceCents)]);
  if (filters.maxPriceCents !== null) entries.push(['max_price', formatEuros(filters.maxPriceCents)]);
  if (filters.priceBy !== 'price' && (filters.minPriceCents !== null || filters.maxPriceCents !== null)) {
    entries.push(['price_by', filters.priceBy]);
  }
  for (const shop of filters.shops) entries.push(['shop', shop]);
  for (const condition of filters.conditions) entries.push(['condition', condition]);
  if (filters.inStock) entries.push(['in_stock', '1']);
  if (filters.deals) entries.push(['deals', '1']);
  if (filters.minRating !== null) entries.push(['min_rating', String(filters.minRating)]);
  for (const attribute of Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[]) {
    for (const value of filters.attributes[attribute] ?? []) {
      entries.push([`${ATTRIBUTE_PARAM_PREFIX}${attribute}`, String(value)]);
    }
  }
  return entries;
}

// How many filters narrow the list: each chosen value counts, a price range once.
export function activeFilterCount(filters: ProductFilters): number {
  return (
    filters.brands.length +
    filters.shops.length +
    filters.conditions.length +
    (filters.minPriceCents !== null || filters.maxPriceCents !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.deals ? 1 : 0) +
    (filters.minRating !== null ? 1 : 0) +
    Object.values(filters.attributes).reduce((sum, values) => sum + (values?.length ?? 0), 0)
  );
}

export function hasFilters(filters: ProductFilters): boolean {
  return activeFilterCount(filters) > 0;
}

// One line per filtered list, for caches.
export function filtersKey(filters: ProductFilters): string {
  return filterEntries(filters)
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

// What a response's `facets` holds: for each filter the values a shopper can choose, each with how
// many products the list would have with it chosen (the other filters applied as they are), and
// the range of prices present.
export type FacetValue = { value: string; label: string; count: number; selected: boolean };
export type Facet = {
  // The query parameter that chooses a value: brand, shop, condition, in_stock, deals, min_rating,
  // attr.storage_gb...
  name: string;
  label: string;
  // Several values at once (OR), or one.
  multiple: boolean;
  values: FacetValue[];
};
export type PriceRange = {
  // Euros, of the products the other filters leave; null when none has a price.
  min: number | null;
  max: number | null;
  by: PriceBasis;
  selected_min: number | null;
  selected_max: number | null;
};
export type Facets = { filters: Facet[]; price: PriceRange };

// Parameters links from elsewhere add to any page (campaign tags, click ids): never a notice.
const TRACKING_PARAM = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl|ref)$/;

// What a page's address holds that the page cannot use: malformed filters, and parameters neither
// the page (`known`) nor the filters know. Pages ignore them and say so.
export function ignoredPageParams(search: URLSearchParams, known: readonly string[]): FilterProblem[] {
  const { problems } = parseFilters(search.entries());
  for (const name of new Set(search.keys())) {
    if (known.includes(name) || isFilterParam(name) || TRACKING_PARAM.test(name)) continue;
    problems.push({ param: name, message: `unknown parameter ${name}` });
  }
  return problems;
}
