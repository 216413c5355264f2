import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { applyOneAtATime, MAX_WAITING, OneAtATime } from './one-at-a-time.ts';

describe('one request at a time per client address', () => {
  it("serves an address's requests one after the other, other addresses' alongside, and refuses a line too long", async () => {
    const app = Fastify({ trustProxy: true });
    const line = new OneAtATime();
    let running = 0;
    let mostRunning = 0;
    await app.register(async (scope) => {
      applyOneAtATime(scope, line, (_request, reply) => reply.status(429).send({ refused: true }));
      scope.get('/page', async () => {
        running++;
        mostRunning = Math.max(mostRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running--;
        return { ok: true };
      });
    });
    const from = (ip: string) => app.inject({ url: '/page', headers: { 'x-forwarded-for': ip } });

    // Four pages at once from one address (IPv6: one /64): all answered, never two together.
    for (const address of ['203.0.113.1', '2001:db8:0:1::1']) {
      mostRunning = 0;
      const answers = await Promise.all([1, 2, 3, 4].map(() => from(address)));
      expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(mostRunning).toBe(1);
    }
    mostRunning = 0;
    await Promise.all(['2001:db8:0:2::1', '2001:db8:0:2:ffff::9'].map(from));
    expect(mostRunning).toBe(1);

    // Four addresses at once, even of one /24, are served together.
    mostRunning = 0;
    await Promise.all(['203.0.113.1', '203.0.113.2', '198.51.100.1', '2001:db8::1'].map(from));
    expect(mostRunning).toBe(4);

    // A line longer than MAX_WAITING behind the page being rendered is refused at once.
    const flood = await Promise.all(Array.from({ length: MAX_WAITING + 3 }, () => from('203.0.113.9')));
    const statuses = flood.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_WAITING + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(line.addressesInLine).toBe(0);
    await app.close();
  });
});
