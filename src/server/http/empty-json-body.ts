import type { FastifyInstance } from 'fastify';

// The spec's client posts clicks as "Content-Type: application/json" with no body at all, which
// Fastify's own JSON parser rejects. In the scope this is called on, an empty body is no body and
// anything else must still be valid JSON.
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
}
