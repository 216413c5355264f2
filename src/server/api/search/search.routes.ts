import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PopularBrandsResponseSchema,
  PopularSearchesResponseSchema,
  SearchAnswerSchema,
  SearchQuerySchema,
  SuggestionsQuerySchema,
  SuggestionsResponseSchema,
} from '../../../shared/contracts/search.schema.ts';
import {
  BRAND_SUGGESTIONS_ROUTE,
  MAX_SUGGESTIONS,
  MIN_SUGGESTION_LENGTH,
  POPULAR_BRANDS_ROUTE,
  POPULAR_SEARCHES_ROUTE,
  SEARCH_ROUTE,
  SEARCH_SUGGESTIONS_ROUTE,
} from '../../../shared/contracts/search.ts';
import { NotFoundError } from '../../catalog/catalog.service.ts';
import { acceptEmptyJsonBodies } from '../../http/empty-json-body.ts';
import type { Readers } from '../../http/readers.ts';
import { anonymizeIp } from '../../lib/anonymize-ip.ts';
import type { SearchService } from '../../search/search.service.ts';

// GET /api/search, /api/search/suggestions, /api/brands/suggestions, /api/searches/popular,
// /api/brands/popular; POST /api/searches/{id}/click and /api/brands/{id}/click (spec section 7).

const idParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'id must be a whole number from 1' })
    .int('id must be a whole number from 1')
    .min(1, 'id must be a whole number from 1')
    .max(2_147_483_647, 'id must be a whole number from 1'),
});

export function searchRoutes(search: SearchService, read: Readers): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBodies(app);
    app.addHook('onClose', async () => {
      await search.flush();
    });

    app.get(
      SEARCH_ROUTE,
      {
        schema: {
          summary: 'Products matching a text and/or a brand',
          description:
            'Accents and case do not matter, Spanish and English product words both work, the last word matches as a prefix, and a misspelt text that finds nothing is corrected (didYouMean) unless exact=1. Default order: relevance with a text, rating with a brand alone.',
          tags: ['search'],
          querystring: SearchQuerySchema,
          response: { 200: SearchAnswerSchema },
        },
      },
      async (request, reply) => {
        const { data } = await read.search(request.query, anonymizeIp(request.ip));
        // Each visitor's browser may reuse a page for a minute; shared caches would hide searches
        // from the popular-searches counts.
        reply.header('cache-control', 'private, max-age=60');
        return data;
      },
    );

    // Suggestions while typing, of any text and of brand names: cached briefly by browsers and proxies.
    const suggestions = (route: string, summary: string, suggest: (typed: string) => Promise<string[]>) =>
      app.get(
        route,
        {
          schema: {
            summary,
            tags: ['search'],
            querystring: SuggestionsQuerySchema,
            response: { 200: SuggestionsResponseSchema },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
          return suggest(request.query.q ?? '');
        },
      );
    suggestions(
      SEARCH_SUGGESTIONS_ROUTE,
      `Up to ${MAX_SUGGESTIONS} suggestions for a text being typed (none below ${MIN_SUGGESTION_LENGTH} characters)`,
      (typed) => search.suggest(typed),
    );
    suggestions(
      BRAND_SUGGESTIONS_ROUTE,
      `Up to ${MAX_SUGGESTIONS} brand names for a text being typed (none below ${MIN_SUGGESTION_LENGTH} characters)`,
      (typed) => search.suggestBrands(typed),
    );

    app.get(
      POPULAR_SEARCHES_ROUTE,
      {
        schema: {
          summary: 'What visitors searched most in the last 7 days (searches that found products)',
          tags: ['search'],
          response: { 200: PopularSearchesResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return (await read.popularSearches()).data;
      },
    );

    app.get(
      POPULAR_BRANDS_ROUTE,
      {
        schema: {
          summary: 'Brands most searched and clicked in the last 7 days, then brands with most products',
          tags: ['search'],
          response: { 200: PopularBrandsResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return (await read.popularBrands()).data;
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
