import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductListAnswerSchema,
  ProductListParamsSchema,
  type ProductListQuery,
  productListQuerySchemaFor,
} from '../../../shared/contracts/product-lists.schema.ts';
import {
  type ProductListPlace,
  type ProductListScope,
  type ProductListTarget,
  productListRoute,
} from '../../../shared/contracts/product-lists.ts';
import type { Readers } from '../../http/readers.ts';

// GET /api/products/{deals|featured|popular|recent}[/category/{c}|/subcategory/{s}] and
// GET /api/products/{category|subcategory}/{slug} (all products, no sort), spec section 7.

const SCOPE_TITLES: Record<Exclude<ProductListScope, 'all'>, string> = {
  deals: 'Deals: offers at least DEAL_MIN_DROP % below their own lowest price of the previous 30 days',
  featured: 'Featured: well-rated products',
  popular: 'Popular products, most clicked first',
  recent: 'Products most recently added to the catalog',
};

export function productListRoutes(read: Readers): FastifyPluginAsyncZod {
  return async (app) => {
    const listed = (scope: ProductListScope, place: ProductListPlace) => {
      app.get(
        productListRoute(scope, place),
        {
          schema: {
            summary:
              scope === 'all'
                ? `All products of a ${place}`
                : `${SCOPE_TITLES[scope]}${place === 'global' ? '' : ` (by ${place})`}`,
            tags: ['products'],
            querystring: productListQuerySchemaFor(scope),
            ...(place === 'global' ? {} : { params: ProductListParamsSchema }),
            response: { 200: ProductListAnswerSchema },
          },
        },
        async (request, reply) => {
          const slug = (request.params as { slug?: string } | undefined)?.slug ?? '';
          const target: ProductListTarget = place === 'global' ? { scope, place } : { scope, place, slug };
          const { data } = await read.productList(target, request.query as ProductListQuery);
          // Lists change with each feed import (every few hours); a short shared cache is safe.
          reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
          return data;
        },
      );
    };

    for (const scope of ['deals', 'featured', 'popular', 'recent'] as const) {
      for (const place of ['global', 'category', 'subcategory'] as const) listed(scope, place);
    }
    listed('all', 'category');
    listed('all', 'subcategory');
  };
}
