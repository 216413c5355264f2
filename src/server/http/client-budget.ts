import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymizeIp } from './anonymize-ip.ts';

// Every client network (IPv4 /24, IPv6 /48) gets a share of the server's time, not just a number of
// requests: an outside attack run kept four expensive requests in flight from one address (24 in
// 30 s, far under the API's rate limit) and pushed everyone else's health checks to 13 s. Each
// network has a bucket of server milliseconds that refills at `sharePercent` % of one core; each
// answered request costs the time it took; a network whose bucket is empty, or that already has
// MAX_IN_FLIGHT requests running, is answered 429 with Retry-After at once. Shoppers never notice
// (a page costs tens of milliseconds; the bucket holds seconds); one client can no longer take the
// server from the others.

// A browser opens up to six connections to a site; a few more leave room for a household behind one address.
export const MAX_IN_FLIGHT = 8;
// The bucket holds this many seconds of refill, so a burst of page views is never refused.
const BURST_SECONDS = 10;
const MAX_TRACKED_NETWORKS = 100_000;

type Bucket = { tokensMs: number; updatedAt: number; inFlight: number };

export type BudgetVerdict = { admitted: true } | { admitted: false; retryAfterSeconds: number };

export class ClientBudget {
  readonly #buckets = new Map<string, Bucket>();
  readonly #refillPerMs: number;
  readonly #capacityMs: number;

  constructor(
    sharePercent: number,
    private readonly now: () => number = performance.now.bind(performance),
  ) {
    this.#refillPerMs = sharePercent / 100;
    this.#capacityMs = this.#refillPerMs * BURST_SECONDS * 1000;
  }

  // Counts the request as running when admitted; the caller reports its cost with finish().
  admit(network: string): BudgetVerdict {
    const bucket = this.#refilled(network);
    if (bucket.inFlight >= MAX_IN_FLIGHT) return { admitted: false, retryAfterSeconds: 1 };
    if (bucket.tokensMs <= 0) {
      const seconds = Math.ceil(-bucket.tokensMs / this.#refillPerMs / 1000);
      return { admitted: false, retryAfterSeconds: Math.max(1, seconds) };
    }
    bucket.inFlight++;
    return { admitted: true };
  }

  finish(network: string, costMs: number): void {
    const bucket = this.#refilled(network);
    bucket.inFlight = Math.max(0, bucket.inFlight - 1);
    bucket.tokensMs -= costMs;
  }

  #refilled(network: string): Bucket {
    const now = this.now();
    let bucket = this.#buckets.get(network);
    if (bucket === undefined) {
      bucket = { tokensMs: this.#capacityMs, updatedAt: now, inFlight: 0 };
    } else {
      bucket.tokensMs = Math.min(
        this.#capacityMs,
        bucket.tokensMs + (now - bucket.updatedAt) * this.#refillPerMs,
      );
      bucket.updatedAt = now;
      // Most recently used last, so the oldest is forgotten first.
      this.#buckets.delete(network);
    }
    this.#buckets.set(network, bucket);
    if (this.#buckets.size > MAX_TRACKED_NETWORKS) {
      for (const [key, candidate] of this.#buckets) {
        if (candidate.inFlight > 0) continue;
        this.#buckets.delete(key);
        break;
      }
    }
    return bucket;
  }
}

const ADMITTED = Symbol('client budget admission');
type BudgetedRequest = FastifyRequest & { [ADMITTED]?: { network: string; startedAt: number } };

// Applies the budget to the routes of `scope` (an encapsulated plugin), except `exempt` URLs (the
// health check: monitoring must see the server as others do). `refuse` writes the 429 in the form
// the scope's clients read (JSON for the API, a page for browsers).
export function applyClientBudget(
  scope: FastifyInstance,
  budget: ClientBudget,
  refuse: (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) => FastifyReply,
  exempt: ReadonlySet<string> = new Set(),
): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (exempt.has(request.routeOptions.url ?? '')) return;
    const network = anonymizeIp(request.ip);
    const verdict = budget.admit(network);
    if (!verdict.admitted) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return refuse(request, reply, verdict.retryAfterSeconds);
    }
    (request as BudgetedRequest)[ADMITTED] = { network, startedAt: performance.now() };
  });
  // A request costs its time from admission until it is answered, or until the client gave up.
  const settle = async (request: FastifyRequest) => {
    const admitted = (request as BudgetedRequest)[ADMITTED];
    if (admitted === undefined) return;
    (request as BudgetedRequest)[ADMITTED] = undefined;
    budget.finish(admitted.network, performance.now() - admitted.startedAt);
  };
  scope.addHook('onResponse', settle);
  scope.addHook('onRequestAbort', settle);
}

export function budgetExceededMessage(retryAfterSeconds: number): string {
  return `Your network is asking more of the site than it can serve to one visitor; try again in ${retryAfterSeconds} s.`;
}
