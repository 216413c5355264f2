import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createAlertPageService } from './alerts/alert-pages.service.ts';
import { alertRoutes } from './api/alerts/alerts.routes.ts';
import { categoryRoutes } from './api/categories/categories.routes.ts';
import { productClickRoutes } from './api/products/product-clicks.routes.ts';
import { productDetailRoutes } from './api/products/product-detail.routes.ts';
import { productListRoutes } from './api/products/product-lists.routes.ts';
import { searchRoutes } from './api/search/search.routes.ts';
import { createCatalogService, NotFoundError } from './catalog/catalog.service.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import { DatabaseBusyError } from './db/busy.ts';
import type { Db } from './db/database.ts';
import { renderDemoImage } from './demo/demo-images.ts';
import { budgetExceededMessage } from './http/client-budget.ts';
import { applyLoadProtection, createLoadProtection } from './http/load-protection.ts';
import { acceptPageFormBodies } from './http/page-form-bodies.ts';
import { type PageRenderer, registerPages } from './http/pages.ts';
import { helmetOptions, sendPermissionsPolicy } from './http/security-headers.ts';
import type { AppServices } from './http/services.ts';
import { registerSitemap } from './http/sitemap.routes.ts';
import { anonymizeIp } from './lib/anonymize-ip.ts';
import type { Mailer } from './mail/mailer.ts';
import { createSearchService } from './search/search.service.ts';

// buildApp() assembles the one HTTP server: the JSON API under /api, the OpenAPI document, static
// assets, the demo images, and React Router's server-rendered pages for every other path. Tests
// drive it with inject() without opening a port.

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  // Renders pages; absent in API-only tests.
  pages?: PageRenderer;
  // Directory of the built browser assets (build/client); absent in dev, where Vite serves them.
  clientAssetsDir?: string;
  // Dev mode relaxes the Content-Security-Policy for Vite's inline scripts and websocket.
  dev?: boolean;
  // Sends the alert confirmation e-mails; by default the one SMTP_URL / MAIL_OUTBOX_DIR describe.
  mailer?: Mailer;
};

export function createLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // People at a terminal get readable lines; process managers and log shippers get JSON.
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
    serializers: {
      // Never log full client addresses, query strings with e-mail addresses, or cookies.
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: request.url.replace(/([?&](?:email|token|q)=)[^&]*/gi, '$1…'),
        ip: anonymizeIp(request.ip),
      }),
    },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  };
}

// A browser's answer when its network used up its share of the server: in Spanish and English, as
// nothing of the site's own pages (language, layout) may be spent on it.
function budgetExceededPage(retryAfterSeconds: number): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Demasiadas peticiones · PrecioClaro</title></head><body><main><h1>Demasiadas peticiones</h1><p>Estás pidiendo más páginas de las que podemos servir a un solo visitante. Vuelve a intentarlo en ${retryAfterSeconds} s.</p><p lang="en">${budgetExceededMessage(retryAfterSeconds)}</p><p><a href="/">PrecioClaro</a></p></main></body></html>`;
}

// A hop count becomes proxy-addr's trust function: the N hops nearest to this server are proxies.
function proxyTrust(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Only the proxies the operator names may set the client's address (config.ts, TRUST_PROXY).
    trustProxy: proxyTrust(options.config.trustProxy),
    // Feed-sized bodies never come over HTTP; keep bodies small.
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services: AppServices = {
    catalog: createCatalogService(options.db),
    search: createSearchService(options.db, {
      onError: (err) => app.log.error({ err }, 'search counts lost'),
    }),
    alertPages: createAlertPageService(options.db, app.log),
    config: options.config,
  };

  await app.register(helmet, helmetOptions({ publicOrigin: options.config.publicOrigin, dev: options.dev }));
  app.addHook('onRequest', sendPermissionsPolicy);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Quality 11 (zlib's default) costs tens of milliseconds per page; 5 is nearly as small.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Price comparison API',
        version: '1.0.0',
        description: 'Product lists, categories and search of the price comparison site. Prices in euros.',
      },
    },
    transform: jsonSchemaTransform,
  });

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map((issue) => issue.message).join('; ');
      return reply
        .status(400)
        .send({ statusCode: 400, error: 'Bad Request', code: 'INVALID_REQUEST', message: problems });
    }
    if (error instanceof DatabaseBusyError) {
      // An import held SQLite's write lock for longer than a visitor's write may wait (db/busy.ts).
      request.log.warn({ url: request.routeOptions.url }, 'write gave up waiting for an import');
      return reply
        .status(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .send({ statusCode: 503, error: 'Service Unavailable', code: error.code, message: error.message });
    }
    if (error instanceof NotFoundError) {
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: error.message });
    }
    const {
      statusCode = 500,
      code = 'REQUEST_ERROR',
      name = 'Error',
      message = '',
    } = error as {
      statusCode?: number;
      code?: string;
      name?: string;
      message?: string;
    };
    if (statusCode < 500) {
      return reply.status(statusCode).send({ statusCode, error: name, code, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side.',
    });
  });

  // Pages and the API share one line and one time budget per client; assets and the health check
  // have neither.
  const protection = createLoadProtection(options.config.clientTimeSharePercent);

  // The API lives in its own scope so the rate limit applies to it and not to pages and assets.
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
      max: 600,
      timeWindow: '1 minute',
      keyGenerator: (request) => anonymizeIp(request.ip),
    });
    await api.register(productListRoutes(services.catalog));
    await api.register(searchRoutes(services.search));
    await api.register(categoryRoutes(services.catalog));
    await api.register(productClickRoutes(options.db));
    await api.register(productDetailRoutes(services.catalog));
    await api.register(alertRoutes({ db: options.db, config: options.config, mailer: options.mailer }));
    api.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    api.get('/api/health', { schema: { hide: true } }, async () => {
      await options.db.selectFrom('category').select('id').limit(1).execute();
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

  await app.register(async (pages) => {
    applyLoadProtection(pages, protection, (_request, reply, retryAfterSeconds) =>
      reply.status(429).type('text/html; charset=utf-8').send(budgetExceededPage(retryAfterSeconds)),
    );
    registerSitemap(pages, options.db, options.config.publicOrigin);
    acceptPageFormBodies(pages);
    if (options.pages) registerPages(pages, options.pages, services);
  });

  app.get('/demo-media/:name', { schema: { hide: true } }, async (request, reply) => {
    const svg = renderDemoImage((request.params as { name: string }).name);
    if (svg === null) return reply.status(404).send('Not found');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });

  if (options.clientAssetsDir && fs.existsSync(options.clientAssetsDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.clientAssetsDir),
      wildcard: false,
      decorateReply: false,
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every file name under assets/, so they never change.
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  return app;
}
