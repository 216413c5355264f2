import { FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '../../server/catalog/product.repository.ts';
import type { AppConfig } from '../../server/config.ts';

// The spec's minimum age in the privacy text (section 9).
export const MINIMUM_AGE = 16;

// Values the static pages' texts refer to as {{placeholders}}.
export function operatorTextValues(config: AppConfig): Record<string, string | number> {
  return {
    operatorName: config.operator.name,
    email: config.operator.email,
    phone: config.operator.phone,
    address: config.operator.address,
    jurisdictionCity: config.operator.jurisdictionCity,
    minAge: MINIMUM_AGE,
    dealMinDrop: config.dealMinDropPercent,
    // The bar a product clears to be "featured" (how-we-rank says it is no paid placement).
    featuredMinRating: FEATURED_MIN_RATING,
    featuredMinReviews: FEATURED_MIN_REVIEWS,
  };
}
