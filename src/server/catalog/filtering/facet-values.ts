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
import { normalizeBrandKey } from '../brand-key.ts';
import type { FacetIndex } from './facet-index.ts';

// The facets of an answer from their counts (narrow-products.ts counts them): which values each
// filter offers, in which order, with which labels, and the price range.

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

export type FacetCounts = {
  brandCounts: Int32Array;
  shopCounts: Int32Array;
  conditionCounts: Int32Array;
  inStockCount: number;
  dealCount: number;
  starCounts: Int32Array;
  attributeCounts: Int32Array[];
  // How many products each yes/no filter and each specification counts over (the results and
  // the rows failing that filter alone): a filter is offered where it would narrow.
  stockBase: number;
  dealsBase: number;
  attributeBases: number[];
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

export function buildFacets(index: FacetIndex, filters: ProductFilters, counts: FacetCounts): Facets {
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
  flag('in_stock', 'En stock', counts.inStockCount, counts.stockBase, filters.inStock);
  flag('deals', 'Solo ofertas', counts.dealCount, counts.dealsBase, filters.deals);
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
    const base = counts.attributeBases[a]!;
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
