import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductListScope, ProductSort } from '../../shared/contracts/product-lists.ts';
import { HowWeRankLink } from '../components/how-we-rank-link.tsx';
import { priceToggleState, sortChipClass } from '../components/sort-chip.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { type CatalogFilter, catalogPath, scopesFor } from './catalog-view.ts';

// "Ordenar por:" (spec sections 2 and 4). On the featured, popular and recent screens the tabs are
// links to those screens (featured = rating); on deals they change the sort in place. The price
// toggle goes none -> asc -> desc -> asc and overrides the tabs; choosing a tab resets it. Every
// option is a link, so sorting works without JavaScript too. Last comes the link to what each
// order is based on (how-we-rank).

type SortOption = { key: string; label: string; to: string; active: boolean };

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

function withSort(path: string, sort: ProductSort | undefined): string {
  return sort === undefined ? path : `${path}?sort=${sort}`;
}

export function nextPriceSort(current: ProductSort | undefined): ProductSort {
  return current === 'price_asc' ? 'price_desc' : 'price_asc';
}

export function SortBar({
  scope,
  filter,
  sort,
}: {
  scope: ProductListScope;
  filter: CatalogFilter;
  sort: ProductSort | undefined;
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
          to: withSort(ownPath, option === 'rating' ? undefined : option),
          active: !priceSorted && (sort ?? 'rating') === option,
        }))
      : TAB_SCOPES.filter(({ scope: tab }) => scopesFor(filter).includes(tab)).map(
          ({ scope: tab, label }) => ({
            key: tab,
            label: t(label),
            to: localized(catalogPath(filter, tab)),
            active: !priceSorted && tab === scope,
          }),
        );

  const { Icon: PriceIcon, labelKey: priceLabelKey } = priceToggleState(sort);

  return (
    <nav aria-label={t('lists.sortBy')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-700">{t('lists.sortBy')}</span>
      {options.map((option) => (
        <Link
          key={option.key}
          to={option.to}
          preventScrollReset={scope === 'deals'}
          aria-current={option.active ? 'true' : undefined}
          className={sortChipClass(option.active)}
        >
          {option.label}
        </Link>
      ))}
      <Link
        to={withSort(ownPath, nextPriceSort(sort))}
        preventScrollReset
        aria-current={priceSorted ? 'true' : undefined}
        aria-label={t(priceLabelKey)}
        className={sortChipClass(priceSorted)}
      >
        {t('lists.sort.price')}
        <PriceIcon className="size-4" aria-hidden="true" />
      </Link>
      <HowWeRankLink className="ml-auto" />
    </nav>
  );
}
