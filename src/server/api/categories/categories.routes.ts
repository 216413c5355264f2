import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategoryNodeSchema } from '../../../shared/product.ts';
import type { CatalogService } from '../../catalog/catalog.service.ts';

// GET /api/db/categories/hierarchy (the tree) and GET /api/categories (flat fallback).

export function categoryRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/db/categories/hierarchy',
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
        return catalog.getCategoryHierarchy();
      },
    );

    app.get(
      '/api/categories',
      {
        schema: {
          summary: 'All categories and subcategories as one flat list',
          tags: ['categories'],
          response: {
            200: z.array(
              z.object({
                id: z.number().int(),
                slug: z.string(),
                name: z.string(),
                parent_slug: z.string().nullable(),
              }),
            ),
          },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        const tree = await catalog.getCategoryHierarchy();
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
