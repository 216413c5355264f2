import { useTranslation } from '../i18n/use-translation.ts';

// Five stars with a half star when the fraction is at least .5 (spec section 5), drawn by CSS
// (.star-rating in icons.css): filled amber stars as wide as the whole and half stars, over five
// grey outlines.
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useTranslation();
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  const label = t('product.rating', { rating: rating.toFixed(1) });
  return (
    <div className="flex items-center gap-1 text-sm text-slate-600">
      <span className="star-rating" role="img" aria-label={label}>
        <span style={{ width: `${(full + (half ? 0.5 : 0)) * 20}%` }} />
      </span>
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      {reviewCount > 0 && <span>({t('product.reviewCount', { count: reviewCount })})</span>}
    </div>
  );
}
