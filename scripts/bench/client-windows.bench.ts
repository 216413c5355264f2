import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { type ClientWindows, openClientWindows } from '../../src/server/db/client-windows.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { startPostgresCluster } from '../../tests/support/postgres-cluster.ts';

// npm run bench:client-windows
// What the shared per-client counters (db/client-windows.ts) cost each request that uses them (every
// API request counts towards the rate limit): one hit, timed one at a time and 16 at once (requests
// of one process in flight together), on SQLite (the counters' own file) and on a throwaway
// PostgreSQL server on loopback. Keys are spread over 20,000 client networks, as many shoppers.

const HITS = 20_000;
const NETWORKS = 20_000;

function key(index: number): string {
  return `rate|all|10.${(index % NETWORKS) >> 8}.${index % 256}.0`;
}

async function timeHits(
  windows: ClientWindows,
  concurrency: number,
): Promise<{ perHitUs: number; p99Ms: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < HITS) {
        const index = next++;
        const at = performance.now();
        await windows.hit(key(index), 60_000);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { perHitUs: (elapsed * 1000) / HITS, p99Ms: latencies[Math.floor(latencies.length * 0.99)]! };
}

async function measure(label: string, url: string): Promise<void> {
  const db = openDatabase(parseDatabaseUrl(url), { maxConnections: 10 });
  await prepareDatabase(db);
  const windows = openClientWindows(db);
  try {
    await timeHits(windows, 1); // warm-up: every key written once
    for (const concurrency of [1, 16]) {
      const { perHitUs, p99Ms } = await timeHits(windows, concurrency);
      console.log(
        `${label.padEnd(10)} ${String(concurrency).padStart(2)} at once: ${perHitUs.toFixed(1).padStart(6)} µs a hit (throughput), p99 ${p99Ms.toFixed(2)} ms`,
      );
    }
  } finally {
    await windows.close();
    await db.destroy();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-client-windows-'));
const cluster = await startPostgresCluster();
try {
  console.log(
    `${HITS.toLocaleString('en-US')} hits over ${NETWORKS.toLocaleString('en-US')} networks, after a first pass that writes them all`,
  );
  await measure('SQLite', `sqlite:${path.join(dir, 'catalog.sqlite')}`);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/bench';
  await measure('PostgreSQL', url.toString());
} finally {
  await cluster.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
