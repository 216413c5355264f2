import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  isPageWithinLimit,
  MAX_PAGE_SIZE,
  PAGE_LIMIT_MESSAGE,
  type ProductListScope,
  type ProductSort,
  SORTS_BY_SCOPE,
} from '../../../shared/list-options.ts';
import { ProductListResponseSchema } from '../../../shared/product.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';
import { wholeNumberParam } from '../query-params.ts';

// GET /api/products/{deals|featured|popular|recent}[/category/{c}|/subcategory/{s}] and
// GET /api/products/{category|subcategory}/{slug} (all products, no sort), spec section 7.

const MAX_PAGE = 10_000;

// Pages beyond the first MAX_PAGED_RESULTS products are refused with PAGE_LIMIT_MESSAGE (list-options.ts).
const pageSchema = wholeNumberParam('page', { min: 1, max: MAX_PAGE, default: 1 });
const limitSchema = wholeNumberParam('limit', { min: 1, max: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE });
const booleanSchema = z
  .enum(['true', 'false', '1', '0'], { message: 'exclude_deals must be true or false' })
  .optional();
const slugSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a category key such as "computers"');

function sortSchemaFor(scope: ProductListScope) {
  const allowed = SORTS_BY_SCOPE[scope].allowed;
  return z
    .string()
    .optional()
    .refine((value) => value === undefined || (allowed as readonly string[]).includes(value), {
      message:
        allowed.length === 0 ? 'this list has no sort options' : `sort must be one of: ${allowed.join(', ')}`,
    })
    .transform((value) => value as ProductSort | undefined);
}

function querySchemaFor(scope: ProductListScope) {
  return z
    .object({
      page: pageSchema,
      limit: limitSchema,
      sort: sortSchemaFor(scope),
      ...(scope === 'featured' ? { exclude_deals: booleanSchema } : {}),
    })
    .refine((query) => isPageWithinLimit(query.page, query.limit), { message: PAGE_LIMIT_MESSAGE });
}

const SCOPE_TITLES: Record<Exclude<ProductListScope, 'all'>, string> = {
  deals: 'Deals: offers at least DEAL_MIN_DROP % below their own lowest price of the previous 30 days',
  featured: 'Featured: well-rated products',
  popular: 'Popular products, most clicked first',
  recent: 'Products most recently added to the catalog',
};

export function productListRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    const listed = (scope: ProductListScope, place: 'global' | 'category' | 'subcategory', url: string) => {
      const params = place === 'global' ? undefined : z.object({ slug: slugSchema });
      app.get(
        url,
        {
          schema: {
            summary:
              scope === 'all'
                ? `All products of a ${place}`
                : `${SCOPE_TITLES[scope]}${place === 'global' ? '' : ` (by ${place})`}`,
            tags: ['products'],
            querystring: querySchemaFor(scope),
            ...(params ? { params } : {}),
            response: { 200: ProductListResponseSchema },
          },
        },
        async (request, reply) => {
          const query = request.query as {
            page: number;
            limit: number;
            sort?: ProductSort;
            exclude_deals?: string;
          };
          const slug = (request.params as { slug?: string } | undefined)?.slug;
          const result = await catalog.listProducts({
            scope,
            category: place === 'category' ? slug : undefined,
            subcategory: place === 'subcategory' ? slug : undefined,
            excludeDeals: query.exclude_deals === 'true' || query.exclude_deals === '1',
            sort: query.sort,
            page: query.page,
            limit: query.limit,
          });
          // Lists change with each feed import (every few hours); a short shared cache is safe.
          reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
          return result;
        },
      );
    };

    for (const scope of ['deals', 'featured', 'popular', 'recent'] as const) {
      listed(scope, 'global', `/api/products/${scope}`);
      listed(scope, 'category', `/api/products/${scope}/category/:slug`);
      listed(scope, 'subcategory', `/api/products/${scope}/subcategory/:slug`);
    }
    listed('all', 'category', '/api/products/category/:slug');
    listed('all', 'subcategory', '/api/products/subcategory/:slug');
  };
}
