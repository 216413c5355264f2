import type { ProductCard } from '../../shared/contracts/product-card.ts';
import { ComparePricesLink } from '../components/compare-prices-link.tsx';
import { OfferLink } from '../components/offer-link.tsx';
import { ProductFactList, specificationsFact } from '../components/product-fact-list.tsx';
import { ProductHtml } from '../components/product-html.tsx';
import { ProductImage } from '../components/product-image.tsx';
import { ProductPrice } from '../components/product-price.tsx';
import { RatingBadge } from '../components/rating-badge.tsx';
import { WholeProductStatus } from '../components/whole-product-status.tsx';
import { useWholeProduct } from '../hooks/use-whole-product.ts';
import { useTranslation } from '../i18n/use-translation.ts';

// What a product's floating window shows (spec): name, description, prices and discount,
// rating, the shop's category, picture, the identifying facts and the link to the shop. It opens at
// once with what the card knows; descriptions and facts arrive with the whole record.
export function ProductWindowContent({ product: card }: { product: ProductCard }) {
  const { t } = useTranslation();
  const whole = useWholeProduct(card);
  const product = whole.product;
  // Ours is written from the shop's (the rules hold it whole, a model rewrites it): one is shown.
  const descriptionHtml = product?.descripcion_c10 ?? product?.description ?? null;
  return (
    <div className="flex flex-col gap-4 p-4">
      <div className="flex flex-col gap-4 min-[480px]:flex-row">
        <ProductImage
          src={card.large_image ?? card.merchant_image_url}
          alt={card.c10_product_name}
          className="aspect-square w-full shrink-0 rounded-lg border border-slate-200 min-[480px]:w-40"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <h2 className="text-lg leading-snug font-bold text-slate-900">{card.c10_product_name}</h2>
          {product?.merchant_category && (
            <p className="text-xs text-slate-500">{product.merchant_category}</p>
          )}
          {card.rating_c10 !== null && (
            <div>
              <RatingBadge rating={card.rating_c10} />
            </div>
          )}
          <ProductPrice product={card} />
        </div>
      </div>
      <WholeProductStatus whole={whole} />
      {descriptionHtml && <ProductHtml html={descriptionHtml} />}
      {product && (
        <ProductFactList
          facts={[
            { label: t('windows:product.brand'), value: product.brand_name },
            { label: t('windows:product.merchant'), value: product.merchant_name },
            { label: t('windows:product.model'), value: product.product_model },
            { label: t('windows:product.colour'), value: product.colour },
            { label: t('windows:product.ean'), value: product.ean },
            specificationsFact(t('windows:product.specifications'), product.specifications),
          ]}
        />
      )}
      {card.aw_deep_link && (
        <OfferLink productId={card.id_c10} href={card.aw_deep_link}>
          {t('windows:product.goToStore')}
        </OfferLink>
      )}
      <ComparePricesLink product={card} />
    </div>
  );
}
