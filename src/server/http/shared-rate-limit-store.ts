import type { ClientWindows } from '../db/client-windows.ts';

// A store for @fastify/rate-limit that keeps its counts in the windows every web process shares
// (db/client-windows.ts), instead of the plugin's default, one process's memory: with two
// processes a client would otherwise get twice the limit. Each route with a limit of its own (the
// alert sign-ups) counts apart from the API's general limit, as the plugin's own stores do.

type RateLimitResult = { current: number; ttl: number };
type Callback = (error: Error | null, result?: RateLimitResult) => void;
// What the plugin hands child(): the route's limit, with the route itself as routeInfo (its type
// declarations say otherwise).
type RouteLimit = { routeInfo?: { method?: string; url?: string } };

export function sharedRateLimitStore(windows: ClientWindows) {
  return class SharedRateLimitStore {
    readonly #scope: string;

    constructor(_globalOptions?: unknown, scope = 'all') {
      this.#scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      windows.hit(`rate|${this.#scope}|${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): SharedRateLimitStore {
      const route = (routeOptions as RouteLimit).routeInfo ?? {};
      return new SharedRateLimitStore(undefined, `${route.method ?? ''} ${route.url ?? ''}`);
    }
  };
}
