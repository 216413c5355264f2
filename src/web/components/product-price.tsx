import { formatEuros } from '../../shared/price-format.ts';
import type { ProductListItem } from '../../shared/product.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { computeDiscountPercent } from './product-details.ts';
import { ReferencePrice } from './reference-price.tsx';

// Current price, the struck-out old price and the discount, the last two only for a real drop.
export function ProductPrice({
  product,
}: {
  product: Pick<ProductListItem, 'search_price' | 'product_price_old'>;
}) {
  const { t } = useTranslation();
  const discount = computeDiscountPercent(product.product_price_old, product.search_price);
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      {product.search_price !== null && (
        <span className="text-2xl font-bold text-slate-900">
          <span className="sr-only">{t('windows:product.price')}: </span>
          {formatEuros(product.search_price)}
        </span>
      )}
      {discount !== null && product.product_price_old !== null && (
        <>
          <ReferencePrice price={product.product_price_old} />
          <span className="rounded-md bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
            <span aria-hidden="true">{t('windows:product.discount', { percent: discount })}</span>
            <span className="sr-only">{t('windows:product.discountLabel', { percent: discount })}</span>
          </span>
        </>
      )}
    </div>
  );
}
