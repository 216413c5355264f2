import type { ReactNode } from 'react';
import type { Facets, FilterProblem, ProductFilters } from '../../shared/contracts/filters.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ActiveFilters } from './active-filters.tsx';
import type { PageParams } from './filter-links.ts';
import { FilterPanel } from './filter-panel.tsx';
import { FilterSheet } from './filter-sheet.tsx';

// A list or search page with filters: the panel in the left column on large screens, a
// "Filtros" sheet on phones, the chips of the filters in force above the results, and a notice
// when the address held filters that could not be read (they were ignored).

// Route modules with filters say so in their handle, and the site layout gives their left column
// to the filter panel instead of the category tree.
export type FilterPageHandle = { showsFilters: (loaderData: unknown) => boolean };

export function FilterLayout({
  facets,
  filters,
  action,
  keep,
  total,
  ignored,
  children,
}: {
  facets: Facets | undefined;
  filters: ProductFilters;
  action: string;
  keep: PageParams;
  total: number;
  ignored: readonly FilterProblem[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const panel = { facets: facets!, filters, action, keep };
  // Price fields keep what was typed until the prices in force change.
  const priceKey = `${filters.minPriceCents}-${filters.maxPriceCents}-${filters.priceBy}`;
  return (
    <div className="lg:flex lg:items-start lg:gap-6">
      {facets && (
        <aside
          aria-labelledby="filter-panel-title"
          className="hidden w-60 shrink-0 rounded-xl border border-slate-200 bg-white p-4 lg:block"
        >
          <h2 id="filter-panel-title" className="mb-2 text-lg font-bold text-slate-900">
            {t('filters.title')}
          </h2>
          <FilterPanel key={priceKey} {...panel} idPrefix="panel" />
        </aside>
      )}
      <div className="min-w-0 flex-1">
        {ignored.length > 0 && (
          <p
            role="status"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t('filters.ignored', { params: ignored.map((problem) => problem.param).join(', ') })}
          </p>
        )}
        {facets && <FilterSheet key={priceKey} {...panel} total={total} />}
        <ActiveFilters filters={filters} action={action} keep={keep} />
        {children}
      </div>
    </div>
  );
}
