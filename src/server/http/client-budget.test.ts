import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { BackgroundMeter } from '../lib/background-work.ts';
import { clientKeysOf } from '../lib/client-keys.ts';
import { applyClientBudget, ClientBudget, NETWORK_SHARE_FACTOR } from './client-budget.ts';

// A budget on a clock the test moves; the server counts as busy all the time.
function budgetAt(sharePercent: number) {
  const clock = { now: 0 };
  const budget = new ClientBudget(
    sharePercent,
    () => clock.now,
    () => clock.now,
  );
  // One request of `ms` of work from `ip`, alone on the server; false when refused.
  const run = (ip: string, ms: number) => {
    const verdict = budget.admit(clientKeysOf(ip));
    if (!verdict.admitted) return false;
    clock.now += ms;
    budget.finish(clientKeysOf(ip), verdict.ticket);
    return true;
  };
  return { budget, clock, run };
}

describe('ClientBudget', () => {
  it('refuses an address that used its share of time until enough has refilled, and no other', () => {
    // 20 % of a core: a bucket of 2,000 ms refilling 200 ms a second.
    const { budget, clock, run } = budgetAt(20);
    for (let request = 0; request < 4; request++) expect(run('203.0.113.7', 600)).toBe(true);
    // 2,400 ms spent (480 ms refilled meanwhile, more than the full bucket could hold).
    expect(budget.admit(clientKeysOf('203.0.113.7'))).toEqual({ admitted: false, retryAfterSeconds: 1 });
    expect(budget.admit(clientKeysOf('198.51.100.7'))).toMatchObject({ admitted: true });
    clock.now += 100;
    expect(run('203.0.113.7', 1)).toBe(false);
    clock.now += 200;
    expect(run('203.0.113.7', 1)).toBe(true);
  });

  it('gives a network (a rented /24, a carrier sharing addresses) a few addresses’ share, not more', () => {
    const { run } = budgetAt(10);
    // 10 %: 1,000 ms an address, 4,000 ms the /24. Each address spends its own bucket…
    let served = 0;
    for (let host = 1; host <= 10; host++) if (run(`203.0.113.${host}`, 1_000)) served++;
    // …until the network's bucket (4,000 ms, refilling 400 ms a second of the 1,000 ms requests)
    // is empty too: a few addresses' worth, far from ten.
    expect(served).toBeGreaterThan(NETWORK_SHARE_FACTOR);
    expect(served).toBeLessThan(8);
    expect(run('198.51.100.1', 500)).toBe(true);
    // IPv6: the /64 is one address, the /48 the network.
    expect(run('2001:db8:1:1::1', 1_000)).toBe(true);
    expect(run('2001:db8:1:1::2', 10)).toBe(false);
    expect(run('2001:db8:1:2::1', 10)).toBe(true);
  });

  it("does not charge a visitor for the process's own work, and shares what it cannot time", () => {
    const clock = { now: 0 };
    const background = new BackgroundMeter(() => clock.now);
    // The event loop is busy all the time; a timed background stretch moves the clock too.
    const budget = new ClientBudget(
      10,
      () => clock.now,
      () => clock.now,
      () => background.reading(),
    );
    const client = clientKeysOf('203.0.113.9');
    // 10 % of a core: a bucket of 1,000 ms. Pages of 100 ms while the process reads its indexes in
    // stretches of 900 ms: a hundred of them, far more than the bucket would pay for.
    for (let page = 0; page < 100; page++) {
      const verdict = budget.admit(client);
      expect(verdict, `page ${page}`).toMatchObject({ admitted: true });
      background.slice(() => {
        clock.now += 900;
      });
      clock.now += 100;
      budget.finish(client, (verdict as { ticket: number }).ticket);
    }
    // While a loader waits for rows it counts as one more request: the time nobody could time is
    // shared between it and the visitor, 600 ms of 1,200 each.
    let loaded!: () => void;
    const loading = background.job(() => new Promise<void>((resolve) => (loaded = resolve)));
    const before = budget.admit(client) as { ticket: number };
    clock.now += 1_200;
    budget.finish(client, before.ticket);
    loaded();
    return loading.then(() => {
      // The full bucket (1,000 ms) is 600 ms lighter: one more page passes, then the visitor waits.
      const next = budget.admit(client);
      expect(next).toMatchObject({ admitted: true });
      clock.now += 500;
      budget.finish(client, (next as { ticket: number }).ticket);
      expect(budget.admit(client)).toMatchObject({ admitted: false });
    });
  });

  it('charges requests that ran together their share of the time, not the whole of it', () => {
    const { budget, clock, run } = budgetAt(10);
    // Ten addresses' requests run together for 500 ms: each had a tenth of the server, 50 ms.
    const started = Array.from({ length: 10 }, (_, host) => {
      const client = clientKeysOf(`10.0.${host}.1`);
      return { client, ticket: (budget.admit(client) as { ticket: number }).ticket };
    });
    clock.now += 500;
    for (const { client, ticket } of started) budget.finish(client, ticket);
    // A bucket of 1,000 ms less 50: nineteen more such requests in a row still pass.
    for (let repeat = 0; repeat < 19; repeat++) expect(run('10.0.0.1', 50)).toBe(true);
  });
});

describe('applyClientBudget', () => {
  it('answers 429 with Retry-After to a client whose work used its share, and serves others', async () => {
    const app = Fastify({ trustProxy: true });
    const budget = new ClientBudget(10);
    await app.register(async (scope) => {
      applyClientBudget(
        scope,
        budget,
        (_request, reply) => reply.status(429).send({ refused: true }),
        new Set(['/health']),
      );
      // 400 ms of work (a wait would cost nothing: only the server's busy time is charged).
      scope.get('/slow', async () => {
        const until = performance.now() + 400;
        while (performance.now() < until);
        return { ok: true };
      });
      scope.get('/waits', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { ok: true };
      });
      scope.get('/health', async () => ({ ok: true }));
    });
    const from = (ip: string, url: string) => app.inject({ url, headers: { 'x-forwarded-for': ip } });
    // 10 % of a core: a 1,000 ms bucket; three 400 ms answers one after the other empty it.
    for (let request = 0; request < 3; request++)
      expect((await from('203.0.113.9', '/slow')).statusCode).toBe(200);
    const refused = await from('203.0.113.9', '/slow');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await from('198.51.100.1', '/slow')).statusCode).toBe(200);
    // Waiting (for a lock, a timer) is not work: another client waits for 4 s and is still served.
    for (let wait = 0; wait < 10; wait++) expect((await from('192.0.2.7', '/waits')).statusCode).toBe(200);
    // The health check is never budgeted.
    expect((await from('203.0.113.9', '/health')).statusCode).toBe(200);
    await app.close();
  });
});
