import { useId } from 'react';
import { Link } from 'react-router';
import type { PopularBrand, PopularSearch } from '../../shared/contracts/search.schema.ts';
import { POPULAR_BRANDS_ROUTE, POPULAR_SEARCHES_ROUTE } from '../../shared/contracts/search.ts';
import { useApiQuery } from '../hooks/use-api-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { recordPopularClick } from '../lib/record-popular-click.ts';
import { Icon } from './icon.tsx';
import { RowsSkeleton, SKELETON_BRAND_ROWS } from './skeletons.tsx';

// Popular searches and brands (spec sections 2, 3 and 9): refreshed every 30 s; clicking one
// records it and runs the search.

export const POPULAR_REFETCH_MS = 30_000;

function searchPath(params: Record<string, string>): string {
  return `/search?${new URLSearchParams(params)}`;
}

export function PopularBrandsList() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const brands = useApiQuery<PopularBrand[]>(POPULAR_BRANDS_ROUTE, { refreshEveryMs: POPULAR_REFETCH_MS });
  if (brands.isPending) return <RowsSkeleton rows={SKELETON_BRAND_ROWS} />;
  if (brands.isError || brands.data.length === 0) {
    return <p className="text-sm text-slate-500">{t('panels.noBrands')}</p>;
  }
  return (
    <ul className="flex flex-wrap gap-2" data-testid="popular-brands">
      {brands.data.map((brand) => (
        <li key={brand.id}>
          <Link
            to={localized(searchPath({ brand: brand.brandName }))}
            onClick={() => recordPopularClick('brands', brand.id)}
            className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-blue-700 hover:text-blue-700"
          >
            {brand.brandName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PopularSearchesList() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const searches = useApiQuery<PopularSearch[]>(POPULAR_SEARCHES_ROUTE, {
    refreshEveryMs: POPULAR_REFETCH_MS,
  });
  if (searches.isPending) return <RowsSkeleton rows={SKELETON_BRAND_ROWS} />;
  if (searches.isError || searches.data.length === 0) {
    return <p className="text-sm text-slate-500">{t('panels.noSearches')}</p>;
  }
  return (
    <ol className="space-y-1" data-testid="popular-searches">
      {searches.data.map((search) => (
        <li key={search.id}>
          <Link
            to={localized(searchPath({ q: search.texto_busqueda }))}
            onClick={() => recordPopularClick('searches', search.id)}
            className="flex items-center gap-2 rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 hover:text-blue-700"
          >
            <Icon name="search" className="size-3.5 shrink-0 text-slate-400" />
            {search.texto_busqueda}
          </Link>
        </li>
      ))}
    </ol>
  );
}

// The right-hand panel on large screens, and the same lists under the page on smaller ones
// (`className` lays them out), so phones reach popular searches too.
export function RightPanel({ className = 'space-y-8' }: { className?: string }) {
  const { t } = useTranslation();
  const ids = useId();
  return (
    <div className={className}>
      <section aria-labelledby={`${ids}-searches`}>
        <h2
          id={`${ids}-searches`}
          className="mb-3 flex items-center gap-2 text-base font-bold text-slate-900"
        >
          <Icon name="trending-up" className="size-4 text-blue-700" />
          {t('panels.popularSearches')}
        </h2>
        <PopularSearchesList />
      </section>
      <section aria-labelledby={`${ids}-brands`}>
        <h2 id={`${ids}-brands`} className="mb-3 text-base font-bold text-slate-900">
          {t('panels.popularBrands')}
        </h2>
        <PopularBrandsList />
      </section>
    </div>
  );
}
