import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../shared/list-options.ts';
import { DealAlertForm } from '../components/deal-alert-form.tsx';
import { ProductPreviewSection } from '../components/product-preview-section.tsx';
import { HOME_DEALS_PATH, HOME_FEATURED_PATH } from '../lib/api-paths.ts';
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root')!;
  seedQueryClient(useQueryClient(), loaderData.initialData);
  return (
    <>
      <h1 className="mb-6 text-lg font-medium text-slate-700">{t('site.tagline')}</h1>
      <ProductPreviewSection
        id="deals"
        title={t('home.deals')}
        intro={t('home.dealsIntro', { percent: root.dealMinDropPercent })}
        link="/deals"
        path={HOME_DEALS_PATH}
        emptyText={t('home.noDeals')}
        errorText={t('lists.error.deals')}
      />
      <ProductPreviewSection
        id="featured"
        title={t('home.featured')}
        intro={t('home.featuredIntro')}
        link="/featured"
        path={HOME_FEATURED_PATH}
        emptyText={t('home.noFeatured')}
        errorText={t('lists.error.featured')}
      />
      <div className="mt-10 max-w-2xl">
        <DealAlertForm />
      </div>
    </>
  );
}
