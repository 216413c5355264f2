import { Link } from 'react-router';
import {
  ATTRIBUTE_PARAM_PREFIX,
  FILTER_ATTRIBUTES,
  type FilterAttribute,
  type FilterCondition,
  NO_FILTERS,
  type ProductFilters,
} from '../../shared/contracts/filters.ts';
import { formatEuros } from '../../shared/price-format.ts';
import { Icon } from '../components/icon.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import {
  type ChosenValue,
  CONDITION_LABEL_KEYS,
  chosenValues,
  hrefWithFilters,
  type PageParams,
  withoutValue,
} from './filter-links.ts';

// The chips of the filters in force, above the results: each removes its value in one tap (a
// plain link, so without JavaScript too), and "Quitar todos" removes them all.

export function ActiveFilters({
  filters,
  action,
  keep,
}: {
  filters: ProductFilters;
  action: string;
  keep: PageParams;
}) {
  const { t } = useTranslation();
  const chosen = chosenValues(filters);
  if (chosen.length === 0) return null;

  const labelOf = ({ facet, value }: ChosenValue): string => {
    if (facet === 'price') {
      const min = filters.minPriceCents === null ? null : formatEuros(filters.minPriceCents / 100);
      const max = filters.maxPriceCents === null ? null : formatEuros(filters.maxPriceCents / 100);
      const range =
        min !== null && max !== null
          ? t('filters.priceBetween', { min, max })
          : min !== null
            ? t('filters.priceFrom', { min })
            : t('filters.priceUpTo', { max });
      return filters.priceBy === 'total' ? `${range} (${t('filters.priceBy.total')})` : range;
    }
    if (facet === 'condition') return t(CONDITION_LABEL_KEYS[value as FilterCondition]);
    if (facet === 'in_stock') return t('filters.inStock');
    if (facet === 'deals') return t('filters.deals');
    if (facet === 'min_rating') return t('filters.rating', { count: Number(value) });
    if (facet.startsWith(ATTRIBUTE_PARAM_PREFIX)) {
      const attribute = facet.slice(ATTRIBUTE_PARAM_PREFIX.length) as FilterAttribute;
      const { unit } = FILTER_ATTRIBUTES[attribute];
      return `${t(`filters.facet.${attribute}`)}: ${unit === '"' ? `${value}"` : `${value} ${unit}`}`;
    }
    return value;
  };

  return (
    <section
      aria-label={t('filters.active')}
      className="mb-4 flex flex-wrap items-center gap-2"
      data-testid="active-filters"
    >
      <h2 className="sr-only">{t('filters.active')}</h2>
      <ul className="flex flex-wrap gap-2">
        {chosen.map((item) => {
          const label = labelOf(item);
          return (
            <li key={`${item.facet}=${item.value}`}>
              <Link
                to={hrefWithFilters(action, keep, withoutValue(filters, item.facet, item.value))}
                preventScrollReset
                aria-label={t('filters.remove', { label })}
                className="inline-flex items-center gap-1 rounded-full border border-blue-200 bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900 hover:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                {label}
                <Icon name="x" className="size-3.5" />
              </Link>
            </li>
          );
        })}
      </ul>
      {chosen.length > 1 && (
        <Link
          to={hrefWithFilters(action, keep, NO_FILTERS)}
          preventScrollReset
          className="text-sm font-semibold text-blue-700 underline hover:text-blue-900"
        >
          {t('filters.clearAll')}
        </Link>
      )}
    </section>
  );
}
