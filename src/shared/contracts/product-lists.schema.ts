import { z } from 'zod';
import { ProductListResponseSchema } from '../product.ts';
import { withFilterParams } from './filters.schema.ts';
import type { ProductFilters } from './filters.ts';
import { limitParam, pageParam } from './paging.schema.ts';
import { DEFAULT_PAGE_SIZE, isPageWithinLimit, PAGE_LIMIT_MESSAGE } from './paging.ts';
import { ListedProductSchema, productViewParam } from './product-card.schema.ts';
import type { ProductView } from './product-card.ts';
import { type ProductListScope, type ProductSort, SORTS_BY_SCOPE } from './product-lists.ts';

const excludeDealsParam = z
  .enum(['true', 'false', '1', '0'], { message: 'exclude_deals must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const ProductListParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a category key such as "computers"'),
});

function sortParamFor(scope: ProductListScope) {
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

// Only the featured lists take exclude_deals (the home page's "featured, not already a deal").
export function productListQuerySchemaFor(scope: ProductListScope) {
  return withFilterParams({
    page: pageParam,
    limit: limitParam(DEFAULT_PAGE_SIZE),
    sort: sortParamFor(scope),
    view: productViewParam,
    ...(scope === 'featured' ? { exclude_deals: excludeDealsParam } : {}),
  }).refine((query) => isPageWithinLimit(query.page, query.limit), { message: PAGE_LIMIT_MESSAGE });
}

export type ProductListQuery = {
  page: number;
  limit: number;
  sort?: ProductSort;
  exclude_deals?: boolean;
  view?: ProductView;
  filters?: ProductFilters;
  // False: the answer leaves out the facets.
  facets?: boolean;
};

// What a list endpoint answers: whole records, or cards with view=card.
export const ProductListAnswerSchema = ProductListResponseSchema.extend({
  products: z.array(ListedProductSchema),
});
