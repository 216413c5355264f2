import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';
import { countStars } from './product-details.ts';

// "★★★★½ 4.5/5": the stars (a half one when the fraction is at least .5) and the rating with one
// decimal, as the spec asks for the window's rating badge.
export function RatingBadge({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const stars = countStars(rating);
  const value = rating.toFixed(1);
  return (
    <span
      role="img"
      aria-label={t('windows:product.ratingLabel', { rating: value })}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-800 ring-1 ring-amber-200"
    >
      <span className="flex text-amber-500" aria-hidden="true">
        {Array.from({ length: stars.full }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical stars have no identity
          <Icon key={`full-${index}`} name="star-filled" className="size-3.5" />
        ))}
        {stars.half && <Icon name="star-half-filled" className="size-3.5" />}
        {Array.from({ length: stars.empty }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical stars have no identity
          <Icon key={`empty-${index}`} name="star" className="size-3.5 text-amber-200" />
        ))}
      </span>
      <span aria-hidden="true">{t('windows:product.ratingValue', { rating: value })}</span>
    </span>
  );
}
