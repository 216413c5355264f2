import { LANGUAGE_INFO } from '../../shared/i18n/languages.ts';
import { formatEuros } from '../../shared/price-format.ts';
import type { ProductOffer } from '../../shared/product.ts';
import { Icon } from '../components/icon.tsx';
import { ReferencePrice } from '../components/reference-price.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { recordProductClick } from '../lib/record-click.ts';
import { formatAgo } from '../lib/relative-time.ts';

// Every shop's current offer for the product, cheapest total first (the server sorts them).
export function OfferList({ productId, offers }: { productId: string; offers: readonly ProductOffer[] }) {
  const { t, language } = useTranslation();
  const locale = LANGUAGE_INFO[language].locale;
  if (offers.length === 0)
    return <p className="rounded-lg bg-white p-6 text-slate-600">{t('productPage.noOffers')}</p>;
  return (
    <ol
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white"
      data-testid="offer-list"
    >
      {offers.map((offer, position) => (
        <li key={offer.offer_id} className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:flex-nowrap">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <Icon name="store" className="size-8 shrink-0 text-slate-400" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {offer.merchant_name}
                {position === 0 && offer.in_stock && (
                  <span className="ml-2 inline-block whitespace-nowrap rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800">
                    {t('productPage.bestPrice')}
                  </span>
                )}
              </p>
              <p className="truncate text-xs text-slate-500" title={offer.product_name}>
                {offer.product_name}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                <span>{t(`productPage.condition.${offer.condition}`)}</span>
                {offer.colour && (
                  <span data-testid="offer-colour">
                    {t('productPage.offerColour', { colour: offer.colour })}
                  </span>
                )}
                <span className={offer.in_stock ? 'text-green-700' : 'text-red-700'}>
                  {offer.in_stock ? t('productPage.inStock') : t('productPage.outOfStock')}
                </span>
                <span suppressHydrationWarning>
                  {t('productPage.updated', { ago: formatAgo(offer.last_updated, locale) })}
                </span>
                {offer.grouped_by && (
                  // Why this shop's offer is compared here: shoppers should not have to trust it blindly.
                  <span data-testid="offer-grouped-by" className="text-slate-500">
                    {t(`productPage.groupedBy.${offer.grouped_by.reason}`, {
                      detail: offer.grouped_by.detail,
                    })}
                  </span>
                )}
              </p>
            </div>
          </div>
          <div className="text-right">
            <p className="text-xl font-bold text-slate-900">{formatEuros(offer.price)}</p>
            {offer.is_deal && offer.reference_price !== null && (
              <p className="text-xs text-slate-500">
                <span className="font-semibold text-red-700">
                  {t('product.dealBadge')} {t('product.discount', { percent: offer.discount_percent })}
                </span>{' '}
                <ReferencePrice price={offer.reference_price} className="" />
              </p>
            )}
            <p className="text-xs text-slate-600">
              {offer.delivery_cost === null
                ? t('productPage.deliveryUnknown')
                : offer.delivery_cost === 0
                  ? t('productPage.freeDelivery')
                  : t('productPage.delivery', { price: formatEuros(offer.delivery_cost) })}
            </p>
            {offer.delivery_cost !== null && offer.delivery_cost > 0 && (
              <p className="text-xs font-semibold text-slate-700">
                {t('productPage.total', { price: formatEuros(offer.total_price) })}
              </p>
            )}
          </div>
          <a
            href={offer.aw_deep_link}
            target="_blank"
            rel="sponsored noopener"
            onClick={() => recordProductClick(productId)}
            className="inline-flex w-full items-center justify-center gap-1.5 rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 sm:w-auto"
          >
            {t('product.viewOffer')}
            <Icon name="external-link" className="size-4" />
            <span className="sr-only">
              {offer.merchant_name} {t('product.opensInNewTab')}
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}
