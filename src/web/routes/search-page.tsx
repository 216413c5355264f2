import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { MAX_PAGED_RESULTS } from '../../shared/contracts/paging.ts';
import type { AsCards } from '../../shared/contracts/product-card.ts';
import type { SearchResponse } from '../../shared/contracts/search.schema.ts';
import {
  hasSearchSubject,
  readSearchPageParams,
  type SearchSort,
  searchPath,
  searchQueryOfPage,
} from '../../shared/contracts/search.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { ProductGridSkeleton } from '../components/skeletons.tsx';
import { SortOptions } from '../components/sort-options.tsx';
import { FilterLayout, type FilterPageHandle } from '../filters/filter-layout.tsx';
import type { PageParams } from '../filters/filter-links.ts';
import { filteredPageRobots } from '../filters/filtered-page-robots.ts';
import { useApiPages } from '../hooks/use-api-pages.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { pageTitleAndDescription, translateForMeta } from '../lib/page-meta.ts';
import { uniqueById } from '../lib/unique-by-id.ts';
import { type SearchParams, searchPageHref } from '../search/search-api.ts';
import { SearchBox } from '../search/search-box.tsx';
import type { Route } from './+types/search-page';

// /search?q=&brand= (spec sections 2, 4, 5 and 8): count line, sort buttons (the price button
// toggles none -> asc -> desc -> asc; any other sort resets it) with the link to what each order
// is based on (how-we-rank), 20 results per page with a
// "load more" button, the end-of-results line, and the spec's empty and error messages.

// The first page is rendered on the server (and works without JavaScript); "load more" fetches the
// next ones from the API.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readSearchPageParams(new URL(request.url).searchParams);
  const query = searchQueryOfPage(params);
  if (!query) return { params, first: null };
  const { data: first } = await context.read.search({ ...query, page: 1 }, context.client);
  return { params, first };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const params = readSearchPageParams(new URLSearchParams(location.search));
  const subject = params.q || params.filters.brands.join(', ');
  return [
    ...pageTitleAndDescription(
      matches,
      subject
        ? translateForMeta(matches, 'search.titleFor', { query: subject })
        : translateForMeta(matches, 'search.title'),
      translateForMeta(matches, 'search.description'),
    ),
    ...filteredPageRobots(params.filters),
  ];
}

// The site layout gives the left column to the filters (filter-layout.tsx).
export const handle: FilterPageHandle = { showsFilters: () => true };

// What the search page keeps when its filters change: the text, the order, "as typed".
function pageParamsToKeep(params: SearchParams): PageParams {
  return [
    ['q', params.q],
    ['sort', params.sort ?? ''],
    ['exact', params.exact ? '1' : ''],
  ];
}

function SortButtons({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const current = params.sort ?? (params.q ? 'relevance' : 'rating');
  const priceSorted = current === 'price_asc' || current === 'price_desc';
  const options: { sort: SearchSort; label: string }[] = [
    ...(params.q ? [{ sort: 'relevance' as const, label: t('search.sortRelevance') }] : []),
    { sort: 'rating', label: t('lists.sort.rating') },
    { sort: 'popularity', label: t('lists.sort.popularity') },
    { sort: 'recent', label: t('lists.sort.recent') },
  ];
  return (
    <SortOptions
      options={options.map(({ sort, label }) => ({
        key: sort,
        label,
        to: localized(searchPageHref(params, sort)),
        active: !priceSorted && sort === current,
      }))}
      sort={current}
      priceTo={localized(searchPageHref(params, current === 'price_asc' ? 'price_desc' : 'price_asc'))}
      inPlace={{ preventScrollReset: true, replace: true }}
    />
  );
}

function SearchResults({ params, first }: { params: SearchParams; first: AsCards<SearchResponse> | null }) {
  const { t } = useTranslation();
  // Pages after the first leave the facets out: the panel shows the first page's.
  const pathOfPage = useCallback(
    (page: number) =>
      searchPath({ ...searchQueryOfPage(params), page, facets: page === 1 ? undefined : false }),
    [params],
  );
  const query = useApiPages<AsCards<SearchResponse>>(searchPath(searchQueryOfPage(params) ?? {}), {
    firstPage: 1,
    initial: first,
    pathOfPage,
    hasPageAfter: (last) => last.hasNextPage,
  });
  const products = useMemo(() => uniqueById(query.pages), [query.pages]);

  if (query.isPending) {
    return (
      <>
        <p role="status" className="mb-4 text-sm text-slate-600">
          {t('search.loading')}
        </p>
        <ProductGridSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-white p-6 text-center text-red-700">
        {t('search.error', { message: query.error?.message || t('search.unknownError') })}
      </p>
    );
  }
  const firstPage = query.pages[0]!;
  const brand = params.filters.brands.join(', ');
  const emptyText =
    params.q && brand
      ? t('search.emptyQueryBrand', { query: params.q, brand })
      : params.q
        ? t('search.emptyQuery', { query: params.q })
        : t('search.emptyBrand', { brand });
  return (
    <>
      <p className="mb-2 text-sm text-slate-600" data-testid="result-count">
        {t('lists.count', { count: firstPage.total })}
      </p>
      {products.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{emptyText}</p>
      ) : (
        <>
          <div className="mb-5">
            <SortButtons params={params} />
          </div>
          <ProductGrid products={products} headingLevel={2} />
          <div className="mt-6 text-center">
            {query.isFetchNextPageError && (
              <p role="alert" className="mb-3 text-sm text-red-700">
                {t('search.error', { message: query.error?.message || t('search.unknownError') })}
              </p>
            )}
            {query.hasNextPage ? (
              <button
                type="button"
                onClick={() => void query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                className="rounded-lg border border-blue-700 px-5 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 disabled:opacity-60"
              >
                {query.isFetchingNextPage ? t('lists.loadingMore') : t('search.loadMore')}
              </button>
            ) : (
              <p className="text-sm text-slate-600">
                {firstPage.total > MAX_PAGED_RESULTS
                  ? t('search.endLimited', { max: MAX_PAGED_RESULTS })
                  : t('search.end')}
              </p>
            )}
          </div>
        </>
      )}
    </>
  );
}

// A text that found nothing as typed but did once corrected shows the corrected search's products:
// the heading says so, and a link runs the text as typed.
function CorrectedSearchHeading({ params, correction }: { params: SearchParams; correction: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="mb-4" data-testid="did-you-mean">
      <h1 id="search-heading" className="text-2xl font-bold text-slate-900">
        {t('search.showingResultsFor', { query: correction })}
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        <Link
          to={localized(searchPageHref({ ...params, exact: true }, params.sort))}
          className="font-semibold text-blue-700 underline"
        >
          {t('search.searchInsteadFor', { query: params.q })}
        </Link>
      </p>
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { params, first } = loaderData;
  const correction = first?.didYouMean;
  const heading = params.q
    ? t('search.resultsFor', { query: params.q })
    : params.filters.brands.length > 0
      ? t('search.resultsForBrand', { brand: params.filters.brands.join(', ') })
      : t('search.title');
  return (
    <section aria-labelledby="search-heading">
      {params.q && correction ? (
        <CorrectedSearchHeading params={params} correction={correction} />
      ) : (
        <h1 id="search-heading" className="mb-4 text-2xl font-bold text-slate-900">
          {heading}
        </h1>
      )}
      <div className="mb-6 grid gap-3 sm:grid-cols-2">
        <SearchBox kind="query" initialValue={params.q} key={`q:${params.q}`} />
        {/* A brand chosen here narrows the text searched, it does not replace it. */}
        <SearchBox
          kind="brand"
          initialValue={params.filters.brands.length === 1 ? params.filters.brands[0] : ''}
          key={`b:${params.filters.brands.join('|')}`}
          keep={params.q ? [['q', params.q] as [string, string]] : []}
        />
      </div>
      {hasSearchSubject(params) ? (
        <FilterLayout
          facets={first?.facets}
          filters={params.filters}
          action={localized('/search')}
          keep={pageParamsToKeep(params)}
          total={first?.total ?? 0}
          ignored={params.ignored}
        >
          {/* A new query or brand starts again from page 1 with an empty list (spec section 4). */}
          <SearchResults key={searchPageHref(params, params.sort)} params={params} first={first} />
        </FilterLayout>
      ) : (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{t('search.enterTerm')}</p>
      )}
    </section>
  );
}
