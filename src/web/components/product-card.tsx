import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ProductCard as ProductCardData } from '../../shared/contracts/product-card.ts';
import { formatEuros } from '../../shared/price-format.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { recordProductClick } from '../lib/record-click.ts';
import { useOpenProductWindow } from '../windows/use-open-product-window.ts';
import { ComparePricesLink } from './compare-prices-link.tsx';
import { Icon } from './icon.tsx';
import { OfferLink } from './offer-link.tsx';
import { ReferencePrice } from './reference-price.tsx';
import { StarRating } from './star-rating.tsx';

const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

// The details dialog is code no page needs until a visitor opens one: it loads then.
const ProductDialog = lazy(() =>
  import('./product-dialog.tsx').then((module) => ({ default: module.ProductDialog })),
);

export function ProductCard({
  product,
  headingLevel = 3,
  image: imageLoading = 'lazy',
}: {
  product: ProductCardData;
  headingLevel?: 2 | 3;
  // 'first': the page's most important picture, fetched before the others (see ProductGrid).
  image?: 'first' | 'eager' | 'lazy';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The expand and details controls need scripts: without them (and in the server HTML) the card
  // is the plain card, with no buttons that would do nothing.
  const hydrated = useHydrated();
  const openProductWindow = useOpenProductWindow();
  const imageRef = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const element = imageRef.current;
    if (element?.complete && element.naturalWidth === 0) setImageFailed(true);
  }, []);
  const image = product.large_image ?? product.merchant_image_url;
  const isDeal =
    product.product_price_old !== null &&
    product.search_price !== null &&
    product.product_price_old > product.search_price;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-square bg-slate-50">
        <img
          ref={imageRef}
          src={imageFailed || !image ? PLACEHOLDER_IMAGE : image}
          alt={product.c10_product_name}
          width={400}
          height={400}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'first' ? 'high' : undefined}
          decoding="async"
          className="size-full object-contain p-3"
          onError={() => setImageFailed(true)}
        />
        {hydrated && (
          <button
            type="button"
            onClick={() => openProductWindow(product)}
            aria-label={t('windows:card.openWindow', { name: product.c10_product_name })}
            title={t('windows:card.openWindowShort')}
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 opacity-0 shadow ring-1 ring-slate-200 transition group-focus-within:opacity-100 group-hover:opacity-100 hover:text-blue-700 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-blue-700 pointer-coarse:opacity-100"
          >
            <Icon name="maximize-2" className="size-4" />
          </button>
        )}
        {isDeal && (
          <span className="absolute top-2 left-2 rounded-md bg-red-600 px-2 py-0.5 text-xs font-bold text-white uppercase">
            {t('product.dealBadge')}
            {product.discount_percent !== null &&
              ` ${t('product.discount', { percent: product.discount_percent })}`}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {/* The name stays plain text so it clamps to two lines; once scripts run, a button laid over
            it opens the details. */}
        <Heading className="group/name relative line-clamp-2 text-sm font-semibold text-slate-900">
          <span
            className={hydrated ? 'group-hover/name:text-blue-700 group-hover/name:underline' : undefined}
          >
            {product.c10_product_name}
          </span>
          {hydrated && (
            <button
              type="button"
              onClick={() => {
                recordProductClick(product.id_c10);
                setDetailsOpen(true);
              }}
              aria-haspopup="dialog"
              aria-label={t('windows:card.showDetails', { name: product.c10_product_name })}
              className="absolute inset-0 cursor-pointer rounded focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
            />
          )}
        </Heading>
        {product.short_description_c10 && (
          <p className="line-clamp-2 text-xs text-slate-600">{product.short_description_c10}</p>
        )}
        {product.rating_c10 !== null && (
          <StarRating rating={product.rating_c10} reviewCount={product.contador_c10} />
        )}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          {product.search_price !== null && (
            <span className="text-xl font-bold text-slate-900">{formatEuros(product.search_price)}</span>
          )}
          {isDeal && product.product_price_old !== null && (
            <ReferencePrice price={product.product_price_old} caption />
          )}
        </div>
        {product.merchant_name && (
          <p className="flex items-center gap-1 text-xs text-slate-600">
            <Icon name="store" className="size-3.5" />
            {t('product.soldBy', { name: product.merchant_name })}
          </p>
        )}
        <ComparePricesLink product={product} />
        {product.aw_deep_link && (
          <OfferLink productId={product.id_c10} href={product.aw_deep_link}>
            {t('product.viewOffer')}
          </OfferLink>
        )}
      </div>
      {detailsOpen && (
        <Suspense fallback={null}>
          <ProductDialog product={product} onClose={() => setDetailsOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
