import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymizeIp } from './anonymize-ip.ts';
import type { AppServices, PageLoadContext } from './services.ts';

// React Router renders pages from standard Fetch API requests; Fastify speaks Node's. This adapts one
// to the other, hands the shared services to loaders, and streams the response back.

export type PageRenderer = (request: Request, context: PageLoadContext) => Promise<Response>;

function toFetchRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(new URL(request.url, origin), {
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
    const nonce = (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script;
    const response = await render(toFetchRequest(request), {
      ...services,
      cspNonce: nonce,
      client: anonymizeIp(request.ip),
    });
    return sendFetchResponse(reply, response);
  };
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler, schema: { hide: true } });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler, schema: { hide: true } });
}
