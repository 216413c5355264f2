import { performance as nodePerformance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type BackgroundWork, backgroundWork } from '../lib/background-work.ts';
import { type ClientKeys, clientKeysOf } from '../lib/client-keys.ts';

// Every client gets a share of the server's time, not just a number of requests: an outside attack
// run kept four expensive requests in flight from one address (24 in 30 s, far under the API's
// rate limit) and pushed everyone else's health checks to 13 s. A client address has a bucket of
// server milliseconds that refills at `sharePercent` % of one core, and its network (IPv4 /24,
// IPv6 /48) one that refills NETWORK_SHARE_FACTOR times faster: a rented range of addresses gets
// little more than one address, while the many shoppers of a carrier's shared addresses (CGNAT)
// are not held to one shopper's share. Each answered request costs its share of the server's time
// while it ran; a client whose address or network bucket is empty is answered 429 with
// Retry-After. Shoppers never notice (a page costs tens of milliseconds; the bucket holds a second
// or more); one client can no longer take the server from the others.
//
// A request's share of the server's time: Node runs one request's code at a time, so while n
// requests are running each gets about 1/n of the time the server is busy. The server's "virtual
// time" advances by the event loop's busy time divided by n, and a request costs the virtual time
// between its start and its end. Charging the wall-clock duration instead would bill every shopper
// for everyone else's requests when the server is busy (refusing them exactly when many people
// come at once), and bill a sign-up for the seconds it waited for an import's lock. The process's
// own work (reading its in-memory indexes, lib/background-work.ts) is no request's: its timed
// stretches are left out of the busy time, and while it waits for rows it counts as one more
// request running.

export const NETWORK_SHARE_FACTOR = 4;
// A bucket holds this many seconds of refill, so a burst of page views is never refused.
const BURST_SECONDS = 10;
const MAX_TRACKED_KEYS = 200_000;
// A refusal is sent after this long: a client that ignores Retry-After and asks again at once
// would otherwise have the server write thousands of 429s a second (measured: 1,900/s from one
// client, half a core). Waiting costs a timer, not CPU.
export const REFUSAL_DELAY_MS = 1_000;

type Bucket = { tokensMs: number; updatedAt: number };

// `ticket`: the virtual time the request started at, for finish().
export type BudgetVerdict =
  | { admitted: true; ticket: number }
  | { admitted: false; retryAfterSeconds: number };

// Buckets of server milliseconds by key, refilled at `refillPerMs`, holding BURST_SECONDS of it.
class Buckets {
  readonly #buckets = new Map<string, Bucket>();
  readonly #capacityMs: number;

  constructor(private readonly refillPerMs: number) {
    this.#capacityMs = refillPerMs * BURST_SECONDS * 1000;
  }

  // Seconds until the key's bucket holds time again; 0 when it does now.
  waitSeconds(key: string, now: number): number {
    const tokens = this.#refilled(key, now).tokensMs;
    return tokens > 0 ? 0 : Math.max(1, Math.ceil(-tokens / this.refillPerMs / 1000));
  }

  charge(key: string, now: number, costMs: number): void {
    this.#refilled(key, now).tokensMs -= costMs;
  }

  #refilled(key: string, now: number): Bucket {
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) {
      bucket = { tokensMs: this.#capacityMs, updatedAt: now };
    } else {
      bucket.tokensMs = Math.min(
        this.#capacityMs,
        bucket.tokensMs + (now - bucket.updatedAt) * this.refillPerMs,
      );
      bucket.updatedAt = now;
      // Most recently used last, so the oldest is forgotten first (a forgotten bucket was full or
      // nearly: it had hours to refill).
      this.#buckets.delete(key);
    }
    this.#buckets.set(key, bucket);
    if (this.#buckets.size > MAX_TRACKED_KEYS) {
      const oldest = this.#buckets.keys().next().value;
      if (oldest !== undefined) this.#buckets.delete(oldest);
    }
    return bucket;
  }
}

export class ClientBudget {
  readonly #addresses: Buckets;
  readonly #networks: Buckets;
  #running = 0;
  #virtualMs = 0;
  #busyAt: number;

  // `now` refills the buckets; `busyMs` is the event loop's total busy time (both in ms);
  // `background` the process's own work in it.
  constructor(
    sharePercent: number,
    private readonly now: () => number = performance.now.bind(performance),
    private readonly busyMs: () => number = () => nodePerformance.eventLoopUtilization().active,
    private readonly background: () => BackgroundWork = () => backgroundWork.reading(),
  ) {
    this.#addresses = new Buckets(sharePercent / 100);
    this.#networks = new Buckets((sharePercent / 100) * NETWORK_SHARE_FACTOR);
    this.#busyAt = this.busyMs() - this.background().busyMs;
  }

  #advanceVirtualTime(): number {
    const background = this.background();
    const busy = this.busyMs() - background.busyMs;
    // Never backwards: a background stretch may be counted before the event loop's own figure is.
    if (busy > this.#busyAt) {
      this.#virtualMs += (busy - this.#busyAt) / Math.max(1, this.#running + background.jobs);
      this.#busyAt = busy;
    }
    return this.#virtualMs;
  }

  // Counts the request as running when admitted; the caller reports its end with finish().
  admit(client: ClientKeys): BudgetVerdict {
    const now = this.now();
    const wait = Math.max(
      this.#addresses.waitSeconds(client.address, now),
      this.#networks.waitSeconds(client.network, now),
    );
    if (wait > 0) return { admitted: false, retryAfterSeconds: wait };
    const ticket = this.#advanceVirtualTime();
    this.#running++;
    return { admitted: true, ticket };
  }

  // Charges an admitted request when it has been answered (or the client went away).
  finish(client: ClientKeys, ticket: number): void {
    const cost = this.#advanceVirtualTime() - ticket;
    this.#running = Math.max(0, this.#running - 1);
    const now = this.now();
    this.#addresses.charge(client.address, now, cost);
    this.#networks.charge(client.network, now, cost);
  }
}

const ADMITTED = Symbol('client budget admission');
type BudgetedRequest = FastifyRequest & { [ADMITTED]?: { client: ClientKeys; ticket: number } };

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
    const client = clientKeysOf(request.ip);
    const verdict = budget.admit(client);
    if (!verdict.admitted) {
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_DELAY_MS));
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return refuse(request, reply, verdict.retryAfterSeconds);
    }
    (request as BudgetedRequest)[ADMITTED] = { client, ticket: verdict.ticket };
  });
  // A request is charged when it is answered, or when the client gave up.
  const settle = async (request: FastifyRequest) => {
    const admitted = (request as BudgetedRequest)[ADMITTED];
    if (admitted === undefined) return;
    (request as BudgetedRequest)[ADMITTED] = undefined;
    budget.finish(admitted.client, admitted.ticket);
  };
  scope.addHook('onResponse', settle);
  scope.addHook('onRequestAbort', settle);
}

export function budgetExceededMessage(retryAfterSeconds: number): string {
  return `You are asking more of the site than it can serve to one visitor; try again in ${retryAfterSeconds} s.`;
}
