import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyClientBudget, ClientBudget } from './client-budget.ts';
import { applyOneAtATime, OneAtATime } from './one-at-a-time.ts';

// What keeps one client from slowing the server down for everyone else: its requests wait for
// each other (one-at-a-time.ts) and together get a share of the server's time (client-budget.ts).
// Pages and the API share both, so a client cannot take the API's share and the pages' too.

export type LoadProtection = { line: OneAtATime; budget: ClientBudget };

export function createLoadProtection(sharePercent: number): LoadProtection {
  return { line: new OneAtATime(), budget: new ClientBudget(sharePercent) };
}

export type RefuseClient = (
  request: FastifyRequest,
  reply: FastifyReply,
  retryAfterSeconds: number,
) => FastifyReply;

// For the routes of `scope` but the `exempt` URLs. In line first, so the time a request waits for
// its client's earlier ones is neither charged nor counted as running.
export function applyLoadProtection(
  scope: FastifyInstance,
  protection: LoadProtection,
  refuse: RefuseClient,
  exempt: ReadonlySet<string> = new Set(),
): void {
  applyOneAtATime(scope, protection.line, (request, reply) => refuse(request, reply, 1), exempt);
  applyClientBudget(scope, protection.budget, refuse, exempt);
}
