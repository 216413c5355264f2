import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKeysOf } from '../lib/client-keys.ts';

// Each client address's requests (pages and API) are served one at a time, in order. Rendering a
// page is one stretch of 50-90 ms in which the server does nothing else; four pages asked for at
// once by one client queued four such stretches in front of everyone else's requests (health
// checks waited 250 ms behind them). Waiting in line costs the server nothing, a shopper's
// browser asks for little at once (a page, then a few API calls of a few milliseconds each), and a
// client that queues more than MAX_WAITING requests is refused (429).

export const MAX_WAITING = 16;

type Line = { busy: boolean; waiting: Array<() => void> };

export class OneAtATime {
  readonly #lines = new Map<string, Line>();

  // Resolves when it is this request's turn; false when the line is already too long.
  async enter(address: string): Promise<boolean> {
    const line = this.#lines.get(address);
    if (line === undefined) {
      this.#lines.set(address, { busy: true, waiting: [] });
      return true;
    }
    if (line.waiting.length >= MAX_WAITING) return false;
    await new Promise<void>((resolve) => line.waiting.push(resolve));
    return true;
  }

  leave(address: string): void {
    const line = this.#lines.get(address);
    if (line === undefined) return;
    const next = line.waiting.shift();
    if (next) next();
    else this.#lines.delete(address);
  }

  get addressesInLine(): number {
    return this.#lines.size;
  }
}

const IN_LINE = Symbol('request line address');
type LinedRequest = FastifyRequest & { [IN_LINE]?: string };

// Puts every request of `scope` but the `exempt` URLs through `line`; `refuse` answers a client
// whose line is full.
export function applyOneAtATime(
  scope: FastifyInstance,
  line: OneAtATime,
  refuse: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
  exempt: ReadonlySet<string> = new Set(),
): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (exempt.has(request.routeOptions.url ?? '')) return;
    const address = clientKeysOf(request.ip).address;
    if (!(await line.enter(address))) {
      reply.header('retry-after', '1');
      return refuse(request, reply);
    }
    // A client that gave up while waiting has no response to wait for: pass the turn on.
    if (request.raw.destroyed) {
      line.leave(address);
      return reply;
    }
    (request as LinedRequest)[IN_LINE] = address;
  });
  const leave = async (request: FastifyRequest) => {
    const address = (request as LinedRequest)[IN_LINE];
    if (address === undefined) return;
    (request as LinedRequest)[IN_LINE] = undefined;
    line.leave(address);
  };
  scope.addHook('onResponse', leave);
  scope.addHook('onRequestAbort', leave);
}
