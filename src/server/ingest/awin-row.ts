import { toSafeImageUrl } from '../../shared/image-url.ts';
import { normalizeGtin } from '../catalog/gtin.ts';
import type { ColumnIndex } from './awin-columns.ts';
import { parseAwinPrice, readAwinPrice } from './parse-price.ts';

// Turns one CSV record of an Awin feed into a validated offer, or says why it cannot be one.

export type OfferCondition = 'new' | 'refurbished' | 'used';

export type FeedOffer = {
  line: number;
  shopKey: string;
  shopName: string;
  merchantProductId: string;
  awProductId: string | null;
  gtin: string | null;
  productName: string;
  deepLink: string;
  merchantDeepLink: string | null;
  priceCents: number;
  currency: string;
  deliveryCostCents: number | null;
  inStock: 0 | 1;
  stockQuantity: number | null;
  condition: OfferCondition;
  brandName: string | null;
  description: string | null;
  shortDescription: string | null;
  specifications: string | null;
  keywords: string | null;
  model: string | null;
  colour: string | null;
  isbn: string | null;
  merchantCategory: string | null;
  categoryName: string | null;
  categoryPath: string | null;
  largeImage: string | null;
  merchantImageUrl: string | null;
  alternateImage: string | null;
  alternateImageTwo: string | null;
  alternateImageThree: string | null;
  rating: number | null;
  reviewCount: number | null;
  // Identifies the offer's visible content; an unchanged hash means nothing to write.
  contentHash: string;
  // The raw record's hash, kept so the next import can recognise it unparsed (unchanged-records.ts).
  recordHash: { hi: number; lo: number } | null;
};

export type QuarantineReason =
  | 'wrong_field_count'
  | 'missing_merchant'
  | 'missing_product_id'
  | 'missing_name'
  | 'missing_price'
  | 'invalid_price'
  | 'non_positive_price'
  | 'price_above_ceiling'
  | 'invalid_link'
  | 'unsupported_currency'
  | 'duplicate_offer';

export const QUARANTINE_REASON_TEXT: Record<QuarantineReason, string> = {
  wrong_field_count: 'the row has a different number of fields than the header',
  missing_merchant: 'merchant_id and merchant_name are empty',
  missing_product_id: 'merchant_product_id is empty',
  missing_name: 'product_name is empty',
  missing_price: 'search_price is empty',
  invalid_price: 'search_price is not a price',
  non_positive_price: 'the price is zero',
  price_above_ceiling: 'the price is above the ceiling for one offer (MAX_PRICE_EUR)',
  invalid_link: 'aw_deep_link is not an http(s) URL',
  unsupported_currency:
    'the price is not in euros: the site lists euro prices only (docs/decisions/013-euro-prices-only.md)',
  duplicate_offer: 'merchant_product_id repeats an earlier row of this feed',
};

export type RowWarning = 'invalid_gtin' | 'unknown_condition' | 'invalid_image_url';

export type RowResult =
  | { ok: true; offer: FeedOffer; warnings: RowWarning[] }
  | { ok: false; reason: QuarantineReason; detail: string };

// Euros only: a price converted at a fixed rate is not what a Spanish shopper pays (decision 013).
export const ACCEPTED_CURRENCIES = new Set(['EUR']);

// No technology product costs more; a higher price is a typo or a broken export (a missing decimal
// mark, an id in the price column), and would top every "most expensive" list. MAX_PRICE_EUR
// overrides it. PostgreSQL stores cents in 32-bit integers: the ceiling keeps prices well inside.
export const DEFAULT_MAX_PRICE_EUR = 100_000;
const DEFAULT_MAX_PRICE_CENTS = DEFAULT_MAX_PRICE_EUR * 100;

const MAX_NAME_LENGTH = 500;
const MAX_TEXT_LENGTH = 20_000;

function cell(fields: readonly string[], position: number): string {
  return position === -1 ? '' : (fields[position] ?? '');
}

// Control characters other than newline and tab come from broken encodings and break HTML and JSON.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

// Most values are already clean; testing once is far cheaper than always replacing twice.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const NEEDS_LINE_CLEANING = /[\u0000-\u001F\u007F]| {2}/;

function cleanLine(value: string, maxLength = MAX_NAME_LENGTH): string | null {
  const cleaned = NEEDS_LINE_CLEANING.test(value)
    ? value.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ').trim()
    : value.trim();
  return cleaned === '' ? null : cleaned.length > maxLength ? cleaned.slice(0, maxLength) : cleaned;
}

function cleanText(value: string): string | null {
  const cleaned = NEEDS_LINE_CLEANING.test(value)
    ? value.replace(CONTROL_CHARACTERS, '').trim()
    : value.trim();
  return cleaned === ''
    ? null
    : cleaned.length > MAX_TEXT_LENGTH
      ? cleaned.slice(0, MAX_TEXT_LENGTH)
      : cleaned;
}

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  // new URL() is the slow part; a plain URL without spaces or odd characters needs no parsing.
  if (/^https?:\/\/[\w.-]+(?::\d+)?(?:[/?#][\w\-./?#&=%+~:@!$,;*()'[\]]*)?$/i.test(value)) return true;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

// https (http upgraded) or the site's own root-relative images, as the demo catalog uses; see
// shared/image-url.ts for why. A refused image is dropped, the offer kept.
function cleanImageUrl(value: string, warnings: RowWarning[]): string | null {
  if (value.trim() === '') return null;
  const url = toSafeImageUrl(value);
  if (url === null && !warnings.includes('invalid_image_url')) warnings.push('invalid_image_url');
  return url;
}

const CONDITIONS: Record<string, OfferCondition> = {
  new: 'new',
  nuevo: 'new',
  neu: 'new',
  neuf: 'new',
  novo: 'new',
  refurbished: 'refurbished',
  reacondicionado: 'refurbished',
  renewed: 'refurbished',
  remanufactured: 'refurbished',
  used: 'used',
  usado: 'used',
  'second hand': 'used',
  'segunda mano': 'used',
};

function parseCondition(raw: string, warnings: RowWarning[]): OfferCondition {
  const key = raw.trim().toLowerCase();
  if (key === '') return 'new';
  const condition = CONDITIONS[key];
  if (condition) return condition;
  warnings.push('unknown_condition');
  return 'new';
}

function parseInStock(inStock: string, quantity: number | null, status: string): 0 | 1 {
  const value = inStock.trim().toLowerCase();
  if (['1', 'true', 'yes', 'y', 'in stock', 'instock'].includes(value)) return 1;
  if (['0', 'false', 'no', 'n', 'out of stock', 'outofstock'].includes(value)) return 0;
  if (quantity !== null) return quantity > 0 ? 1 : 0;
  if (/out|agotado|sin stock/i.test(status)) return 0;
  return 1;
}

function parseCount(raw: string): number | null {
  const value = raw.trim();
  if (!/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

// Feeds rate on 0-5, some on 0-10 or 0-100; we keep 0-5 with one decimal.
function parseRating(raw: string): number | null {
  const value = Number(raw.trim().replace(',', '.'));
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  const scaled = value <= 5 ? value : value <= 10 ? value / 2 : value <= 100 ? value / 20 : null;
  return scaled === null ? null : Math.round(scaled * 10) / 10;
}

export function normalizeAwinRow(
  fields: readonly string[],
  line: number,
  columns: ColumnIndex,
  headerLength: number,
  maxPriceCents = DEFAULT_MAX_PRICE_CENTS,
): RowResult {
  if (fields.length !== headerLength) {
    return {
      ok: false,
      reason: 'wrong_field_count',
      detail: `${fields.length} fields where the header has ${headerLength}`,
    };
  }
  const warnings: RowWarning[] = [];
  const merchantId = cell(fields, columns.merchantId).trim();
  const merchantName = cleanLine(cell(fields, columns.merchantName));
  if (!merchantId && !merchantName) return { ok: false, reason: 'missing_merchant', detail: '' };
  const merchantProductId = cell(fields, columns.merchantProductId).trim().slice(0, 200);
  if (!merchantProductId) return { ok: false, reason: 'missing_product_id', detail: '' };
  const productName = cleanLine(cell(fields, columns.productName));
  if (!productName) return { ok: false, reason: 'missing_name', detail: '' };

  const rawPrice = cell(fields, columns.searchPrice).trim() || cell(fields, columns.storePrice).trim();
  const price = readAwinPrice(rawPrice);
  if (price === null) return { ok: false, reason: 'missing_price', detail: '' };
  const quoted = JSON.stringify(rawPrice.slice(0, 40));
  if ('problem' in price)
    return { ok: false, reason: 'invalid_price', detail: `${quoted}: ${price.problem}` };
  if (price.cents <= 0) return { ok: false, reason: 'non_positive_price', detail: quoted };
  if (price.cents > maxPriceCents) {
    return {
      ok: false,
      reason: 'price_above_ceiling',
      detail: `${quoted}: above the ceiling of ${formatEuros(maxPriceCents)} (MAX_PRICE_EUR)`,
    };
  }
  const currency = (cell(fields, columns.currency).trim().toUpperCase() || price.currency || 'EUR').slice(
    0,
    3,
  );
  if (!ACCEPTED_CURRENCIES.has(currency))
    return { ok: false, reason: 'unsupported_currency', detail: `${currency}, not EUR` };

  const deepLink = cell(fields, columns.deepLink).trim();
  if (!isHttpUrl(deepLink))
    return { ok: false, reason: 'invalid_link', detail: `"${deepLink.slice(0, 60)}"` };
  const merchantDeepLinkRaw = cell(fields, columns.merchantDeepLink).trim();
  const merchantDeepLink = isHttpUrl(merchantDeepLinkRaw) ? merchantDeepLinkRaw : null;

  const gtinCandidates = [columns.ean, columns.productGtin, columns.upc]
    .map((position) => cell(fields, position).trim())
    .filter((value) => value !== '');
  let gtin: string | null = null;
  for (const candidate of gtinCandidates) {
    gtin = normalizeGtin(candidate);
    if (gtin) break;
  }
  const isbnRaw = cell(fields, columns.isbn).trim();
  // An ISBN-13 is a GTIN too (978/979 prefixes), so books from different shops group by it.
  if (!gtin && isbnRaw) gtin = normalizeGtin(isbnRaw.replace(/[^\dX]/gi, ''));
  if (!gtin && gtinCandidates.length > 0) warnings.push('invalid_gtin');

  const deliveryCost = parseAwinPrice(cell(fields, columns.deliveryCost));
  // A delivery cost is a detail of the offer, not a reason to drop it: an absurd one is unknown.
  const deliveryCostCents =
    deliveryCost === null || deliveryCost === 'invalid' || deliveryCost.cents > maxPriceCents
      ? null
      : deliveryCost.cents;
  const stockQuantity = parseCount(cell(fields, columns.stockQuantity));
  const inStock = parseInStock(
    cell(fields, columns.inStock),
    stockQuantity,
    cell(fields, columns.stockStatus),
  );
  const condition = parseCondition(cell(fields, columns.condition), warnings);
  const largeImage = cleanImageUrl(cell(fields, columns.largeImage), warnings);
  const merchantImageUrl =
    cleanImageUrl(cell(fields, columns.merchantImageUrl), warnings) ??
    cleanImageUrl(cell(fields, columns.awImageUrl), warnings);

  const offer: FeedOffer = {
    line,
    shopKey: merchantId || `name:${merchantName!.toLowerCase()}`,
    shopName: merchantName ?? `Shop ${merchantId}`,
    merchantProductId,
    awProductId: cell(fields, columns.awProductId).trim() || null,
    gtin,
    productName,
    deepLink,
    merchantDeepLink,
    priceCents: price.cents,
    currency,
    deliveryCostCents,
    inStock,
    stockQuantity,
    condition,
    brandName: cleanLine(cell(fields, columns.brandName), 120),
    description: cleanText(cell(fields, columns.description)),
    shortDescription: cleanLine(cell(fields, columns.shortDescription), 1000),
    specifications: cleanText(cell(fields, columns.specifications)),
    keywords: cleanLine(cell(fields, columns.keywords), 1000),
    model: cleanLine(cell(fields, columns.productModel), 200) ?? cleanLine(cell(fields, columns.mpn), 200),
    colour: cleanLine(cell(fields, columns.colour), 100),
    isbn: isbnRaw || null,
    merchantCategory: cleanLine(cell(fields, columns.merchantCategory), 300),
    categoryName: cleanLine(cell(fields, columns.categoryName), 300),
    categoryPath: cleanLine(cell(fields, columns.categoryPath), 500),
    largeImage,
    merchantImageUrl,
    alternateImage: cleanImageUrl(cell(fields, columns.alternateImage), warnings),
    alternateImageTwo: cleanImageUrl(cell(fields, columns.alternateImageTwo), warnings),
    alternateImageThree: cleanImageUrl(cell(fields, columns.alternateImageThree), warnings),
    rating: parseRating(cell(fields, columns.averageRating)),
    reviewCount: parseCount(cell(fields, columns.reviews)),
    contentHash: '',
    recordHash: null,
  };
  offer.contentHash = hashOfferContent(offer);
  return { ok: true, offer, warnings };
}

function formatEuros(cents: number): string {
  return `${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} €`;
}

// Only what an offer shows counts: product texts are kept from the first shop that listed the
// product, so a shop rewording its description is not an offer change.
function hashOfferContent(offer: FeedOffer): string {
  return hashText(offerContentText(offer));
}

function offerContentText(offer: FeedOffer): string {
  return [
    offer.priceCents,
    offer.currency,
    offer.deliveryCostCents,
    offer.inStock,
    offer.stockQuantity,
    offer.condition,
    offer.deepLink,
    offer.merchantDeepLink,
    offer.productName,
    offer.merchantImageUrl ?? offer.largeImage,
    offer.awProductId,
    offer.gtin,
  ].join('\u001f');
}

// cyrb53: a fast 53-bit string hash. It only has to tell one version of an offer from the next, so
// a cryptographic hash (several times slower per row) buys nothing here.
export function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
