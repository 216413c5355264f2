import { data, redirect, useRouteLoaderData } from 'react-router';
import { initialDataOf } from '../../server/http/readers.ts';
import { DEFAULT_HISTORY_DAYS, productApiPath, productOffersPath } from '../../shared/contracts/product.ts';
import { formatEuros } from '../../shared/price-format.ts';
import type { ProductListItem, ProductOffersResponse } from '../../shared/product.ts';
import { PUBLIC_ID_PATTERN } from '../../shared/product.ts';
import { productPath, productSlug } from '../../shared/product-path.ts';
import { CategoryBreadcrumb } from '../components/category-breadcrumb.tsx';
import { StarRating } from '../components/star-rating.tsx';
import { useApiQuery, useSeedApiCache } from '../hooks/use-api-query.ts';
import { urlLanguageOrNotFound } from '../i18n/request-language.server.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageTitleAndDescription, translateForMeta } from '../lib/page-meta.ts';
import { parseSpecifications } from '../lib/specifications.ts';
import { OfferList } from '../product/offer-list.tsx';
import { PriceAlertForm } from '../product/price-alert-form.tsx';
import { PriceHistorySection } from '../product/price-history-section.tsx';
import { SpecificationList } from '../product/specification-list.tsx';
import type { loader as rootLoader } from '../root.tsx';
import type { Route } from './+types/product-page';

// /product/{id_c10}/{slug}: every shop's offer for one product, compared by total price, with the
// lowest price of the last 30 days, a price-history chart and the specifications (issue: honest
// deals and offer comparison). Its data are the three product API calls, seeded from the loader.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const urlLanguage = urlLanguageOrNotFound(params.lang);
  const id = params.id;
  if (!PUBLIC_ID_PATTERN.test(id)) throw data(null, { status: 404 });
  const prefix = urlLanguage ? `/${urlLanguage}` : '';
  const loadedProduct = await context.read.product(id).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'NotFoundError') throw data(null, { status: 404 });
    // A product found to be another one (npm run match merged them) lives on at that one's address.
    if (error instanceof Error && error.name === 'ProductMovedError') {
      const to = (error as Error & { to: { id_c10: string; c10_product_name: string } }).to;
      throw redirect(`${prefix}${productPath(to)}`, 301);
    }
    throw error;
  });
  const product = loadedProduct.data;
  // The slug follows the product's name; an old or missing one redirects to the current URL.
  if (params.slug !== productSlug(product.c10_product_name)) {
    throw redirect(`${prefix}${productPath(product)}${new URL(request.url).search}`, 301);
  }
  const [offers, history] = await Promise.all([
    context.read.productOffers(id),
    context.read.priceHistory(id, DEFAULT_HISTORY_DAYS),
  ]);
  return { id, product, initialData: initialDataOf(loadedProduct, offers, history) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { product } = loaderData;
  const offers =
    (loaderData.initialData[productOffersPath(loaderData.id)] as ProductOffersResponse | undefined)?.offers ??
    [];
  const description =
    product.search_price === null
      ? (product.short_description_c10 ?? product.c10_product_name)
      : translateForMeta(matches, 'productPage.metaDescription', {
          name: product.c10_product_name,
          price: formatEuros(product.search_price),
          count: offers.length,
        });
  return pageTitleAndDescription(matches, product.c10_product_name, description);
}

function productJsonLd(product: ProductListItem, offers: ProductOffersResponse['offers'], origin: string) {
  const absolute = (url: string | null) =>
    url === null ? null : url.startsWith('/') ? `${origin}${url}` : url;
  const images = [
    product.large_image ?? product.merchant_image_url,
    product.alternate_image,
    product.alternate_image_two,
  ]
    .map(absolute)
    .filter((url): url is string => url !== null);
  const inStock = offers.filter((offer) => offer.in_stock);
  const prices = inStock.map((offer) => offer.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.c10_product_name,
    sku: product.id_c10,
    ...(images.length > 0 ? { image: images } : {}),
    ...(product.short_description_c10 ? { description: product.short_description_c10 } : {}),
    ...(product.ean ? { gtin: product.ean } : {}),
    ...(product.product_model ? { model: product.product_model } : {}),
    ...(product.brand_name ? { brand: { '@type': 'Brand', name: product.brand_name } } : {}),
    ...(product.rating_c10 !== null && product.contador_c10 > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating_c10,
            reviewCount: product.contador_c10,
            bestRating: 5,
          },
        }
      : {}),
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: prices.length,
            priceCurrency: product.currency,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  };
}

// Picture, name, brand, rating and the best price with its deal statement, then the price alert.
function ProductSummary({
  product,
  offers,
}: {
  product: ProductListItem;
  offers: ProductOffersResponse['offers'];
}) {
  const { t } = useTranslation();
  const image = product.large_image ?? product.merchant_image_url ?? '/images/placeholder-product.svg';
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="self-start rounded-xl border border-slate-200 bg-white p-4">
        <img
          src={image}
          alt={product.c10_product_name}
          width={400}
          height={400}
          className="mx-auto aspect-square w-full max-w-sm object-contain"
        />
      </div>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{product.c10_product_name}</h1>
        {product.brand_name && <p className="text-sm text-slate-600">{product.brand_name}</p>}
        {product.rating_c10 !== null && (
          <StarRating rating={product.rating_c10} reviewCount={product.contador_c10} />
        )}
        {product.search_price !== null ? (
          <div className="rounded-xl bg-blue-50 p-4" data-testid="price-box">
            <p className="text-sm text-slate-700">
              {t('productPage.bestPriceFrom', { count: offers.filter((offer) => offer.in_stock).length })}
            </p>
            <p className="text-3xl font-extrabold text-slate-900" data-testid="best-price">
              {formatEuros(product.search_price)}
            </p>
            {product.merchant_name && (
              <p className="text-sm text-slate-700">{t('product.soldBy', { name: product.merchant_name })}</p>
            )}
            {product.product_price_old !== null && product.discount_percent !== null && (
              <p className="mt-2 text-sm font-semibold text-red-700">
                {t('productPage.dealExplained', {
                  percent: product.discount_percent,
                  price: formatEuros(product.product_price_old),
                })}
              </p>
            )}
          </div>
        ) : (
          <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-800">{t('productPage.noOffers')}</p>
        )}
        {product.short_description_c10 && <p className="text-slate-700">{product.short_description_c10}</p>}
        {product.search_price !== null && (
          <PriceAlertForm idC10={product.id_c10} currentPrice={product.search_price} />
        )}
      </div>
    </div>
  );
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<typeof rootLoader>('root')!;
  useSeedApiCache(loaderData.initialData);
  const { id } = loaderData;
  const product = useApiQuery<ProductListItem>(productApiPath(id)).data ?? loaderData.product;
  const offers = useApiQuery<ProductOffersResponse>(productOffersPath(id)).data?.offers ?? [];
  const specifications = parseSpecifications(product.specifications);
  // Ours is written from the shop's (the rules hold it whole, a model rewrites it): one is shown.
  const descriptionHtml = product.descripcion_c10 ?? product.description;

  return (
    <article className="space-y-8">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot close the script element
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(productJsonLd(product, offers, root.origin)).replace(/</g, '\\u003c'),
        }}
      />
      <CategoryBreadcrumb product={product} label={t('productPage.breadcrumb')} size="page" />

      <ProductSummary product={product} offers={offers} />

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading" className="mb-3 text-xl font-bold text-slate-900">
          {t('productPage.offersTitle', { count: offers.length })}
        </h2>
        <OfferList productId={id} offers={offers} />
        <p className="mt-2 text-xs text-slate-500">{t('productPage.offersNote')}</p>
      </section>

      <PriceHistorySection productId={id} />

      {specifications.length > 0 && (
        <section aria-labelledby="specs-heading">
          <h2 id="specs-heading" className="mb-3 text-xl font-bold text-slate-900">
            {t('productPage.specifications')}
          </h2>
          <SpecificationList rows={specifications} />
        </section>
      )}

      {descriptionHtml && (
        <section aria-labelledby="description-heading">
          <h2 id="description-heading" className="mb-3 text-xl font-bold text-slate-900">
            {t('productPage.description')}
          </h2>
          <div
            className="prose-sm max-w-3xl space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-slate-700 [&_li]:ml-5 [&_ul]:list-disc"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at import and enrichment (ingest/sanitize-description.ts)
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        </section>
      )}
    </article>
  );
}
