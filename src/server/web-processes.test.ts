import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../tests/support/each-dialect.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { importSearchCatalog } from '../../tests/support/search-catalog.fixture.ts';
import { ALERT_REQUESTS_PER_HOUR } from './api/alerts/alerts.routes.ts';
import { API_REQUESTS_PER_MINUTE } from './api/api-routes.ts';
import { MAX_WAITING } from './http/one-at-a-time.ts';

// Several web processes on one database count a client once and rate-limit it once
// (db/client-windows.ts): two separate server processes, then WEB_CONCURRENCY=2 on one port.
// Clients are told apart by X-Forwarded-For, as behind the operator's proxy (TRUST_PROXY).

type Server = { process: ChildProcess; url: string; output: () => string };

const running: Server[] = [];

async function startSite(databaseUrl: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'web-processes-mail-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/api-server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      FEED_SCHEDULER: 'off',
      FEEDS_FILE: path.join(outbox, 'no-feeds.json'),
      MAIL_OUTBOX_DIR: outbox,
      TRUST_PROXY: 'loopback',
      CLIENT_TIME_SHARE: '100',
      LOG_LEVEL: 'info',
      AI_BASE_URL: '',
      AI_MODEL: '',
      AI_API_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const server = { process: child, url: `http://127.0.0.1:${port}`, output: () => output };
  running.push(server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${server.url}/api/health`, { headers: client('127.0.0.99') })).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

function client(address: string): Record<string, string> {
  return { 'x-forwarded-for': address };
}

// One GET on a connection of its own, sent exactly once.
function getOnce(url: string, headers: Record<string, string>): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(new Response(null, { status: answer.statusCode ?? 0 })));
    });
    request.on('error', reject);
  });
}

async function post(url: string, address: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { ...client(address), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

// Sends `count` requests, a few at a time, and gives back their statuses in order. No more at once
// than one process lets a client queue (one-at-a-time.ts): the processes of WEB_CONCURRENCY do not
// share connections out evenly, and one process may receive a whole batch.
async function statuses(count: number, request: (index: number) => Promise<Response>): Promise<number[]> {
  const result: number[] = [];
  for (let start = 0; start < count; start += MAX_WAITING) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(MAX_WAITING, count - start) }, async (_, offset) => {
        const response = await request(start + offset);
        await response.arrayBuffer();
        return response.status;
      }),
    );
    result.push(...batch);
  }
  return result;
}

afterEach(async () => {
  for (const server of running.splice(0)) await stop(server);
});

describeEachDialect('several web processes on one database', (context) => {
  it('count a client once and rate-limit it once, whichever process serves it', async () => {
    const { db, config } = context();
    await importSearchCatalog(db);
    const product = await db
      .selectFrom('product')
      .select(['id', 'id_c10'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [a, b] = await Promise.all([startSite(config.url), startSite(config.url)]);

    // A product click: counted by the first process, a repeat for the second (and back again).
    const click = async (server: Server, address: string) =>
      (await (await post(`${server.url}/api/products/${product.id_c10}/click`, address, {})).json()) as {
        recorded: boolean;
      };
    expect(await click(a, '198.51.100.7')).toEqual({ recorded: true });
    expect(await click(b, '198.51.100.7')).toEqual({ recorded: false });
    expect(await click(a, '198.51.100.8')).toEqual({ recorded: false });
    expect(await click(b, '203.0.113.5')).toEqual({ recorded: true });

    // Popular searches: three networks search "portatil" on both processes; each counts once.
    for (const address of ['192.0.2.10', '192.0.3.10', '192.0.4.10'])
      for (const server of [a, b, a])
        expect(
          (await fetch(`${server.url}/api/search?q=portatil`, { headers: client(address) })).status,
        ).toBe(200);

    // The API's limit, once across both: its last request in the minute is the limit-th.
    const api = await statuses(API_REQUESTS_PER_MINUTE + 2, (index) =>
      fetch(`${(index % 2 ? b : a).url}/api/categories`, { headers: client('100.64.1.1') }),
    );
    expect(api.filter((status) => status === 200)).toHaveLength(API_REQUESTS_PER_MINUTE);
    expect(api.filter((status) => status === 429)).toHaveLength(2);
    // Another network is not held back by it.
    expect((await fetch(`${b.url}/api/categories`, { headers: client('100.64.2.1') })).status).toBe(200);

    // Alert sign-ups from one network, half on each process.
    const signups = await statuses(ALERT_REQUESTS_PER_HOUR + 1, (index) =>
      post(`${(index % 2 ? b : a).url}/api/alerts/subscribe`, '100.65.1.1', {
        email: `shopper${index}@example.com`,
        language: 'es',
        consent: true,
      }),
    );
    expect(signups.filter((status) => status === 202)).toHaveLength(ALERT_REQUESTS_PER_HOUR);
    expect(signups.filter((status) => status === 429)).toHaveLength(1);

    // Stopping writes what each process counted.
    await Promise.all([stop(a), stop(b)]);
    const clicks = await db
      .selectFrom('product')
      .select('click_count')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(clicks.click_count).toBe(2);
    const searched = await db
      .selectFrom('search_query_day')
      .innerJoin('search_query', 'search_query.id', 'search_query_day.query_id')
      .select(['search_query_day.searches'])
      .where('search_query.query_key', '=', 'portatil')
      .execute();
    expect(searched.map((row) => row.searches)).toEqual([3]);
  });

  it('WEB_CONCURRENCY=2 serves one port from two processes, starts a new one when one dies, and stops them all', async () => {
    const { config } = context();
    const site = await startSite(config.url, { WEB_CONCURRENCY: '2' });
    const webProcesses = () =>
      execFileSync('ps', ['-o', 'pid=,stat=', '--ppid', String(site.process.pid)], { encoding: 'utf8' })
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        // A process that has ended but is not yet reaped is listed too (state Z).
        .filter(([pid, state]) => Number(pid) > 0 && !state?.startsWith('Z'))
        .map(([pid]) => Number(pid));
    await expect.poll(() => site.output(), { timeout: 30_000 }).toContain('(2 web processes)');
    const first = webProcesses();
    expect(first, site.output()).toHaveLength(2);

    // One limit for the client however the connections are shared out between the two.
    // A new connection each (the first process hands each to one of the two in turn), and never
    // sent twice (fetch sends an idempotent request again when a connection drops before it answers).
    const api = await statuses(API_REQUESTS_PER_MINUTE + 1, () =>
      getOnce(`${site.url}/api/categories`, client('100.66.1.1')),
    );
    expect(
      api.filter((status) => status === 200),
      site.output(),
    ).toHaveLength(API_REQUESTS_PER_MINUTE);
    expect(api.filter((status) => status === 429)).toHaveLength(1);
    // /metrics, whichever process answers, sums every process's figures.
    for (let ask = 0; ask < 2; ask++) {
      const metrics = await (await fetch(`${site.url}/metrics`, { headers: { connection: 'close' } })).text();
      expect(metrics).toMatch(
        new RegExp(
          `precioclaro_http_requests_total\\{route="/api/categories",method="GET",status="200"\\} ${API_REQUESTS_PER_MINUTE}\n`,
        ),
      );
    }

    process.kill(first[0]!, 'SIGKILL');
    await expect
      .poll(() => webProcesses().filter((pid) => pid !== first[0]), { timeout: 20_000 })
      .toHaveLength(2);
    expect((await fetch(`${site.url}/api/categories`, { headers: client('100.66.2.1') })).status).toBe(200);

    const remaining = webProcesses();
    await stop(site);
    for (const pid of remaining) expect(() => process.kill(pid, 0)).toThrow();
  });
});
