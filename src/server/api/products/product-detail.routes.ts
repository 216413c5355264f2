import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PriceHistoryQuerySchema, ProductParamsSchema } from '../../../shared/contracts/product.schema.ts';
import {
  PRICE_HISTORY_ROUTE,
  PRODUCT_OFFERS_ROUTE,
  PRODUCT_ROUTE,
} from '../../../shared/contracts/product.ts';
import {
  PriceHistorySchema,
  ProductListItemSchema,
  ProductOffersResponseSchema,
} from '../../../shared/product.ts';
import type { Readers } from '../../http/readers.ts';

// The product page's data: GET /api/products/{id_c10}, /offers and /price-history?days=.

export function productDetailRoutes(read: Readers): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PRODUCT_ROUTE,
      {
        schema: {
          summary: 'One product with its best current offer',
          tags: ['products'],
          params: ProductParamsSchema,
          response: { 200: ProductListItemSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
        return (await read.product(request.params.id_c10)).data;
      },
    );

    app.get(
      PRODUCT_OFFERS_ROUTE,
      {
        schema: {
          summary: "Every shop's current offer for a product, in stock first, cheapest total first",
          tags: ['products'],
          params: ProductParamsSchema,
          response: { 200: ProductOffersResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
        return (await read.productOffers(request.params.id_c10)).data;
      },
    );

    app.get(
      PRICE_HISTORY_ROUTE,
      {
        schema: {
          summary: 'Daily prices of a product: lowest across shops and per shop',
          tags: ['products'],
          params: ProductParamsSchema,
          querystring: PriceHistoryQuerySchema,
          response: { 200: PriceHistorySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=600');
        return (await read.priceHistory(request.params.id_c10, request.query.days)).data;
      },
    );
  };
}
