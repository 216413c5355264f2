import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import {
  ATTRIBUTE_PARAM_PREFIX,
  type Facet,
  type Facets,
  type FilterCondition,
  filtersKey,
  type ProductFilters,
  parseFilters,
} from '../../shared/contracts/filters.ts';
import { formatEuros } from '../../shared/price-format.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import {
  CONDITION_LABEL_KEYS,
  filtersOfForm,
  hrefWithFilters,
  isChosen,
  type PageParams,
} from './filter-links.ts';

// The filter panel (issue 16): an ordinary GET form, so it works without JavaScript (the "Aplicar"
// button submits it, page parameters ride along as hidden fields). With JavaScript, ticking a box
// applies it at once and the URL is written clean (no empty fields). Each value shows how many
// products the list would have with it chosen; values with none are not offered (contracts/filters.ts).

// Values shown before "Ver N más" (the chosen ones are always shown).
const VISIBLE_VALUES = 8;

export type FilterPanelProps = {
  facets: Facets;
  filters: ProductFilters;
  // The page the form leads to (localized), and the page's own parameters to keep (q, sort...).
  action: string;
  keep: PageParams;
  // Unique per panel on a page (the desktop column and the phone sheet both render one).
  idPrefix: string;
  // Called once a change was applied (the phone sheet closes).
  onApplied?: () => void;
  footer?: ReactNode;
};

function facetLabelKey(name: string): string {
  return `filters.facet.${name.startsWith(ATTRIBUTE_PARAM_PREFIX) ? name.slice(ATTRIBUTE_PARAM_PREFIX.length) : name}`;
}

function Count({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="ml-auto pl-2 text-xs text-slate-500 tabular-nums">{t('filters.count', { count })}</span>
  );
}

// Inputs are controlled by the URL's filters (the one being navigated to, while it loads); the form
// applies the change (FilterPanel's onChange).
const applyInForm = () => undefined;

const LEGEND = 'mb-2 text-sm font-semibold text-slate-900';
const OPTION =
  'flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700';

function ValueList({
  facet,
  idPrefix,
  label,
  chosen,
}: {
  facet: Facet;
  idPrefix: string;
  label: (value: string) => string;
  chosen: (facet: string, value: string) => boolean;
}) {
  const { t } = useTranslation();
  const visible = facet.values.filter((value, index) => index < VISIBLE_VALUES || value.selected);
  const rest = facet.values.filter((value, index) => index >= VISIBLE_VALUES && !value.selected);
  const option = (value: Facet['values'][number]) => {
    const id = `${idPrefix}-${facet.name}-${value.value}`.replace(/[^\w-]/g, '_');
    return (
      <li key={value.value}>
        <label htmlFor={id} className={OPTION}>
          <input
            id={id}
            type={facet.multiple ? 'checkbox' : 'radio'}
            name={facet.name}
            value={value.value}
            checked={chosen(facet.name, value.value)}
            onChange={applyInForm}
            className="size-4 accent-blue-700"
          />
          <span className="min-w-0 truncate">{label(value.value) || value.label}</span>
          <Count count={value.count} />
        </label>
      </li>
    );
  };
  return (
    <>
      <ul>{visible.map(option)}</ul>
      {rest.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer px-1 text-sm font-semibold text-blue-700">
            {t('filters.more', { count: rest.length })}
          </summary>
          <ul className="mt-1">{rest.map(option)}</ul>
        </details>
      )}
    </>
  );
}

function PriceFields({
  facets,
  filters,
  idPrefix,
  chosen,
}: {
  facets: Facets;
  filters: ProductFilters;
  idPrefix: string;
  chosen: (facet: string, value: string) => boolean;
}) {
  const { t } = useTranslation();
  const { price } = facets;
  const euros = (cents: number | null) => (cents === null ? '' : String(cents / 100));
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className={LEGEND}>{t('filters.facet.price')}</legend>
      {price.min !== null && price.max !== null && (
        <p className="mb-2 text-xs text-slate-500">
          {t('filters.priceHint', { min: formatEuros(price.min), max: formatEuros(price.max) })}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {(['min', 'max'] as const).map((end) => (
          <label key={end} htmlFor={`${idPrefix}-price-${end}`} className="text-xs text-slate-600">
            {t(end === 'min' ? 'filters.priceMin' : 'filters.priceMax')}
            <input
              id={`${idPrefix}-price-${end}`}
              name={`${end}_price`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={euros(end === 'min' ? filters.minPriceCents : filters.maxPriceCents)}
              placeholder={
                end === 'min'
                  ? price.min === null
                    ? ''
                    : String(Math.floor(price.min))
                  : price.max === null
                    ? ''
                    : String(Math.ceil(price.max))
              }
              className="mt-1 w-full rounded border border-slate-300 px-2 py-1 text-sm text-slate-900"
            />
          </label>
        ))}
      </div>
      <div className="mt-2 space-y-1">
        {(['price', 'total'] as const).map((basis) => (
          <label key={basis} htmlFor={`${idPrefix}-price-by-${basis}`} className={OPTION}>
            <input
              id={`${idPrefix}-price-by-${basis}`}
              type="radio"
              name="price_by"
              value={basis}
              checked={chosen('price_by', basis)}
              onChange={applyInForm}
              className="size-4 accent-blue-700"
            />
            {t(`filters.priceBy.${basis}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FilterPanel({
  facets,
  filters,
  action,
  keep,
  idPrefix,
  onApplied,
  footer,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const facet = (name: string) => facets.filters.find((candidate) => candidate.name === name);
  // From the tap until the next filtered page is there, the boxes show what was chosen.
  const [applied, setApplied] = useState<{ from: string; filters: ProductFilters } | null>(null);
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const current = filtersKey(filters);
  const effective = pending
    ? parseFilters(new URLSearchParams(pending.search).entries()).filters
    : applied?.from === current
      ? applied.filters
      : filters;
  const chosen = (name: string, value: string) => isChosen(effective, name, value);

  const apply = () => {
    if (!form.current) return;
    const next = filtersOfForm(new FormData(form.current));
    setApplied({ from: current, filters: next });
    navigate(hrefWithFilters(action, keep, next), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
    onApplied?.();
  };
  // Boxes and choices apply at once; prices wait for Enter or the button.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'checkbox' || target.type === 'radio') {
      if (target.name === 'price_by' && filters.minPriceCents === null && filters.maxPriceCents === null)
        return;
      apply();
    }
  };

  const group = (name: string, label: (value: string) => string = () => '') => {
    const found = facet(name);
    if (!found) return null;
    return (
      <fieldset key={name} className="border-t border-slate-200 pt-3">
        <legend className={LEGEND}>{t(facetLabelKey(name))}</legend>
        <ValueList facet={found} idPrefix={idPrefix} label={label} chosen={chosen} />
      </fieldset>
    );
  };
  const inStock = facet('in_stock');
  const deals = facet('deals');
  const rating = facet('min_rating');

  return (
    <form
      ref={form}
      method="get"
      action={action}
      onSubmit={onSubmit}
      onChange={onChange}
      className="space-y-3"
      aria-label={t('filters.title')}
      data-testid={`filters-${idPrefix}`}
    >
      {keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {group('brand')}
      <PriceFields facets={facets} filters={filters} idPrefix={idPrefix} chosen={chosen} />
      {group('shop')}
      {group('condition', (value) => t(CONDITION_LABEL_KEYS[value as FilterCondition]))}
      {(inStock || deals) && (
        <fieldset className="border-t border-slate-200 pt-3">
          <legend className={LEGEND}>{t('filters.facet.availability')}</legend>
          <ul>
            {[
              { found: inStock, name: 'in_stock', label: t('filters.inStock') },
              { found: deals, name: 'deals', label: t('filters.deals') },
            ].map(({ found, name, label }) =>
              found ? (
                <li key={name}>
                  <label htmlFor={`${idPrefix}-${name}`} className={OPTION}>
                    <input
                      id={`${idPrefix}-${name}`}
                      type="checkbox"
                      name={name}
                      value="1"
                      checked={chosen(name, '1')}
                      onChange={applyInForm}
                      className="size-4 accent-blue-700"
                    />
                    {label}
                    <Count count={found.values[0]!.count} />
                  </label>
                </li>
              ) : null,
            )}
          </ul>
        </fieldset>
      )}
      {rating && (
        <fieldset className="border-t border-slate-200 pt-3">
          <legend className={LEGEND}>{t('filters.facet.min_rating')}</legend>
          <ul>
            <li>
              <label htmlFor={`${idPrefix}-rating-any`} className={OPTION}>
                <input
                  id={`${idPrefix}-rating-any`}
                  type="radio"
                  name="min_rating"
                  value=""
                  checked={chosen('min_rating', '')}
                  onChange={applyInForm}
                  className="size-4 accent-blue-700"
                />
                {t('filters.anyRating')}
              </label>
            </li>
            {rating.values.map((value) => (
              <li key={value.value}>
                <label htmlFor={`${idPrefix}-rating-${value.value}`} className={OPTION}>
                  <input
                    id={`${idPrefix}-rating-${value.value}`}
                    type="radio"
                    name="min_rating"
                    value={value.value}
                    checked={chosen('min_rating', value.value)}
                    onChange={applyInForm}
                    className="size-4 accent-blue-700"
                  />
                  {t('filters.rating', { count: Number(value.value) })}
                  <Count count={value.count} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {facets.filters
        .filter((found) => found.name.startsWith(ATTRIBUTE_PARAM_PREFIX))
        .map((found) => group(found.name))}
      {footer ?? (
        <button
          type="submit"
          className="w-full rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {t('filters.apply')}
        </button>
      )}
    </form>
  );
}
