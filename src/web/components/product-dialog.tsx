import { type MouseEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import type { ProductCard } from '../../shared/contracts/product-card.ts';
import type { ProductListItem } from '../../shared/product.ts';
import { useWholeProduct } from '../hooks/use-whole-product.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { CategoryBreadcrumb } from './category-breadcrumb.tsx';
import { ComparePricesLink } from './compare-prices-link.tsx';
import { Icon } from './icon.tsx';
import { OfferLink } from './offer-link.tsx';
import { collectProductImages, stepImageIndex } from './product-details.ts';
import {
  hasProductFacts,
  type ProductFact,
  ProductFactList,
  specificationsFact,
} from './product-fact-list.tsx';
import { ProductHtml } from './product-html.tsx';
import { ProductImage } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';
import { StarRating } from './star-rating.tsx';
import { WholeProductStatus } from './whole-product-status.tsx';

const ROUND_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-200 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700';

// A product's details in a modal <dialog>: image carousel, category breadcrumb, descriptions and
// every fact the feed has. The card mounts it to open it and unmounts it once closed, so the
// carousel starts at the first image each time (spec: the index resets on open and on close).
// It opens at once with what the card knows; the rest arrives with the whole record.
export function ProductDialog({ product: card, onClose }: { product: ProductCard; onClose: () => void }) {
  const { t } = useTranslation();
  const whole = useWholeProduct(card);
  const product = whole.product;
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const [imageIndex, setImageIndex] = useState(0);

  useEffect(() => {
    const dialog = ref.current;
    // Effects run twice in development; the second run finds the dialog already open.
    if (!dialog || dialog.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // The browser would focus the first link (the breadcrumb); the close button is a calmer start.
    closeButton.current?.focus();
  }, []);

  // Escape (the browser's cancel), the close button and a click on the backdrop all end here.
  function handleClose() {
    setImageIndex(0);
    if (opener.current?.isConnected) opener.current.focus();
    onClose();
  }

  function close() {
    ref.current?.close();
  }

  // The dialog box has no padding, so a click that lands on the <dialog> itself is on the backdrop.
  // It must also start there: selecting text inside and releasing outside is not a click away.
  const pressedBackdrop = useRef(false);
  function onDialogPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdrop.current = event.target === event.currentTarget;
  }
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedBackdrop.current && event.target === event.currentTarget) close();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; Escape and the close button do the same
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={handleClose}
      onPointerDown={onDialogPointerDown}
      onClick={onDialogClick}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[min(56rem,calc(100vw-1rem))] overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex max-h-[calc(100dvh-1rem)] flex-col overflow-y-auto">
        <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white py-2 pr-2 pl-4 md:pl-6">
          <div className="min-w-0 flex-1">
            {product && <CategoryBreadcrumb product={product} onNavigate={close} />}
          </div>
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label={t('windows:dialog.close')}
            className={ROUND_BUTTON}
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        <div className="grid gap-6 p-4 md:grid-cols-2 md:p-6">
          <ImageCarousel product={product ?? card} index={imageIndex} onIndexChange={setImageIndex} />
          <ProductSummary product={card} headingId={headingId} onNavigate={onClose} />
        </div>
        <div className="flex flex-col gap-5 border-t border-slate-200 p-4 md:p-6">
          <WholeProductStatus whole={whole} />
          {product && <ProductDescription product={product} headingId={headingId} />}
          {product && <ProductFacts product={product} headingId={headingId} />}
        </div>
      </div>
    </dialog>
  );
}

// The product's images one at a time; the arrows wrap around and the position is announced.
function ImageCarousel({
  product,
  index,
  onIndexChange,
}: {
  product: ProductCard & Partial<ProductListItem>;
  index: number;
  onIndexChange: (step: (index: number) => number) => void;
}) {
  const { t } = useTranslation();
  const images = collectProductImages(product);
  const current = images[index] ?? null;
  return (
    <section aria-label={t('windows:dialog.images')} className="flex flex-col gap-3">
      <div className="relative">
        <ProductImage
          src={current}
          alt={
            index === 0
              ? product.c10_product_name
              : t('windows:dialog.imageAlt', {
                  name: product.c10_product_name,
                  current: index + 1,
                  total: images.length,
                })
          }
          className="aspect-square w-full rounded-lg border border-slate-200 bg-slate-50 p-3"
        />
        {images.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => onIndexChange((shown) => stepImageIndex(shown, -1, images.length))}
              aria-label={t('windows:dialog.previousImage')}
              className={`${ROUND_BUTTON} absolute top-1/2 left-2 -translate-y-1/2`}
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => onIndexChange((shown) => stepImageIndex(shown, 1, images.length))}
              aria-label={t('windows:dialog.nextImage')}
              className={`${ROUND_BUTTON} absolute top-1/2 right-2 -translate-y-1/2`}
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <p className="text-center text-xs text-slate-500" aria-live="polite" data-testid="image-position">
          {t('windows:dialog.imagePosition', { current: index + 1, total: images.length })}
        </p>
      )}
    </section>
  );
}

// Beside the images: the name that titles the dialog, rating, price and the ways to buy.
function ProductSummary({
  product,
  headingId,
  onNavigate,
}: {
  product: ProductCard;
  headingId: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-xl leading-snug font-bold md:text-2xl">
        {product.c10_product_name}
      </h2>
      {product.rating_c10 !== null && (
        <StarRating rating={product.rating_c10} reviewCount={product.contador_c10} />
      )}
      <ProductPrice product={product} />
      {product.aw_deep_link && (
        <OfferLink productId={product.id_c10} href={product.aw_deep_link}>
          {t('windows:product.viewOffer')}
        </OfferLink>
      )}
      {product.merchant_name && (
        <p className="text-xs text-slate-600">
          {t('windows:product.soldBy', { name: product.merchant_name })}
        </p>
      )}
      <ComparePricesLink product={product} onNavigate={onNavigate} />
    </div>
  );
}

function ProductDescription({ product, headingId }: { product: ProductListItem; headingId: string }) {
  const { t } = useTranslation();
  // Ours is written from the shop's (the rules hold it whole, a model rewrites it): one is shown.
  const html = product.descripcion_c10 ?? product.description;
  if (!html) return null;
  return (
    <section aria-labelledby={`${headingId}-description`}>
      <h3 id={`${headingId}-description`} className="mb-2 text-base font-semibold">
        {t('windows:product.description')}
      </h3>
      <ProductHtml html={html} />
    </section>
  );
}

// Every fact the feed has about the product; the section is left out when it has none.
function ProductFacts({ product, headingId }: { product: ProductListItem; headingId: string }) {
  const { t } = useTranslation();
  const facts: ProductFact[] = [
    { label: t('windows:product.brand'), value: product.brand_name },
    {
      label: t('windows:product.condition'),
      value: product.condition ? t(`windows:product.conditions.${product.condition}`) : null,
    },
    { label: t('windows:product.model'), value: product.product_model },
    { label: t('windows:product.colour'), value: product.colour },
    { label: t('windows:product.ean'), value: product.ean },
    { label: t('windows:product.isbn'), value: product.isbn },
    { label: t('windows:product.keywords'), value: product.keywords },
    { label: t('windows:product.travelLocation'), value: product.travel_location },
    { label: t('windows:product.travelHotel'), value: product.travel_hotel_name },
    { label: t('windows:product.travelCity'), value: product.travel_destination_city },
    { label: t('windows:product.travelCountry'), value: product.travel_destination_country },
    { label: t('windows:product.travelType'), value: product.travel_destination_type },
    specificationsFact(t('windows:product.specifications'), product.specifications),
  ];
  if (!hasProductFacts(facts)) return null;
  return (
    <section aria-labelledby={`${headingId}-facts`}>
      <h3 id={`${headingId}-facts`} className="mb-2 text-base font-semibold">
        {t('windows:product.details')}
      </h3>
      <ProductFactList facts={facts} />
    </section>
  );
}
