import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { budgetExceededMessage } from '../http/client-budget.ts';
import { applyLoadProtection, type LoadProtection } from '../http/load-protection.ts';
import type { AppServices } from '../http/services.ts';
import { sharedRateLimitStore } from '../http/shared-rate-limit-store.ts';
import { anonymizeIp } from '../lib/anonymize-ip.ts';
import { alertRoutes } from './alerts/alerts.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { productClickRoutes } from './products/product-clicks.routes.ts';
import { productDetailRoutes } from './products/product-detail.routes.ts';
import { productListRoutes } from './products/product-lists.routes.ts';
import { searchRoutes } from './search/search.routes.ts';

export const API_REQUESTS_PER_MINUTE = 600;

// The JSON API under /api, in a scope of its own so that its rate limit applies to it and not to
// pages and assets. Every route gets the services it uses, never the database.
export async function registerApi(
  app: FastifyInstance,
  services: AppServices,
  protection: LoadProtection,
): Promise<void> {
  await app.register(async (api) => {
    applyLoadProtection(
      api,
      protection,
      (_request, reply, retryAfterSeconds) =>
        reply.status(429).send({
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'CLIENT_BUDGET',
          message: budgetExceededMessage(retryAfterSeconds),
        }),
      new Set(['/api/health']),
    );
    await api.register(rateLimit, {
      max: API_REQUESTS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request) => anonymizeIp(request.ip),
      // Counted once for a client however many web processes serve it.
      store: sharedRateLimitStore(services.clientWindows),
      // Counters out of reach (a database hiccup) let requests through: each request still needs
      // the database, and answers with its own error if it is down.
      skipOnError: true,
    });
    await api.register(productListRoutes(services.read));
    await api.register(searchRoutes(services.search, services.read));
    await api.register(categoryRoutes(services.read));
    await api.register(productClickRoutes(services.clicks));
    await api.register(productDetailRoutes(services.read));
    await api.register(alertRoutes(services.alertSignup, services.mailQueue));
    api.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    api.get('/api/health', { schema: { hide: true } }, async () => {
      await services.catalog.checkDatabase();
      return { status: 'ok' };
    });
    api.all('/api/*', { schema: { hide: true } }, async (request, reply) =>
      reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: `No API route ${request.method} ${request.url.split('?')[0]}`,
      }),
    );
  });
}
