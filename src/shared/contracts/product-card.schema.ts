import { z } from 'zod';
import { ProductListItemSchema } from '../product.ts';
import { PRODUCT_CARD_FIELDS, PRODUCT_VIEWS } from './product-card.ts';

export const productViewParam = z
  .enum(PRODUCT_VIEWS, {
    message: 'view must be card (only what a product card shows), or left out for whole records',
  })
  .optional();

export const ProductCardSchema = ProductListItemSchema.pick(
  Object.fromEntries(PRODUCT_CARD_FIELDS.map((field) => [field, true])) as {
    [K in (typeof PRODUCT_CARD_FIELDS)[number]]: true;
  },
).describe('A product as its card shows it (view=card)');

// Whole records, or cards with view=card.
export const ListedProductSchema = z.union([ProductListItemSchema, ProductCardSchema]);
