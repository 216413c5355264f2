import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSearchPageParams, searchQueryOfPage } from '../../shared/contracts/search.ts';
import { readCookie } from '../../shared/cookies.ts';
import { detectLanguage, isLanguage, LANGUAGE_COOKIE } from '../../shared/i18n/languages.ts';
import { anonymizeIp } from '../lib/anonymize-ip.ts';
import { type CachedPage, type ContentEncoding, PAGE_MAX_AGE_MS, type PageCache } from './page-cache.ts';
import { isSiteLocalPath, judgePagePath } from './page-paths.ts';
import { inlineScriptHashes } from './page-scripts.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';
import type { AppServices, PageLoadContext } from './services.ts';

// React Router renders pages from standard Fetch API requests; Fastify speaks Node's. This adapts one
// to the other and hands the shared services to loaders. Pages are read whole (they are small, and
// every loader has its data before the first byte anyway): that gives each page its ETag and a
// Content-Security-Policy naming its inline scripts' hashes, and lets an anonymous page be kept in
// the page cache (page-cache.ts) for the next visitor who asks for the same URL in the same language.

export type PageRenderer = (request: Request, context: PageLoadContext) => Promise<Response>;

// A path that only the catch-all route matches: malformed paths are rendered as the site's 404 page.
const NOT_FOUND_PATH = '/404/not-found';

// Pages that depend on the visitor (tokens in e-mail links, form results) are never kept.
const VISITOR_PATHS = /^(?:\/[a-z]{2})?\/alerts\//;
const SEARCH_PAGE = /^(?:\/[a-z]{2})?\/search(?:\.data)?$/;

// Proxies and CDNs may keep a page for a minute and serve it stale for five while they ask again;
// browsers ask every time (and get a 304 when nothing changed).
const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_MAX_AGE_MS / 1000}, stale-while-revalidate=300`;

type Page = Omit<CachedPage, 'storedAt'>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// As @fastify/compress does for the API (app.ts): quality 11 costs tens of ms a page, 5 is nearly as small.
const COMPRESS: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzip(body),
};

// The encoding to answer with: brotli, else gzip, when the browser accepts it (q=0 refuses).
function acceptedEncoding(header: string | undefined): ContentEncoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0+)?\s*$/.test(quality ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

// Compressed in the thread pool, off the event loop: a kept page in both encodings (each later
// visitor gets one as it is), any other page in the one this visitor takes.
async function encodePage(page: Page, encodings: readonly ContentEncoding[]): Promise<void> {
  const type = page.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  if (page.body.length < 1024 || !/^text\/|json|javascript/.test(type)) return;
  await Promise.all(
    encodings.map(async (encoding) => {
      page.encoded[encoding] = await COMPRESS[encoding](page.body);
    }),
  );
}

function toFetchRequest(request: FastifyRequest, path: string): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  // Concatenated, not resolved: new URL('//host/x', origin) would be a URL on another host.
  return new Request(new URL(`${origin}${path}`), {
    method: request.method,
    headers,
    body: hasBody
      ? typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body)
      : undefined,
  });
}

// The /{lang}/ prefix fixes a page's language; without one the remembered choice or the browser's
// languages decide, as the root loader does (so those answers vary with the cookie and the header).
function languagePrefixOf(path: string): string | null {
  const first = /^\/([a-z]{2})(?=[/.?]|$)/.exec(path)?.[1];
  return first !== undefined && isLanguage(first) ? first : null;
}

function cacheKeyOf(request: FastifyRequest, path: string, generation: number): string {
  const language =
    languagePrefixOf(path) ??
    detectLanguage(readCookie(request.headers.cookie, LANGUAGE_COOKIE), request.headers['accept-language']);
  return `${language}\u001f${generation}\u001f${path}`;
}

function isKeepable(request: FastifyRequest, path: string): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !VISITOR_PATHS.test(path);
}

async function readResponse(response: Response): Promise<Page & { cookies: string[] }> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  const headers: Array<[string, string]> = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) {
    headers.push([
      'content-security-policy',
      pageContentSecurityPolicy(inlineScriptHashes(body.toString('utf8'))),
    ]);
  }
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return {
    status: response.status,
    headers,
    body,
    encoded: {},
    etag,
    cookies: response.headers.getSetCookie(),
  };
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
  sharing: { cache: 'HIT' | 'MISS' | 'BYPASS'; cacheControl: string; varies: boolean },
): FastifyReply {
  reply
    .header('cache-control', sharing.cacheControl)
    .header('x-page-cache', sharing.cache)
    .header('etag', page.etag);
  reply.header('vary', sharing.varies ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const encoded = encoding === null ? undefined : page.encoded[encoding];
  // Sent as it was compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  if (encoded) reply.header('content-encoding', encoding!);
  return request.method === 'HEAD' ? reply.send() : reply.send(encoded ?? page.body);
}

export function registerPages(
  app: FastifyInstance,
  render: PageRenderer,
  services: AppServices,
  cache: PageCache,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = judgePagePath(request.url);
    if (verdict.kind === 'redirect') return reply.redirect(verdict.location, 301);
    const path = verdict.kind === 'render' ? request.url : NOT_FOUND_PATH;
    const client = anonymizeIp(request.ip);
    const keepable = isKeepable(request, path);
    const key =
      keepable && cache.enabled ? cacheKeyOf(request, path, await services.catalog.generation()) : null;
    const varies = languagePrefixOf(path) === null;

    const hit = key === null ? undefined : cache.get(key);
    if (hit) {
      // The loader that counts a search as visited did not run: count it here.
      const pathname = path.split('?')[0]!;
      if (SEARCH_PAGE.test(pathname)) {
        const query = searchQueryOfPage(readSearchPageParams(new URL(path, 'http://site').searchParams));
        if (query) await services.search.recordSearchVisit({ ...query, client });
      }
      return sendPage(request, reply, hit, { cache: 'HIT', cacheControl: SHARED_CACHE_CONTROL, varies });
    }

    const response = await render(toFetchRequest(request, path), { ...services, client });
    const location = response.headers.get('location');
    if (location !== null && !isSiteLocalPath(location)) {
      // Every redirect a page makes stays on this site; anything else is a bug to hear about, not to follow.
      reply.log.error({ status: response.status }, 'page redirect off the site refused');
      return reply.status(500).type('text/plain; charset=utf-8').send('Internal Server Error');
    }
    const page = await readResponse(response);
    if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
    const shareable = page.status === 200 && page.cookies.length === 0 && keepable;
    const kept = shareable && key !== null && request.method === 'GET';
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    await encodePage(page, kept ? ['br', 'gzip'] : encoding ? [encoding] : []);
    if (kept) cache.set(key, page);
    return sendPage(request, reply, page, {
      cache: key === null ? 'BYPASS' : 'MISS',
      cacheControl: shareable ? SHARED_CACHE_CONTROL : 'private, no-cache',
      varies,
    });
  };
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler, schema: { hide: true } });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler, schema: { hide: true } });
}
