import { Link } from 'react-router';
import type { AsCards } from '../../shared/contracts/product-card.ts';
import type { ProductListResponse } from '../../shared/product.ts';
import { useApiQuery } from '../hooks/use-api-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { Icon } from './icon.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ProductGridSkeleton } from './skeletons.tsx';

// A titled preview of one list (home "Ofertas" / "Productos destacados", and the same pair on
// category pages), linking to the full list. Its data is the API path `path`, seeded by the loader.
export function ProductPreviewSection({
  id,
  title,
  intro,
  link,
  path,
  emptyText,
  errorText,
  leadImages = true,
}: {
  id: string;
  title: string;
  intro?: string;
  link: string;
  path: string;
  emptyText: string;
  errorText: string;
  // False for the section further down the page (see ProductGrid).
  leadImages?: boolean;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const query = useApiQuery<AsCards<ProductListResponse>>(path);
  const headingId = `${id}-heading`;
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
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-blue-700 hover:underline"
        >
          {t('home.seeAll')}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
      {intro && <p className="mb-4 text-sm text-slate-600">{intro}</p>}
      {query.isError ? (
        <p role="alert" className="rounded-lg bg-white p-6 text-center text-red-700">
          {errorText}
        </p>
      ) : !query.data ? (
        <ProductGridSkeleton />
      ) : query.data.products.length > 0 ? (
        <ProductGrid products={query.data.products} leadImages={leadImages} />
      ) : (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{emptyText}</p>
      )}
    </section>
  );
}
