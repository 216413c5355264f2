import { Star, StarHalf } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation.ts';

const STAR_POSITIONS = [1, 2, 3, 4, 5] as const;

// Five stars with a half star when the fraction is at least .5 (spec section 5).
export function StarRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useTranslation();
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  const label = t('product.rating', { rating: rating.toFixed(1) });
  return (
    <div className="flex items-center gap-1 text-sm text-slate-600">
      <span className="flex text-amber-500" role="img" aria-label={label}>
        {STAR_POSITIONS.map((position) => {
          if (position <= full)
            return <Star key={position} className="size-4 fill-current" aria-hidden="true" />;
          if (position === full + 1 && half)
            return <StarHalf key={position} className="size-4 fill-current" aria-hidden="true" />;
          return <Star key={position} className="size-4 text-slate-300" aria-hidden="true" />;
        })}
      </span>
      <span aria-hidden="true">{rating.toFixed(1)}</span>
      {reviewCount > 0 && <span>({t('product.reviewCount', { count: reviewCount })})</span>}
    </div>
  );
}
