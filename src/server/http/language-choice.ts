import type { FastifyInstance } from 'fastify';
import { isLanguage, LANGUAGE_COOKIE } from '../../shared/i18n/languages.ts';
import { isSiteLocalPath } from './page-paths.ts';

// GET /language/{lang}?next=/{lang}/...: the language selector's links. The visitor's choice is
// remembered (a cookie the unprefixed URLs follow) and the page is shown under its /{lang}/ prefix.
// Only an explicit choice is remembered: a page under a prefix, opened from a shared link or a
// search engine, sets nothing, so it is the same for every visitor and can be kept whole
// (page-cache.ts). `next` must be this site's page in that language; anything else goes to the
// language's home page, never elsewhere.
export function registerLanguageChoice(app: FastifyInstance): void {
  app.get('/language/:lang', { schema: { hide: true } }, async (request, reply) => {
    const { lang } = request.params as { lang: string };
    if (!isLanguage(lang)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const next = (request.query as { next?: unknown }).next;
    const target =
      typeof next === 'string' &&
      isSiteLocalPath(next) &&
      !next.includes('//') &&
      (next === `/${lang}` || next.startsWith(`/${lang}/`) || next.startsWith(`/${lang}?`))
        ? next
        : `/${lang}`;
    return reply
      .header('set-cookie', `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`)
      .header('cache-control', 'private, no-store')
      .redirect(target, 303);
  });
}
