import { useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { type FilterProblem, hasFilters, type ProductFilters } from '../../shared/contracts/filters.ts';
import { DEFAULT_PAGE_SIZE, isPageWithinLimit, MAX_PAGED_RESULTS } from '../../shared/contracts/paging.ts';
import type { AsCards } from '../../shared/contracts/product-card.ts';
import type { ProductListScope, ProductSort } from '../../shared/contracts/product-lists.ts';
import type { ProductListResponse } from '../../shared/product.ts';
import { HowWeRankLink } from '../components/how-we-rank-link.tsx';
import { Icon } from '../components/icon.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { ProductGridSkeleton } from '../components/skeletons.tsx';
import { FilterLayout } from '../filters/filter-layout.tsx';
import { useApiPages } from '../hooks/use-api-pages.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useNearPageBottom } from '../hooks/use-near-page-bottom.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { uniqueById } from '../lib/unique-by-id.ts';
import { type CatalogFilter, catalogPath, listApiPath } from './catalog-view.ts';
import { SortBar } from './sort-bar.tsx';

// One list screen (spec section 2, "Global list screens", and the category lists): count line,
// sort bar, grid, infinite scroll with its loading / end / empty / error lines. The server renders
// the first page; the browser asks for the next one within 1000 px of the bottom, and only while
// the last page was full (exactly 12 items) and the next one starts within the pageable limit
// (MAX_PAGED_RESULTS). Without JavaScript, ordinary pagination links remain.

export type ProductListScreenProps = {
  scope: ProductListScope;
  filter: CatalogFilter;
  sort: ProductSort | undefined;
  page: number;
  // The URL asked for a page past the pageable limit: the screen says so instead of listing.
  beyondLimit?: boolean;
  initial: AsCards<ProductListResponse>;
  heading: string;
  // What the shopper narrowed the list to, and the address's filters that could not be read.
  filters: ProductFilters;
  ignored: readonly FilterProblem[];
};

// Whether the page after `page` (which returned `returned` products) is worth asking for.
function hasPageAfter(page: number, returned: number): boolean {
  return returned === DEFAULT_PAGE_SIZE && isPageWithinLimit(page + 1, DEFAULT_PAGE_SIZE);
}

// Plain links to the previous and next pages: without JavaScript, and where the list stopped loading.
function PageLinks({ previous, next }: { previous: string | null; next: string | null }) {
  const { t } = useTranslation();
  if (previous === null && next === null) return null;
  return (
    <nav aria-label={t('lists.pagination')} className="mt-6 flex justify-between gap-4 text-sm font-semibold">
      {previous !== null ? (
        <Link to={previous} className="inline-flex items-center gap-1 text-blue-700 hover:underline">
          <Icon name="chevron-left" className="size-4" />
          {t('lists.previousPage')}
        </Link>
      ) : (
        <span />
      )}
      {next !== null && (
        <Link to={next} className="inline-flex items-center gap-1 text-blue-700 hover:underline">
          {t('lists.nextPage')}
          <Icon name="chevron-right" className="size-4" />
        </Link>
      )}
    </nav>
  );
}

export function ProductListScreen({
  scope,
  filter,
  sort,
  page,
  beyondLimit = false,
  initial,
  heading,
  filters,
  ignored,
}: ProductListScreenProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const localized = useLocalizedPath();
  const location = useLocation();
  const navigation = useNavigation();
  // Pages after the first leave the facets out: the panel shows the first page's.
  const pathOfPage = useCallback(
    (target: number) =>
      listApiPath(scope, filter, {
        sort,
        page: target,
        filters,
        facets: target === page ? undefined : false,
      }),
    [scope, filter, sort, filters, page],
  );
  // The pages loaded from one starting page are kept together (a list opened at ?page=3 is
  // another list than the one opened at its start).
  const query = useApiPages<AsCards<ProductListResponse>>(
    `${listApiPath(scope, filter, { sort, filters })}#from=${page}`,
    {
      firstPage: page,
      initial,
      pathOfPage,
      hasPageAfter: (last, lastPage) => hasPageAfter(lastPage, last.products.length),
    },
  );
  const products = useMemo(() => uniqueById(query.pages), [query.pages]);
  const total = query.pages.at(-1)?.total ?? initial.total;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // Spec section 8: a failed page is not shown to the visitor on the global screens (/featured,
  // /popular, /recent, /deals): it is logged, what was shown stays, and a plain link to the next
  // page is offered instead of an error; category and subcategory lists say what failed.
  const quietErrors = filter.kind === 'global';
  useEffect(() => {
    if (isFetchNextPageError) console.warn(`products list: the next page failed (${scope})`, query.error);
  }, [isFetchNextPageError, query.error, scope]);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  useNearPageBottom(hydrated && hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore);

  // A sort change on this same screen reloads it from page 1 (spec section 4).
  const reloading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const ownPath = localized(catalogPath(filter, scope));
  const pageLink = (target: number) => {
    const search = new URLSearchParams(location.search);
    if (target === 1) search.delete('page');
    else search.set('page', String(target));
    const text = search.toString();
    return text ? `${ownPath}?${text}` : ownPath;
  };
  const isDeals = scope === 'deals';
  // A link to the next page: without JavaScript, and on a global screen whose next page failed to
  // load into the list (that page, as a page of its own).
  const nextPageLink = !hydrated
    ? hasPageAfter(page, initial.products.length)
      ? page + 1
      : null
    : quietErrors && isFetchNextPageError
      ? page + query.pages.length
      : null;

  const filtered = hasFilters(filters);
  return (
    <section aria-labelledby="list-heading" aria-busy={reloading || isFetchingNextPage}>
      <h1 id="list-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h1>
      <FilterLayout
        facets={initial.facets}
        filters={filters}
        action={ownPath}
        keep={[['sort', sort ?? '']]}
        total={total}
        ignored={ignored}
      >
        <p className="mt-1 mb-4 text-sm text-slate-600" data-testid="result-count">
          {t('lists.count', { count: total })}
        </p>
        <div className="mb-5">
          {scope === 'all' ? (
            // No choice of order here (always popularity), but what it is based on is still one step away.
            <HowWeRankLink />
          ) : (
            <SortBar scope={scope} filter={filter} sort={sort} filters={filters} />
          )}
        </div>
        {reloading ? (
          <>
            <p role="status" className="mb-4 text-sm text-slate-600">
              {isDeals ? t('lists.loadingDeals') : t('lists.loading')}
            </p>
            <ProductGridSkeleton />
          </>
        ) : beyondLimit ? (
          <p role="alert" className="rounded-lg bg-white p-6 text-center text-slate-600">
            {t('lists.pageBeyondLimit', { max: MAX_PAGED_RESULTS })}{' '}
            <Link to={pageLink(1)} className="font-semibold text-blue-700 underline">
              {t('lists.firstPage')}
            </Link>
          </p>
        ) : products.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-center text-slate-600">
            {page > 1
              ? t('lists.pageEmpty')
              : filtered
                ? t('filters.noMatch')
                : filter.kind === 'global'
                  ? t(`lists.empty.${scope}`)
                  : t(`lists.emptyHere.${scope}`)}
          </p>
        ) : (
          <ProductGrid products={products} headingLevel={2} />
        )}

        {!reloading && (
          <div className="mt-6 text-center text-sm text-slate-600">
            {isFetchingNextPage && (
              <p role="status">{isDeals ? t('lists.loadingMoreDeals') : t('lists.loadingMore')}</p>
            )}
            {isFetchNextPageError && !quietErrors && (
              <p role="alert" className="text-red-700">
                {t(`lists.error.${scope}`)}{' '}
                <button type="button" onClick={loadMore} className="font-semibold underline">
                  {t('lists.retry')}
                </button>
              </p>
            )}
            {!hasNextPage && products.length > 0 && (
              <p>
                {total > MAX_PAGED_RESULTS
                  ? t('lists.endLimited', { max: MAX_PAGED_RESULTS })
                  : t(`lists.end.${scope}`)}
              </p>
            )}
          </div>
        )}

        {!beyondLimit && (
          <PageLinks
            previous={page > 1 ? pageLink(page - 1) : null}
            next={nextPageLink !== null ? pageLink(nextPageLink) : null}
          />
        )}
      </FilterLayout>
    </section>
  );
}
