// Awin feeds come with whatever columns and order the publisher picked when creating the feed, so
// we locate every field by its header name. Aliases cover the spellings seen in real feeds.

export const AWIN_FIELDS = {
  merchantId: ['merchant_id', 'advertiser_id'],
  merchantName: ['merchant_name', 'advertiser_name'],
  merchantProductId: ['merchant_product_id'],
  awProductId: ['aw_product_id'],
  productName: ['product_name'],
  deepLink: ['aw_deep_link'],
  merchantDeepLink: ['merchant_deep_link'],
  searchPrice: ['search_price'],
  storePrice: ['store_price'],
  currency: ['currency'],
  deliveryCost: ['delivery_cost'],
  inStock: ['in_stock'],
  stockQuantity: ['stock_quantity'],
  stockStatus: ['stock_status'],
  condition: ['condition'],
  description: ['description'],
  shortDescription: ['product_short_description'],
  specifications: ['specifications'],
  keywords: ['keywords'],
  brandName: ['brand_name'],
  productModel: ['product_model', 'model_number'],
  mpn: ['mpn'],
  colour: ['colour', 'color'],
  ean: ['ean'],
  productGtin: ['product_gtin'],
  upc: ['upc'],
  isbn: ['isbn'],
  merchantCategory: ['merchant_category'],
  categoryName: ['category_name'],
  categoryPath: ['merchant_product_category_path'],
  merchantImageUrl: ['merchant_image_url'],
  awImageUrl: ['aw_image_url'],
  largeImage: ['large_image'],
  alternateImage: ['alternate_image'],
  alternateImageTwo: ['alternate_image_two'],
  alternateImageThree: ['alternate_image_three'],
  averageRating: ['average_rating', 'rating'],
  reviews: ['reviews', 'number_of_reviews'],
  travelLocation: ['travel_location', 'travel:location'],
  travelHotelName: ['travel_hotel_name', 'travel:hotel_name'],
  travelDestinationCity: ['travel_destination_city', 'travel:destination_city'],
  travelDestinationCountry: ['travel_destination_country', 'travel:destination_country'],
  travelDestinationType: ['travel_destination_type', 'travel:destination_type'],
} as const;

export type AwinField = keyof typeof AWIN_FIELDS;

// The columns of Awin's default feed export, in its order. The importer never relies on it (it
// finds fields by name, above); the feeds we generate (test feeds, the bench feed, the demo's
// shops) start from it so that they look like what shops really send.
export const AWIN_DEFAULT_COLUMNS = [
  'aw_deep_link',
  'product_name',
  'aw_product_id',
  'merchant_product_id',
  'merchant_image_url',
  'description',
  'merchant_category',
  'search_price',
  'merchant_name',
  'merchant_id',
  'category_name',
  'category_id',
  'aw_image_url',
  'currency',
  'store_price',
  'delivery_cost',
  'merchant_deep_link',
  'language',
  'last_updated',
] as const;

// Without these a row cannot become an offer; a feed lacking any of them is rejected as a whole.
export const REQUIRED_FIELD_GROUPS: ReadonlyArray<{ label: string; anyOf: AwinField[] }> = [
  { label: 'merchant_product_id', anyOf: ['merchantProductId'] },
  { label: 'product_name', anyOf: ['productName'] },
  { label: 'aw_deep_link', anyOf: ['deepLink'] },
  { label: 'search_price or store_price', anyOf: ['searchPrice', 'storePrice'] },
  { label: 'merchant_id or merchant_name', anyOf: ['merchantId', 'merchantName'] },
];

export type ColumnIndex = Record<AwinField, number>;

export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');
}

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

// Maps each known field to its column position (-1 when the feed does not have it).
export function indexColumns(headers: readonly string[]): ColumnIndex {
  const positions = new Map<string, number>();
  headers.forEach((header, position) => {
    const name = normalizeHeader(header);
    if (!positions.has(name)) positions.set(name, position);
  });
  const index = {} as ColumnIndex;
  for (const [field, aliases] of Object.entries(AWIN_FIELDS) as Array<[AwinField, readonly string[]]>) {
    index[field] = -1;
    for (const alias of aliases) {
      const position = positions.get(alias);
      if (position !== undefined) {
        index[field] = position;
        break;
      }
    }
  }
  const missing = REQUIRED_FIELD_GROUPS.filter((group) => group.anyOf.every((field) => index[field] === -1));
  if (missing.length > 0) {
    throw new FeedFormatError(
      `the header row lacks required column(s): ${missing.map((group) => group.label).join(', ')} ` +
        `(found: ${headers.slice(0, 12).map(normalizeHeader).join(', ')}${headers.length > 12 ? ', ...' : ''})`,
    );
  }
  return index;
}
