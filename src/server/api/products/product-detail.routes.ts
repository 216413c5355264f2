import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PriceHistorySchema,
  ProductListItemSchema,
  ProductOffersResponseSchema,
  PublicIdSchema,
} from '../../../shared/product.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import { DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS } from '../../catalog/price-history.ts';
import { wholeNumberParam } from '../query-params.ts';

// The product page's data: GET /api/products/{id_c10}, /offers and /price-history?days=.

const params = z.object({ id_c10: PublicIdSchema });
const daysSchema = wholeNumberParam('days', { min: 1, max: MAX_HISTORY_DAYS, default: DEFAULT_HISTORY_DAYS });

export function productDetailRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products/:id_c10',
      {
        schema: {
          summary: 'One product with its best current offer',
          tags: ['products'],
          params,
          response: { 200: ProductListItemSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
        return catalog.getProduct(request.params.id_c10);
      },
    );

    app.get(
      '/api/products/:id_c10/offers',
      {
        schema: {
          summary: "Every shop's current offer for a product, in stock first, cheapest total first",
          tags: ['products'],
          params,
          response: { 200: ProductOffersResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
        return { offers: await catalog.getProductOffers(request.params.id_c10) };
      },
    );

    app.get(
      '/api/products/:id_c10/price-history',
      {
        schema: {
          summary: 'Daily prices of a product: lowest across shops and per shop',
          tags: ['products'],
          params,
          querystring: z.object({ days: daysSchema }),
          response: { 200: PriceHistorySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=600');
        return catalog.getPriceHistory(request.params.id_c10, request.query.days);
      },
    );
  };
}
