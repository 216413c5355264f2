import type { FastifyInstance } from 'fastify';

// Pages take form posts made without JavaScript: the alert pages' buttons, and RFC 8058 one-click
// unsubscribe requests, which mail providers send form-encoded or as multipart/form-data. The body
// reaches React Router as it came (pages.ts passes a string body through), with its content type,
// for an action that wants it; Fastify would otherwise refuse both types with 415.
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export function acceptPageFormBodies(pages: FastifyInstance): void {
  pages.addContentTypeParser(FORM_CONTENT_TYPES, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
}
