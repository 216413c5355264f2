import { useRouteLoaderData } from 'react-router';
import { initialDataOf } from '../../server/http/readers.ts';
import { DealAlertForm } from '../components/deal-alert-form.tsx';
import { ProductPreviewSection } from '../components/product-preview-section.tsx';
import { useSeedApiCache } from '../hooks/use-api-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { titleAndDescription } from '../lib/page-meta.ts';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const [deals, featured] = await Promise.all([
    context.read.productList({ scope: 'deals', place: 'global' }, { view: 'card' }),
    context.read.productList({ scope: 'featured', place: 'global' }, { exclude_deals: true, view: 'card' }),
  ]);
  // The sections ask for their lists under the same keys (spec section 7: cached 5 min, one retry).
  return { paths: { deals: deals.key, featured: featured.key }, initialData: initialDataOf(deals, featured) };
}

export function meta({ matches }: Route.MetaArgs) {
  return titleAndDescription(matches, 'site.homeTitle', 'site.homeDescription');
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root')!;
  useSeedApiCache(loaderData.initialData);
  return (
    <>
      <h1 className="mb-6 text-lg font-medium text-slate-700">{t('site.tagline')}</h1>
      <ProductPreviewSection
        id="deals"
        title={t('home.deals')}
        intro={t('home.dealsIntro', { percent: root.dealMinDropPercent })}
        link="/deals"
        path={loaderData.paths.deals}
        emptyText={t('home.noDeals')}
        errorText={t('lists.error.deals')}
      />
      <ProductPreviewSection
        id="featured"
        leadImages={false}
        title={t('home.featured')}
        intro={t('home.featuredIntro')}
        link="/featured"
        path={loaderData.paths.featured}
        emptyText={t('home.noFeatured')}
        errorText={t('lists.error.featured')}
      />
      <div className="mt-10 max-w-2xl">
        <DealAlertForm />
      </div>
    </>
  );
}
