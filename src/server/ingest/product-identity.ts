import crypto from 'node:crypto';
import type { FeedOffer } from './awin-row.ts';

// How a feed row is tied to a product: its identity (GTIN, else shop + merchant product id), the
// public id derived from it. See docs/decisions/004.

const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

// Public product ids are derived from the product's identity (its GTIN, or shop + merchant id), so a
// product keeps its URL when the database is rebuilt or feeds arrive in another order.
export function publicProductId(identityKey: string): string {
  const digest = crypto.hash('sha256', identityKey, 'buffer') as unknown as Buffer;
  let id = '';
  // 12 base-32 characters = 60 bits: collisions stay below one in a million at 10^6 products.
  for (let i = 0; i < 12; i++) id += ID_ALPHABET[digest[i]! & 31];
  return id;
}

// The shop part is the advertiser id from the feed, not our row id, so it survives a rebuild.
export function identityKeyOf(offer: FeedOffer): string {
  return offer.gtin ? `gtin:${offer.gtin}` : `shop:${offer.shopKey}:${offer.merchantProductId}`;
}
