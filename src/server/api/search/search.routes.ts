import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPageWithinLimit, MAX_PAGE_SIZE, PAGE_LIMIT_MESSAGE } from '../../../shared/list-options.ts';
import { ProductListItemSchema } from '../../../shared/product.ts';
import { NotFoundError } from '../../catalog/catalog.service.ts';
import { acceptEmptyJsonBodies } from '../../http/empty-json-body.ts';
import { anonymizeIp } from '../../lib/anonymize-ip.ts';
import {
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchService,
  type SearchSort,
} from '../../search/search.service.ts';

// GET /api/search, /api/search/suggestions, /api/brands/suggestions, /api/searches/popular,
// /api/brands/popular; POST /api/searches/{id}/click and /api/brands/{id}/click (spec section 7).

export const MAX_QUERY_LENGTH = 200;
const MAX_BRAND_LENGTH = 100;

const querySchema = z
  .string({ message: 'q must be given once, as text' })
  .max(MAX_QUERY_LENGTH, `q must be at most ${MAX_QUERY_LENGTH} characters`);

const pageSchema = z.coerce
  .number({ message: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .default(1);
const limitSchema = z.coerce
  .number({ message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
  .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  .default(SEARCH_PAGE_SIZE);
const sortSchema = z
  .string({ message: `sort must be one of: ${SEARCH_SORTS.join(', ')}` })
  .refine((value) => (SEARCH_SORTS as readonly string[]).includes(value), {
    message: `sort must be one of: ${SEARCH_SORTS.join(', ')}`,
  })
  .transform((value) => value as SearchSort)
  .optional();

const SearchQuerySchema = z
  .object({
    q: querySchema.optional(),
    brand: z
      .string({ message: 'brand must be given once, as text' })
      .max(MAX_BRAND_LENGTH, `brand must be at most ${MAX_BRAND_LENGTH} characters`)
      .optional(),
    page: pageSchema,
    limit: limitSchema,
    sort: sortSchema,
    exact: z
      .enum(['0', '1'], { message: 'exact must be 1 (search the text as typed, uncorrected) or 0' })
      .optional(),
  })
  .refine((query) => (query.q ?? '').trim() !== '' || (query.brand ?? '').trim() !== '', {
    message: 'give a search text (q) or a brand',
  })
  .refine((query) => isPageWithinLimit(query.page, query.limit), { message: PAGE_LIMIT_MESSAGE });

const SearchResponseSchema = z.object({
  products: z.array(ProductListItemSchema),
  total: z.number().int(),
  hasNextPage: z.boolean(),
  didYouMean: z
    .string()
    .nullable()
    .describe('When the text as typed matched nothing: the corrected text whose products these are'),
});

const idParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'id must be a whole number from 1' })
    .int('id must be a whole number from 1')
    .min(1, 'id must be a whole number from 1')
    .max(2_147_483_647, 'id must be a whole number from 1'),
});

export function searchRoutes(search: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBodies(app);
    app.addHook('onClose', async () => {
      await search.flush();
    });

    app.get(
      '/api/search',
      {
        schema: {
          summary: 'Products matching a text and/or a brand',
          description:
            'Accents and case do not matter, Spanish and English product words both work, the last word matches as a prefix, and a misspelt text that finds nothing is corrected (didYouMean) unless exact=1. Default order: relevance with a text, rating with a brand alone.',
          tags: ['search'],
          querystring: SearchQuerySchema,
          response: { 200: SearchResponseSchema },
        },
      },
      async (request, reply) => {
        const { q, brand, page, limit, sort, exact } = request.query;
        const result = await search.search({
          q,
          brand,
          page,
          limit,
          sort,
          exact: exact === '1',
          client: anonymizeIp(request.ip),
        });
        // Each visitor's browser may reuse a page for a minute; shared caches would hide searches
        // from the popular-searches counts.
        reply.header('cache-control', 'private, max-age=60');
        return result;
      },
    );

    app.get(
      '/api/search/suggestions',
      {
        schema: {
          summary: 'Up to 8 suggestions for a text being typed (none below 2 characters)',
          tags: ['search'],
          querystring: z.object({ q: querySchema.optional() }),
          response: { 200: z.array(z.string()) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
        return search.suggest(request.query.q ?? '');
      },
    );

    app.get(
      '/api/brands/suggestions',
      {
        schema: {
          summary: 'Up to 8 brand names for a text being typed (none below 2 characters)',
          tags: ['search'],
          querystring: z.object({ q: querySchema.optional() }),
          response: { 200: z.array(z.string()) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
        return search.suggestBrands(request.query.q ?? '');
      },
    );

    app.get(
      '/api/searches/popular',
      {
        schema: {
          summary: 'What visitors searched most in the last 7 days (searches that found products)',
          tags: ['search'],
          response: { 200: z.array(z.object({ id: z.number().int(), texto_busqueda: z.string() })) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return search.popularSearches();
      },
    );

    app.get(
      '/api/brands/popular',
      {
        schema: {
          summary: 'Brands most searched and clicked in the last 7 days, then brands with most products',
          tags: ['search'],
          response: { 200: z.array(z.object({ id: z.number().int(), brandName: z.string() })) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return search.popularBrands();
      },
    );

    const clicked = (
      url: string,
      summary: string,
      record: (id: number, client: string) => Promise<boolean | null>,
      what: string,
    ) =>
      app.post(
        url,
        {
          schema: {
            summary,
            tags: ['search'],
            params: idParamsSchema,
            response: { 200: z.object({ recorded: z.boolean() }) },
          },
        },
        async (request) => {
          const { id } = request.params;
          // Counted once per client and day; repeats answer recorded: false and change nothing.
          const recorded = await record(id, anonymizeIp(request.ip));
          if (recorded === null) throw new NotFoundError(`No ${what} ${id}`);
          return { recorded };
        },
      );
    clicked(
      '/api/searches/:id/click',
      'Record a click on a popular search',
      (id, client) => search.recordSearchClick(id, client),
      'popular search',
    );
    clicked(
      '/api/brands/:id/click',
      'Record a click on a brand',
      (id, client) => search.recordBrandClick(id, client),
      'brand',
    );
  };
}
