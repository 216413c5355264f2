import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyClientBudget, ClientBudget, MAX_IN_FLIGHT } from './client-budget.ts';

describe('ClientBudget', () => {
  it('refuses a network that used its share of time until enough has refilled, and no other', () => {
    let now = 0;
    // 20 % of a core: a bucket of 2,000 ms refilling 200 ms a second.
    const budget = new ClientBudget(20, () => now);
    for (let request = 0; request < 4; request++) {
      expect(budget.admit('203.0.113.0')).toEqual({ admitted: true });
      budget.finish('203.0.113.0', 600);
    }
    // 2,400 ms spent of 2,000: 400 ms in debt, two seconds of refill.
    expect(budget.admit('203.0.113.0')).toEqual({ admitted: false, retryAfterSeconds: 2 });
    expect(budget.admit('198.51.100.0')).toEqual({ admitted: true });
    now += 1_000;
    expect(budget.admit('203.0.113.0')).toMatchObject({ admitted: false });
    now += 1_100;
    expect(budget.admit('203.0.113.0')).toEqual({ admitted: true });
  });

  it('lets a network have only a few requests running at once', () => {
    const budget = new ClientBudget(20, () => 0);
    for (let request = 0; request < MAX_IN_FLIGHT; request++)
      expect(budget.admit('n')).toEqual({ admitted: true });
    expect(budget.admit('n')).toEqual({ admitted: false, retryAfterSeconds: 1 });
    budget.finish('n', 1);
    expect(budget.admit('n')).toEqual({ admitted: true });
  });
});

describe('applyClientBudget', () => {
  it('answers 429 with Retry-After to a network whose slow requests used its share, and serves others', async () => {
    const app = Fastify({ trustProxy: true });
    const budget = new ClientBudget(10);
    await app.register(async (scope) => {
      applyClientBudget(
        scope,
        budget,
        (_request, reply) => reply.status(429).send({ refused: true }),
        new Set(['/health']),
      );
      scope.get('/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { ok: true };
      });
      scope.get('/health', async () => ({ ok: true }));
    });
    const from = (ip: string, url: string) => app.inject({ url, headers: { 'x-forwarded-for': ip } });
    // 10 % of a core: a 1,000 ms bucket; three 400 ms answers empty it.
    const first = await Promise.all([1, 2, 3].map((host) => from(`203.0.113.${host}`, '/slow')));
    expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const refused = await from('203.0.113.9', '/slow');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await from('198.51.100.1', '/slow')).statusCode).toBe(200);
    // The health check is never budgeted.
    expect((await from('203.0.113.9', '/health')).statusCode).toBe(200);
    await app.close();
  });
});
