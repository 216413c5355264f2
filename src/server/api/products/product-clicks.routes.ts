import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicIdSchema } from '../../../shared/product.ts';
import { NotFoundError } from '../../catalog/catalog.service.ts';
import { ClickCounter } from '../../catalog/click-counter.ts';
import { productExists } from '../../catalog/product.repository.ts';
import type { Db } from '../../db/database.ts';
import { acceptEmptyJsonBodies } from '../../http/empty-json-body.ts';
import { anonymizeIp } from '../../lib/anonymize-ip.ts';
import { RecentKeys } from '../../lib/recent-keys.ts';

// POST /api/products/{id_c10}/click (spec section 7): a visitor opened an offer or the details.
// Clicks feed the "popular" order, so one client counts once per product per hour; repeats are
// answered the same way (recorded: false) and change nothing. A client is a network (IPv4 /24,
// IPv6 /48), like every other counter: anyone can rent many addresses of one network, and 200 of
// them once put a product at the top of the popular list.

export const CLICK_WINDOW_MS = 60 * 60_000;

export function productClickRoutes(db: Db): FastifyPluginAsyncZod {
  const recent = new RecentKeys(CLICK_WINDOW_MS);
  return async (app) => {
    const clicks = new ClickCounter(db, (error) =>
      app.log.error({ err: error }, 'product clicks not written'),
    );
    app.addHook('onClose', () => clicks.close());
    acceptEmptyJsonBodies(app);
    app.post(
      '/api/products/:id_c10/click',
      {
        schema: {
          summary: 'Record an outbound click or a details view of a product',
          tags: ['products'],
          params: z.object({
            id_c10: PublicIdSchema,
          }),
          response: { 200: z.object({ recorded: z.boolean() }) },
        },
      },
      async (request) => {
        const { id_c10 } = request.params;
        if (!(await productExists(db, id_c10))) throw new NotFoundError(`No product ${id_c10}`);
        const client = anonymizeIp(request.ip);
        if (!recent.firstSeen(`${client}|${id_c10}`)) return { recorded: false };
        await clicks.add(id_c10);
        request.log.debug({ product: id_c10, client }, 'product click');
        return { recorded: true };
      },
    );
  };
}
