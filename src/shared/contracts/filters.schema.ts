import { z } from 'zod';
import { FILTER_PARAMS, isFilterParam, PRICE_BASES, parseFilters, queryEntries } from './filters.ts';

// The `facets` of a list or search answer (contracts/filters.ts says what each part means).
export const FacetsSchema = z
  .object({
    filters: z.array(
      z.object({
        name: z
          .string()
          .describe('The query parameter that chooses a value: brand, shop, attr.storage_gb, ...'),
        label: z.string(),
        multiple: z.boolean().describe('Whether several values may be chosen at once (they combine with OR)'),
        values: z.array(
          z.object({
            value: z.string(),
            label: z.string(),
            count: z.number().int().describe('Products the list would have with this value chosen'),
            selected: z.boolean(),
          }),
        ),
      }),
    ),
    price: z.object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      by: z.enum(PRICE_BASES),
      selected_min: z.number().nullable(),
      selected_max: z.number().nullable(),
    }),
  })
  .describe(
    'For each filter, its values with how many products each leaves (the other filters applied), and the range of prices present. Left out with facets=0.',
  );

// A parameter given once or several times (Fastify gives an array when repeated).
const oneOrMany = z.union([z.string(), z.array(z.string())]);

// The filter parameters of contracts/filters.ts on a list or search query, and `facets=0|1`. Any
// other parameter the endpoint does not know is refused with its name, as are malformed filters.
export function withFilterParams<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = new Set([...Object.keys(shape), 'facets']);
  return z
    .object({
      ...shape,
      facets: z
        .enum(['0', '1'], { message: 'facets must be 1 (with the filters and their counts) or 0 (without)' })
        .optional()
        .transform((value) => value !== '0'),
    })
    .catchall(oneOrMany)
    .superRefine((query, ctx) => {
      for (const name of Object.keys(query)) {
        if (!known.has(name) && !isFilterParam(name)) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `unknown parameter ${name}; filters are ${FILTER_PARAMS.join(', ')} and attr.*`,
          });
        }
      }
      for (const problem of parseFilters(filterEntriesOf(query)).problems) {
        ctx.addIssue({ code: 'custom', path: [problem.param], message: problem.message });
      }
    })
    .transform((query) => {
      const others = Object.fromEntries(Object.entries(query).filter(([name]) => !isFilterParam(name)));
      return {
        ...(others as z.output<z.ZodObject<Shape>> & { facets: boolean }),
        filters: parseFilters(filterEntriesOf(query)).filters,
      };
    });
}

function filterEntriesOf(query: Record<string, unknown>) {
  return queryEntries(Object.fromEntries(Object.entries(query).filter(([name]) => isFilterParam(name))));
}
