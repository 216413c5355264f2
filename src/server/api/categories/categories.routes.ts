import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FlatCategoriesResponseSchema } from '../../../shared/contracts/categories.schema.ts';
import { CATEGORIES_ROUTE, CATEGORY_HIERARCHY_ROUTE } from '../../../shared/contracts/categories.ts';
import { CategoryNodeSchema } from '../../../shared/product.ts';
import type { Readers } from '../../http/readers.ts';

// GET /api/db/categories/hierarchy (the tree) and GET /api/categories (flat fallback).

export function categoryRoutes(read: Readers): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CATEGORY_HIERARCHY_ROUTE,
      {
        schema: {
          summary:
            'The category tree: every top category that lists products, with its subcategories that do',
          tags: ['categories'],
          response: { 200: z.array(CategoryNodeSchema) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return (await read.categoryHierarchy()).data;
      },
    );

    app.get(
      CATEGORIES_ROUTE,
      {
        schema: {
          summary: 'All categories and subcategories as one flat list',
          tags: ['categories'],
          response: { 200: FlatCategoriesResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        const { data: tree } = await read.categoryHierarchy();
        return tree.flatMap((category) => [
          { id: category.id, slug: category.slug, name: category.name, parent_slug: null },
          ...category.subcategories.map((sub) => ({
            id: sub.id,
            slug: sub.slug,
            name: sub.name,
            parent_slug: category.slug,
          })),
        ]);
      },
    );
  };
}
