import { normalizeBrandKey } from '../catalog/brand-key.ts';
import { cleanProductName } from '../matching/clean-name.ts';
import { type OfferAttributes, offerAttributes } from '../matching/offer-attributes.ts';
import type { FeedOffer } from './awin-row.ts';
import type { CategoryMatch, createCategoryMapper } from './map-category.ts';
import { identityKeyOf, publicProductId } from './product-identity.ts';
import { descriptionToSafeHtml, shortDescriptionOf } from './sanitize-description.ts';

type CategoryMapper = ReturnType<typeof createCategoryMapper>;

// A validated offer plus what its product would be made of, computed once here.
export type PreparedOffer = FeedOffer & {
  identityKey: string;
  publicId: string;
  brandKey: string | null;
  category: CategoryMatch | null;
  descriptionHtml: string | null;
  productShortDescription: string | null;
  // What the offer says about its product, for matching it with the catalog's.
  attributes: OfferAttributes;
  // The name a product founded by this offer is shown under (c10_product_name); the shop's own
  // title stays in product_name.
  cleanName: string;
};

// Only offers new to the catalog need this (a product may have to be created for them), so the
// cost is not paid for the unchanged bulk of a daily feed.
// The attributes are read even when matching is skipped (benchmarks only, ImportOptions.skipMatching):
// the clean name is made from them.
export function prepareOffer(offer: FeedOffer, mapCategory: CategoryMapper): PreparedOffer {
  const identityKey = identityKeyOf(offer);
  const descriptionHtml = descriptionToSafeHtml(offer.description);
  const attributes = offerAttributes({
    title: offer.productName,
    brand: offer.brandName,
    model: offer.model,
    description: offer.description,
  });
  return Object.assign(offer, {
    identityKey,
    publicId: publicProductId(identityKey),
    brandKey: offer.brandName ? normalizeBrandKey(offer.brandName) || null : null,
    category: mapCategory({
      merchantCategory: offer.merchantCategory,
      categoryName: offer.categoryName,
      categoryPath: offer.categoryPath,
      productName: offer.productName,
    }),
    descriptionHtml,
    productShortDescription: shortDescriptionOf(offer.shortDescription, offer.description, descriptionHtml),
    attributes,
    cleanName: cleanProductName({
      title: offer.productName,
      brand: offer.brandName,
      attributes,
      keepColour: offer.gtin !== null,
    }),
  });
}

// An offer whose product preparation is done already: the record-cutting thread prepares a first
// load's rows (feed-records.ts).
export function isPrepared(offer: FeedOffer): offer is PreparedOffer {
  return (offer as Partial<PreparedOffer>).identityKey !== undefined;
}
