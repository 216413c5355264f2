import { NO_FILTERS, type ProductFilters } from '../../shared/contracts/filters.ts';
import type { ProductListScope, ProductSort } from '../../shared/contracts/product-lists.ts';
import { type SortOption, SortOptions } from '../components/sort-options.tsx';
import { hrefWithFilters } from '../filters/filter-links.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { type CatalogFilter, catalogPath, scopesFor } from './catalog-view.ts';

// "Ordenar por:" (spec sections 2 and 4). On the featured, popular and recent screens the tabs are
// links to those screens (featured = rating); on deals they change the sort in place. The price
// toggle goes none -> asc -> desc -> asc and overrides the tabs; choosing a tab resets it.

const TAB_SCOPES = [
  { scope: 'featured', label: 'lists.sort.rating' },
  { scope: 'popular', label: 'lists.sort.popularity' },
  { scope: 'recent', label: 'lists.sort.recent' },
] as const;

const IN_PLACE_SORTS = [
  { sort: 'rating', label: 'lists.sort.rating' },
  { sort: 'popularity', label: 'lists.sort.popularity' },
  { sort: 'recent', label: 'lists.sort.recent' },
  { sort: 'discount', label: 'lists.sort.discount' },
] as const;

// A list's URL in an order, with the filters in force (a new order keeps them).
function withSort(path: string, sort: ProductSort | undefined, filters: ProductFilters): string {
  return hrefWithFilters(path, sort === undefined ? [] : [['sort', sort]], filters);
}

export function nextPriceSort(current: ProductSort | undefined): ProductSort {
  return current === 'price_asc' ? 'price_desc' : 'price_asc';
}

export function SortBar({
  scope,
  filter,
  sort,
  filters = NO_FILTERS,
}: {
  scope: ProductListScope;
  filter: CatalogFilter;
  sort: ProductSort | undefined;
  filters?: ProductFilters;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const priceSorted = sort === 'price_asc' || sort === 'price_desc';
  const ownPath = localized(catalogPath(filter, scope));

  const options: SortOption[] =
    scope === 'deals'
      ? IN_PLACE_SORTS.map(({ sort: option, label }) => ({
          key: option,
          label: t(label),
          to: withSort(ownPath, option === 'rating' ? undefined : option, filters),
          active: !priceSorted && (sort ?? 'rating') === option,
        }))
      : TAB_SCOPES.filter(({ scope: tab }) => scopesFor(filter).includes(tab)).map(
          ({ scope: tab, label }) => ({
            key: tab,
            label: t(label),
            to: withSort(localized(catalogPath(filter, tab)), undefined, filters),
            active: !priceSorted && tab === scope,
          }),
        );

  return (
    <SortOptions
      options={options}
      sort={sort}
      priceTo={withSort(ownPath, nextPriceSort(sort), filters)}
      inPlace={{ preventScrollReset: scope === 'deals' }}
    />
  );
}
