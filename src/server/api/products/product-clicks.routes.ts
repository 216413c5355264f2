import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProductParamsSchema } from '../../../shared/contracts/product.schema.ts';
import { NotFoundError } from '../../catalog/catalog.service.ts';
import type { ProductClickService } from '../../catalog/product-clicks.service.ts';
import { acceptEmptyJsonBodies } from '../../http/empty-json-body.ts';
import { anonymizeIp } from '../../lib/anonymize-ip.ts';

// POST /api/products/{id_c10}/click (spec section 7): a visitor opened an offer or the details.
// Counted once per client network and product per hour (product-clicks.service.ts); repeats are
// answered the same way (recorded: false) and change nothing.

export function productClickRoutes(clicks: ProductClickService): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBodies(app);
    app.post(
      '/api/products/:id_c10/click',
      {
        schema: {
          summary: 'Record an outbound click or a details view of a product',
          tags: ['products'],
          params: ProductParamsSchema,
          response: { 200: z.object({ recorded: z.boolean() }) },
        },
      },
      async (request) => {
        const { id_c10 } = request.params;
        const client = anonymizeIp(request.ip);
        const recorded = await clicks.record(id_c10, client);
        if (recorded === null) throw new NotFoundError(`No product ${id_c10}`);
        if (recorded) request.log.debug({ product: id_c10, client }, 'product click');
        return { recorded };
      },
    );
  };
}
