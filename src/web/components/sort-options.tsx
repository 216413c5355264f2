import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { HowWeRankLink } from './how-we-rank-link.tsx';
import { Icon } from './icon.tsx';

// "Ordenar por:" on list and search screens (spec sections 2 and 4): the sort options, then the
// price toggle (none -> asc -> desc -> asc), then the link to what each order is based on
// (how-we-rank). Every option is a link, so sorting works without JavaScript too. Which options a
// screen has and where they lead is the screen's business (catalog/sort-bar.tsx, search-page.tsx).

export type SortOption = { key: string; label: string; to: string; active: boolean };

const BASE =
  'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function sortChipClass(active: boolean): string {
  return active
    ? `${BASE} border-blue-700 bg-blue-700 text-white`
    : `${BASE} border-slate-300 bg-white text-slate-700 hover:border-blue-700 hover:text-blue-700`;
}

// The price toggle's icon and accessible name key for its current state.
function priceToggleState(sort: string | undefined) {
  if (sort === 'price_asc') return { icon: 'arrow-up', labelKey: 'lists.sort.priceAsc' } as const;
  if (sort === 'price_desc') return { icon: 'arrow-down', labelKey: 'lists.sort.priceDesc' } as const;
  return { icon: 'arrow-up-down', labelKey: 'lists.sort.price' } as const;
}

export function SortOptions({
  options,
  sort,
  priceTo,
  inPlace,
}: {
  options: readonly SortOption[];
  // The sort in force, for the price toggle's state.
  sort: string | undefined;
  // Where the price toggle leads from the current state.
  priceTo: string;
  // Options that re-sort this same screen keep its scroll position and history entry.
  inPlace: { preventScrollReset?: boolean; replace?: boolean };
}) {
  const { t } = useTranslation();
  const priceSorted = sort === 'price_asc' || sort === 'price_desc';
  const { icon: priceIcon, labelKey: priceLabelKey } = priceToggleState(sort);
  return (
    <nav aria-label={t('lists.sortBy')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-700">{t('lists.sortBy')}</span>
      {options.map((option) => (
        <Link
          key={option.key}
          to={option.to}
          {...inPlace}
          aria-current={option.active ? 'true' : undefined}
          className={sortChipClass(option.active)}
        >
          {option.label}
        </Link>
      ))}
      <Link
        to={priceTo}
        preventScrollReset
        replace={inPlace.replace}
        aria-current={priceSorted ? 'true' : undefined}
        aria-label={t(priceLabelKey)}
        className={sortChipClass(priceSorted)}
      >
        {t('lists.sort.price')}
        <Icon name={priceIcon} className="size-4" />
      </Link>
      <HowWeRankLink className="ml-auto" />
    </nav>
  );
}
