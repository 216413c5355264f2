import { data } from 'react-router';
import { initialDataOf } from '../../server/http/readers.ts';
import { CATEGORY_TREE } from '../../shared/categories.ts';
import { filtersKey, ignoredPageParams, NO_FILTERS, parseFilters } from '../../shared/contracts/filters.ts';
import { DEFAULT_PAGE_SIZE, isPageWithinLimit } from '../../shared/contracts/paging.ts';
import {
  type CatalogFilter,
  type CatalogView,
  listTargetOf,
  pageFromSearch,
  sortFromSearch,
  viewFromParams,
} from '../catalog/catalog-view.ts';
import { CategoryOverview } from '../catalog/category-overview.tsx';
import { ProductListScreen } from '../catalog/product-list-screen.tsx';
import type { FilterPageHandle } from '../filters/filter-layout.tsx';
import { filteredPageRobots } from '../filters/filtered-page-robots.ts';
import { useSeedApiCache } from '../hooks/use-api-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageTitleAndDescription, translateForMeta } from '../lib/page-meta.ts';
import type { Route } from './+types/catalog-page';

// Every catalog page: the global lists, category and subcategory previews and their lists. The
// path says which (catalog-view.ts); the loader renders exactly what the matching API call returns.

function filterSlugs(filter: CatalogFilter) {
  return {
    category:
      filter.kind === 'category' || filter.kind === 'category-subcategory' ? filter.category : undefined,
    subcategory:
      filter.kind === 'subcategory' || filter.kind === 'category-subcategory'
        ? filter.subcategory
        : undefined,
  };
}

// The category or subcategory a page is about, for headings (translated by slug on the page).
function placeOf(filter: CatalogFilter): { slug: string; name: string } | null {
  if (filter.kind === 'global') return null;
  const slug = filter.kind === 'category' ? filter.category : filter.subcategory;
  for (const category of CATEGORY_TREE) {
    if (category.slug === slug) return { slug, name: category.name };
    const sub = category.subcategories.find((candidate) => candidate.slug === slug);
    if (sub) return { slug, name: sub.name };
  }
  return { slug, name: slug };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lastSegment = url.pathname.split('/').filter(Boolean).at(-1);
  const isGlobal = params.category === undefined && params.subcategory === undefined;
  const view: CatalogView | null = viewFromParams(
    { ...params, list: isGlobal ? lastSegment : (params as { list?: string }).list },
    CATEGORY_TREE,
  );
  if (!view) throw data(null, { status: 404 });
  const slugs = filterSlugs(view.filter);

  if (view.kind === 'overview') {
    const [deals, featured] = await Promise.all([
      context.read.productList(listTargetOf('deals', view.filter), { view: 'card' }),
      context.read.productList(listTargetOf('featured', view.filter), { exclude_deals: true, view: 'card' }),
    ]);
    const place = placeOf(view.filter);
    return {
      view,
      place,
      // Read here, not in the page's code: the whole category tree stays out of the browser bundle.
      subcategories: CATEGORY_TREE.find((category) => category.slug === place?.slug)?.subcategories ?? [],
      previews: { deals: deals.key, featured: featured.key },
      initialData: initialDataOf(deals, featured),
    };
  }

  const target = listTargetOf(view.scope, view.filter);
  const sort = sortFromSearch(view.scope, url.searchParams.get('sort'));
  const page = pageFromSearch(url.searchParams.get('page'));
  // Filters that cannot be read are left out, and the page says so (the API would answer 400).
  const { filters } = parseFilters(url.searchParams.entries());
  const ignored = ignoredPageParams(url.searchParams, ['sort', 'page']);
  if (!isPageWithinLimit(page, DEFAULT_PAGE_SIZE)) {
    // Too deep to read cheaply (contracts/paging.ts): a 400 that says so, with the list's count.
    const { total, facets } = (await context.read.productList(target, { sort, limit: 1, filters })).data;
    return data(
      {
        view,
        place: placeOf(view.filter),
        list: {
          sort,
          page,
          initial: { products: [], total, facets },
          maxDiscount: null,
          beyondLimit: true,
          filters,
          ignored,
        },
      },
      { status: 400 },
    );
  }
  const [{ data: list }, maxDiscount] = await Promise.all([
    context.read.productList(target, { sort, page, limit: DEFAULT_PAGE_SIZE, view: 'card', filters }),
    view.scope === 'deals' ? context.catalog.maxDealDiscountPercent(slugs) : Promise.resolve(null),
  ]);
  return {
    view,
    place: placeOf(view.filter),
    list: { sort, page, initial: list, maxDiscount, beyondLimit: false, filters, ignored },
  };
}

// List pages have filters (the site layout gives them the left column); overviews do not.
export const handle: FilterPageHandle = {
  showsFilters: (loaderData) => (loaderData as { view?: CatalogView } | undefined)?.view?.kind === 'list',
};

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { view, place } = loaderData;
  const name = place
    ? translateForMeta(matches, `categories:${place.slug}`, { defaultValue: place.name })
    : '';
  if (view.kind === 'overview') {
    return pageTitleAndDescription(
      matches,
      name,
      translateForMeta(matches, 'lists.overviewDescription', { name }),
    );
  }
  const title = place
    ? translateForMeta(matches, `lists.titlesIn.${view.scope}`, { name })
    : translateForMeta(matches, `lists.titles.${view.scope}`);
  const maxDiscount = loaderData.list?.maxDiscount;
  const description =
    view.scope === 'deals' && maxDiscount
      ? translateForMeta(matches, 'lists.dealsDescription', { max: maxDiscount })
      : translateForMeta(matches, `lists.descriptions.${view.scope}`, {
          name: name || translateForMeta(matches, 'site.name'),
          percent: (
            matches.find((match) => match?.id === 'root')?.loaderData as { dealMinDropPercent?: number }
          )?.dealMinDropPercent,
        });
  return [
    ...pageTitleAndDescription(matches, title, description),
    ...filteredPageRobots(loaderData.list?.filters ?? NO_FILTERS),
  ];
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, place } = loaderData;
  useSeedApiCache('initialData' in loaderData ? loaderData.initialData : undefined);
  const name = place ? t(`categories:${place.slug}`, { defaultValue: place.name }) : '';

  if (view.kind === 'overview') {
    const previews = 'previews' in loaderData ? loaderData.previews : undefined;
    return (
      <CategoryOverview
        filter={view.filter}
        heading={name}
        subcategories={('subcategories' in loaderData ? loaderData.subcategories : undefined) ?? []}
        previewPaths={previews!}
      />
    );
  }
  const list = loaderData.list!;
  return (
    <ProductListScreen
      key={`${view.scope}:${name}:${list.sort ?? ''}:${list.page}:${filtersKey(list.filters)}`}
      scope={view.scope}
      filter={view.filter}
      sort={list.sort}
      page={list.page}
      beyondLimit={list.beyondLimit}
      initial={list.initial}
      filters={list.filters}
      ignored={list.ignored}
      heading={place ? t(`lists.titlesIn.${view.scope}`, { name }) : t(`lists.titles.${view.scope}`)}
    />
  );
}
