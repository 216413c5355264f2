import { z } from 'zod';
import { FacetsSchema } from './contracts/filters.schema.ts';

// The public shape of a product in list calls. Field names are the spec's (section 3) and are a
// contract with clients: never rename them. Fields after the marked line are our additions.
// Web code imports only the types from here, so zod stays out of the browser bundle.

const nullableText = z.string().nullable();

export const ProductConditionSchema = z.enum(['new', 'refurbished', 'used']);
export type ProductCondition = z.infer<typeof ProductConditionSchema>;

// id_c10: 12 characters of Crockford-style base32 (see server/ingest/product-identity.ts).
export const PUBLIC_ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{12}$/;
export const PublicIdSchema = z
  .string()
  .regex(PUBLIC_ID_PATTERN, 'id_c10 must be a product id of 12 letters and digits');

export const ProductListItemSchema = z.object({
  id: z.number().int(),
  id_c10: z.string(),
  c10_product_name: z.string(),
  product_name: z.string(),
  aw_deep_link: nullableText,
  large_image: nullableText,
  merchant_image_url: nullableText,
  alternate_image: nullableText,
  alternate_image_two: nullableText,
  alternate_image_three: nullableText,
  search_price: z.number().nullable(),
  product_price_old: z
    .number()
    .nullable()
    .describe('Lowest price of this offer in the 30 days before the drop; set only for deals'),
  rating_c10: z.number().min(0).max(5).nullable(),
  contador_c10: z.number().int(),
  merchant_name: nullableText,
  merchant_category: nullableText,
  short_description_c10: nullableText,
  description: nullableText,
  descripcion_c10: nullableText.describe('Sanitised HTML'),
  condition: ProductConditionSchema.nullable(),
  keywords: nullableText,
  ean: nullableText,
  isbn: nullableText,
  product_model: nullableText,
  colour: nullableText,
  travel_location: nullableText,
  travel_hotel_name: nullableText,
  travel_destination_city: nullableText,
  travel_destination_country: nullableText,
  travel_destination_type: nullableText,
  specifications: nullableText,
  brand_name: nullableText,
  category_name: nullableText,
  category_slug: nullableText,
  subcategory_name: nullableText,
  subcategory_slug: nullableText,
  // --- additions beyond the spec ---
  offer_count: z.number().int().describe('Shops currently offering this product in stock'),
  lowest_price: z.number().nullable(),
  highest_price: z.number().nullable(),
  discount_percent: z.number().int().nullable(),
  deal_since: nullableText,
  currency: z.string(),
  delivery_cost: z.number().nullable(),
  in_stock: z.boolean(),
  last_updated: nullableText,
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductListItemSchema),
  total: z.number().int(),
  facets: FacetsSchema.optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const CategoryNodeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subcategories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;

// --- Product page (beyond the spec: one page per product comparing every shop's offer) ---

export const ProductOfferSchema = z.object({
  offer_id: z.number().int(),
  merchant_name: z.string(),
  merchant_logo_url: z.string().nullable(),
  product_name: z.string(),
  aw_deep_link: z.string().describe('Affiliate tracking link to the offer'),
  price: z.number(),
  delivery_cost: z.number().nullable().describe('Null when the shop does not say'),
  total_price: z.number().describe('price + delivery_cost when known; the order of the list'),
  currency: z.string(),
  condition: ProductConditionSchema,
  colour: z
    .string()
    .nullable()
    .describe("The colour the shop's title names, as the shop writes it; null when it names none"),
  in_stock: z.boolean(),
  is_deal: z.boolean(),
  reference_price: z.number().nullable().describe('Lowest price of the 30 days before the drop; deals only'),
  discount_percent: z.number().int().nullable(),
  last_updated: z.string().describe('When a feed last confirmed this offer (ISO 8601)'),
  grouped_by: z
    .object({
      reason: z.enum(['gtin', 'model', 'line', 'title', 'game']),
      detail: z
        .string()
        .describe(
          'The GTIN or model number in common; for "line", the line and sizes; for "title", how close the titles are (0-1)',
        ),
    })
    .nullable()
    .describe(
      'Why this offer is shown under the product: the same GTIN, the same model number, the same brand, line and sizes, or the same brand and a close title. Null for the offer the product was made from',
    ),
});
export type ProductOffer = z.infer<typeof ProductOfferSchema>;

export const ProductOffersResponseSchema = z.object({ offers: z.array(ProductOfferSchema) });
export type ProductOffersResponse = z.infer<typeof ProductOffersResponseSchema>;

const DailyPriceSchema = z.object({ date: z.string().describe('YYYY-MM-DD (UTC)'), price: z.number() });

export const PriceHistorySchema = z.object({
  currency: z.string(),
  days: z.number().int(),
  lowest: z.array(DailyPriceSchema).describe('Lowest price across shops at the end of each day'),
  shops: z.array(
    z.object({ offer_id: z.number().int(), shop_name: z.string(), prices: z.array(DailyPriceSchema) }),
  ),
  lowest_30_days: z.number().nullable(),
});
export type PriceHistoryResponse = z.infer<typeof PriceHistorySchema>;
