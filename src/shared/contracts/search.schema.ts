import { z } from 'zod';
import { ProductListItemSchema } from '../product.ts';
import { FacetsSchema, withFilterParams } from './filters.schema.ts';
import { limitParam, pageParam, textParam } from './paging.schema.ts';
import { isPageWithinLimit, PAGE_LIMIT_MESSAGE } from './paging.ts';
import { ListedProductSchema, productViewParam } from './product-card.schema.ts';
import { MAX_QUERY_LENGTH, SEARCH_PAGE_SIZE, SEARCH_SORTS, type SearchSort } from './search.ts';

const sortParam = z
  .string({ message: `sort must be one of: ${SEARCH_SORTS.join(', ')}` })
  .refine((value) => (SEARCH_SORTS as readonly string[]).includes(value), {
    message: `sort must be one of: ${SEARCH_SORTS.join(', ')}`,
  })
  .transform((value) => value as SearchSort)
  .optional();

export const SearchQuerySchema = withFilterParams({
  q: textParam('q', MAX_QUERY_LENGTH).optional(),
  page: pageParam,
  limit: limitParam(SEARCH_PAGE_SIZE),
  sort: sortParam,
  // The text as typed, without the spelling correction a text that finds nothing gets.
  exact: z
    .enum(['0', '1'], { message: 'exact must be 1 (search the text as typed, uncorrected) or 0' })
    .optional()
    .transform((value) => value === '1'),
  view: productViewParam,
})
  .refine((query) => (query.q ?? '').trim() !== '' || query.filters.brands.length > 0, {
    message: 'give a search text (q) or a brand',
  })
  .refine((query) => isPageWithinLimit(query.page, query.limit), { message: PAGE_LIMIT_MESSAGE });
export type SearchQuery = z.output<typeof SearchQuerySchema>;

export const SearchResponseSchema = z.object({
  products: z.array(ProductListItemSchema),
  total: z.number().int(),
  hasNextPage: z.boolean(),
  didYouMean: z
    .string()
    .nullable()
    .describe('When the text as typed matched nothing: the corrected text whose products these are'),
  facets: FacetsSchema.optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

// What the search endpoint answers: whole records, or cards with view=card.
export const SearchAnswerSchema = SearchResponseSchema.extend({ products: z.array(ListedProductSchema) });

export const SuggestionsQuerySchema = z.object({ q: textParam('q', MAX_QUERY_LENGTH).optional() });
export const SuggestionsResponseSchema = z.array(z.string());

export const PopularSearchesResponseSchema = z.array(
  z.object({ id: z.number().int(), texto_busqueda: z.string() }),
);
export type PopularSearch = z.infer<typeof PopularSearchesResponseSchema>[number];

export const PopularBrandsResponseSchema = z.array(z.object({ id: z.number().int(), brandName: z.string() }));
export type PopularBrand = z.infer<typeof PopularBrandsResponseSchema>[number];
