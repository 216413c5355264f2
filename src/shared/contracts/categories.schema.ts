import { z } from 'zod';

export const FlatCategoriesResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    parent_slug: z.string().nullable(),
  }),
);
