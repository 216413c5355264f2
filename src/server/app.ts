import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerApi } from './api/api-routes.ts';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Db } from './db/database.ts';
import { renderDemoImage } from './demo/demo-images.ts';
import { budgetExceededMessage } from './http/client-budget.ts';
import { answerErrorsAsJson } from './http/error-handler.ts';
import { registerLanguageChoice } from './http/language-choice.ts';
import { applyLoadProtection, createLoadProtection } from './http/load-protection.ts';
import { registerMetrics } from './http/metrics.ts';
import { PageCache } from './http/page-cache.ts';
import { acceptPageFormBodies } from './http/page-form-bodies.ts';
import { type PageRenderer, registerPages } from './http/pages.ts';
import { contentSecurityPolicyHook, helmetOptions, sendPermissionsPolicy } from './http/security-headers.ts';
import { createServices } from './http/services.ts';
import { registerSitemap } from './http/sitemap.routes.ts';
import { anonymizeIp } from './lib/anonymize-ip.ts';
import type { Mailer } from './mail/mailer.ts';

// buildApp() assembles the one HTTP server: the JSON API under /api, the OpenAPI document, static
// assets, the demo images, and React Router's server-rendered pages for every other path. Tests
// drive it with inject() without opening a port.

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  // Catalog reads (DATABASE_READ_URL's replica, db/read-replica.ts); by default `db`.
  readDb?: Db;
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

  const services = createServices(options.db, options.config, {
    log: app.log,
    mailer: options.mailer,
    readDb: options.readDb,
  });
  app.addHook('onClose', async () => services.close());

  await registerPlugins(app, options);
  answerErrorsAsJson(app);

  // Pages change under `npm run dev` with every edit: there, every page is rendered afresh.
  const pageCache = new PageCache(options.dev ? 0 : options.config.pageCacheMb * 1024 * 1024);
  // Before every other route, so that its request counts see them all.
  registerMetrics(app, { db: options.db, services, pageCache, allow: options.config.metricsAllow });

  // Pages and the API share one line and one time budget per client; assets and the health check
  // have neither.
  const protection = createLoadProtection(options.config.clientTimeSharePercent);
  await registerApi(app, services, protection);
  await app.register(async (pages) => {
    applyLoadProtection(pages, protection, (_request, reply, retryAfterSeconds) =>
      reply.status(429).type('text/html; charset=utf-8').send(budgetExceededPage(retryAfterSeconds)),
    );
    registerSitemap(pages, services.catalog, options.config.publicOrigin);
    registerLanguageChoice(pages);
    acceptPageFormBodies(pages);
    if (options.pages) registerPages(pages, options.pages, services, pageCache);
  });
  await registerAssets(app, options.clientAssetsDir);
  return app;
}

// Security headers, compression and the OpenAPI document, for every route.
async function registerPlugins(app: FastifyInstance, options: BuildAppOptions): Promise<void> {
  await app.register(helmet, helmetOptions({ publicOrigin: options.config.publicOrigin }));
  app.addHook('onRequest', contentSecurityPolicyHook(options.dev ?? false));
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
}

// The demo catalog's images, and the built browser assets (absent in dev, where Vite serves them).
async function registerAssets(app: FastifyInstance, clientAssetsDir: string | undefined): Promise<void> {
  app.get('/demo-media/:name', { schema: { hide: true } }, async (request, reply) => {
    const svg = renderDemoImage((request.params as { name: string }).name);
    if (svg === null) return reply.status(404).send('Not found');
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });

  if (clientAssetsDir && fs.existsSync(clientAssetsDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(clientAssetsDir),
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
}
