import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymizeIp } from '../lib/anonymize-ip.ts';
import { isSiteLocalPath, judgePagePath } from './page-paths.ts';
import type { AppServices, PageLoadContext } from './services.ts';

// React Router renders pages from standard Fetch API requests; Fastify speaks Node's. This adapts one
// to the other, hands the shared services to loaders, and streams the response back.

export type PageRenderer = (request: Request, context: PageLoadContext) => Promise<Response>;

// A path that only the catch-all route matches: malformed paths are rendered as the site's 404 page.
const NOT_FOUND_PATH = '/404/not-found';

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

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  const location = response.headers.get('location');
  if (location !== null && !isSiteLocalPath(location)) {
    // Every redirect a page makes stays on this site; anything else is a bug to hear about, not to follow.
    reply.log.error({ status: response.status }, 'page redirect off the site refused');
    return reply.status(500).type('text/plain; charset=utf-8').send('Internal Server Error');
  }
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>));
}

export function registerPages(app: FastifyInstance, render: PageRenderer, services: AppServices): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = judgePagePath(request.url);
    if (verdict.kind === 'redirect') return reply.redirect(verdict.location, 301);
    const nonce = (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script;
    const path = verdict.kind === 'render' ? request.url : NOT_FOUND_PATH;
    const response = await render(toFetchRequest(request, path), {
      ...services,
      cspNonce: nonce,
      client: anonymizeIp(request.ip),
    });
    return sendFetchResponse(reply, response);
  };
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler, schema: { hide: true } });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler, schema: { hide: true } });
}
