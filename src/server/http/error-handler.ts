import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NotFoundError, ProductMovedError } from '../catalog/catalog.service.ts';
import { DatabaseBusyError } from '../db/busy.ts';

// Every error a route throws becomes one JSON body with a stable code: INVALID_REQUEST (400, the
// schema's messages), PRODUCT_MOVED (301 to the product a merged one became), NOT_FOUND, CATALOG_BUSY (503 while an import holds SQLite's write lock), a
// route's own 4xx, or INTERNAL (500, logged, with nothing of the cause in the answer).
export function answerErrorsAsJson(app: FastifyInstance): void {
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
    if (error instanceof ProductMovedError) {
      // The same call on the product it became (npm run match merged them).
      const location = request.url.replace(/\/api\/products\/[^/?]+/, `/api/products/${error.to.id_c10}`);
      return reply
        .status(301)
        .header('location', location)
        .send({ statusCode: 301, error: 'Moved Permanently', code: 'PRODUCT_MOVED', message: error.message });
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
}
