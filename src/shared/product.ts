import { z } from 'zod';

// The public shape of a product in list calls. Field names are the spec's (section 3) and are a
// contract with clients: never rename them. Fields after the marked line are our additions.
// Web code imports only the types from here, so zod stays out of the browser bundle.

const nullableText = z.string().nullable();

export const ProductConditionSchema = z.enum(['new', 'refurbished', 'used']);
export type ProductCondition = z.infer<typeof ProductConditionSchema>;

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
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const CategoryNodeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  subcategories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
});
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;
