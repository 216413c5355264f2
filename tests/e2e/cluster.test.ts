import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../support/feed-builder.ts';
import { runCli } from '../support/run-cli.ts';
import { launchBrowser } from './support/browser.ts';
import { openPage } from './support/open-page.ts';

// `npm run cluster` (docs/deploy.md): the several-machines topology on loopback, started from the
// repository as an operator would. A feed imported on the primary shows through nginx on both web
// processes, which read it from the replica; Ctrl-C stops every server it started.

const STARTED_WITHIN_MS = 240_000;

type Started = {
  script: ChildProcess;
  output: () => string;
  origin: string;
  primaryUrl: string;
  replicaUrl: string;
  web: string[];
};

function startClusterScript(): Promise<Started> {
  const script = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/cluster/start-cluster.ts', '--port', '0', '--no-demo', '--web', '2'],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not started in time:\n${output}`)), STARTED_WITHIN_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /site ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin === undefined) return;
      clearTimeout(timer);
      resolve({
        script,
        output: () => output,
        origin,
        primaryUrl: /DATABASE_URL=(\S+)/.exec(output)![1]!,
        replicaUrl: /DATABASE_READ_URL=(\S+)/.exec(output)![1]!,
        web: [...output.matchAll(/web process \d+ on (http:\/\/127\.0\.0\.1:\d+)/g)].map(
          (match) => match[1]!,
        ),
      });
    };
    script.stdout.on('data', read);
    script.stderr.on('data', read);
    script.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster script exited (${code}):\n${output}`));
    });
  });
}

async function requestsServed(webOrigin: string, route: string): Promise<number> {
  const text = await (await fetch(`${webOrigin}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`precioclaro_http_requests_total{route="${route}"`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('npm run cluster', () => {
  let cluster: Started;
  let browser: Browser;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-feed-'));

  beforeAll(async () => {
    cluster = await startClusterScript();
    browser = await launchBrowser();
  }, STARTED_WITHIN_MS + 30_000);

  afterAll(async () => {
    await browser?.close();
    if (cluster?.script.exitCode === null) cluster.script.kill('SIGKILL');
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('serves through nginx from two web processes that read an import on the primary from the replica', async () => {
    expect(cluster.web).toHaveLength(2);
    const health = await fetch(`${cluster.origin}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('server')).toMatch(/^nginx/);

    // An empty catalog until a feed is imported on the primary.
    const feed = path.join(scratch, 'cluster.csv');
    fs.writeFileSync(
      feed,
      buildFeed(STANDARD_COLUMNS, [
        offerRow({
          merchant_product_id: 'zenbook-cluster',
          product_name: 'ASUS Zenbook Clusterio 14 OLED',
          brand_name: 'ASUS',
          ean: ean13('471200000001'),
          search_price: '899.00',
          // No picture to fetch from outside (the browser has no network beyond loopback).
          merchant_image_url: '',
        }),
      ]),
    );
    const imported = await runCli('src/server/cli/import-feeds.ts', [feed], cluster.primaryUrl);
    expect(imported.code, imported.output).toBe(0);

    // The replica replays it and each web process reads it into its indexes within seconds.
    const search = async (origin: string) =>
      ((await (await fetch(`${origin}/api/search?q=clusterio`)).json()) as { total: number }).total;
    for (const origin of [cluster.origin, ...cluster.web])
      await expect.poll(() => search(origin), { timeout: 30_000 }).toBe(1);

    // nginx shares requests out between both web processes.
    const before = await Promise.all(cluster.web.map((origin) => requestsServed(origin, '/api/search')));
    for (let index = 0; index < 20; index++)
      expect((await fetch(`${cluster.origin}/api/search?q=clusterio`)).status).toBe(200);
    const after = await Promise.all(cluster.web.map((origin) => requestsServed(origin, '/api/search')));
    const served = after.map((count, index) => count - before[index]!);
    expect(served.reduce((sum, count) => sum + count, 0)).toBe(20);
    for (const count of served) expect(count).toBeGreaterThan(0);

    // The catalog reads come from the replica: the web processes hold connections to it.
    const replica = new pg.Client({ connectionString: cluster.replicaUrl });
    await replica.connect();
    try {
      const { rows } = await replica.query<{ recovering: boolean; connections: string }>(
        `SELECT pg_is_in_recovery() AS recovering, count(*) AS connections FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(rows[0]!.recovering).toBe(true);
      expect(Number(rows[0]!.connections)).toBeGreaterThan(0);
    } finally {
      await replica.end();
    }

    // A shopper's browser, through nginx.
    const { page, context, errors, status } = await openPage(browser, cluster.origin, '/search?q=clusterio', {
      width: 390,
      height: 844,
    });
    try {
      expect(status).toBe(200);
      await expect.poll(() => page.getByText('ASUS Zenbook Clusterio 14 OLED').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stops every server it started on Ctrl-C', async () => {
    const exited = new Promise<number | null>((resolve) => cluster.script.once('exit', resolve));
    cluster.script.kill('SIGINT');
    expect(await exited, cluster.output()).toBe(0);
    for (const origin of [cluster.origin, ...cluster.web])
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    const primary = new pg.Client({ connectionString: cluster.primaryUrl });
    await expect(primary.connect()).rejects.toThrow();
    // Its temp dir goes with it.
    const dir = /logs in (\S+)\/logs/.exec(cluster.output())![1]!;
    expect(fs.existsSync(dir)).toBe(false);
  });
});
