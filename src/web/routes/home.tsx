import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../shared/list-options.ts';
import type { ProductListResponse } from '../../shared/product.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { HOME_DEALS_PATH, HOME_FEATURED_PATH } from '../lib/api-paths.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { titleAndDescription } from '../lib/page-meta.ts';
import { seedQueryClient } from '../lib/query-client.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const [deals, featured] = await Promise.all([
    context.catalog.listProducts({ scope: 'deals', limit: DEFAULT_PAGE_SIZE }),
    context.catalog.listProducts({ scope: 'featured', limit: DEFAULT_PAGE_SIZE, excludeDeals: true }),
  ]);
  return { initialData: { [HOME_DEALS_PATH]: deals, [HOME_FEATURED_PATH]: featured } };
}

export function meta({ matches }: Route.MetaArgs) {
  return titleAndDescription(matches, 'site.homeTitle', 'site.homeDescription');
}

function HomeSection({
  title,
  intro,
  link,
  path,
  emptyText,
}: {
  title: string;
  intro: string;
  link: string;
  path: string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const query = useQuery<ProductListResponse>({ queryKey: [path] });
  const headingId = `${link.slice(1)}-heading`;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <div className="mb-1 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          <Link to={localized(link)} className="hover:text-blue-700">
            {title}
          </Link>
        </h2>
        <Link
          to={localized(link)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
        >
          {t('home.seeAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <p className="mb-4 text-sm text-slate-600">{intro}</p>
      {query.data && query.data.products.length > 0 ? (
        <ProductGrid products={query.data.products} />
      ) : (
        query.data && <p className="rounded-lg bg-white p-6 text-center text-slate-600">{emptyText}</p>
      )}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root')!;
  seedQueryClient(useQueryClient(), loaderData.initialData);
  return (
    <>
      <h1 className="mb-6 text-lg font-medium text-slate-700">{t('site.tagline')}</h1>
      <HomeSection
        title={t('home.deals')}
        intro={t('home.dealsIntro', { percent: root.dealMinDropPercent })}
        link="/deals"
        path={HOME_DEALS_PATH}
        emptyText={t('home.noDeals')}
      />
      <HomeSection
        title={t('home.featured')}
        intro={t('home.featuredIntro')}
        link="/featured"
        path={HOME_FEATURED_PATH}
        emptyText={t('home.noFeatured')}
      />
    </>
  );
}
