import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startPostgresCluster } from '../../tests/support/postgres-cluster.ts';
import { generateBenchFeed } from './generate-feed.ts';
import { postgresCpuMs } from './postgres-cpu.ts';

// npm run bench:import [-- ROWS] [--without-gtin] [--postgres]
// Generates a ROWS-row feed (default 1,000,000), imports it into an empty SQLite database, then
// re-imports it the next day with 5 % of prices changed. A quarter-size import shows whether
// memory grows with the file. Set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL instead
// (and BENCH_DATABASE_URL_WITHOUT_MATCHING=postgres://... to an empty second database for the
// runs with matching skipped).
// --without-gtin: rows carry no EAN, so every new offer is matched against the catalog (issue 15);
// then a second shop's feed of the same products, titled its own way, is imported: each of its
// offers should join the first shop's product by its model number. With --without-gtin the first
// import and the second shop's are also run with matching skipped (BENCH_SKIP_MATCHING=1, into a
// database of their own), each right after the one with matching, and matching's cost an offer is
// printed: the difference of the two, over the rows. (Without matching the second shop's offers
// found 100,000 products of their own instead of joining the first shop's: the figure includes
// that difference, as the comparison with the build before matching always did.)
// --postgres: the same on a throwaway PostgreSQL server on loopback, started like the tests'
// (tests/support/postgres-cluster.ts) with 1 GB of shared buffers, with two empty databases (with
// and without matching).
// --statements (with --postgres): the server's statements that took longest in the first import,
// from pg_stat_statements (the profile of decision 025's additions).
// Each import also prints, stage by stage, how long the import's own thread was busy and (with
// --postgres) the server's CPU time: the two chains of work decision 025's limits are about.
const args = process.argv.slice(2);
const statements = args.includes('--statements');
const withoutGtin = args.includes('--without-gtin');
const rows = Number(args.find((arg) => !arg.startsWith('--')) ?? 1_000_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
// A server set up as for a catalog of this size (as bench:cluster's): the default 128 MB of
// shared buffers hold a fraction of a million-product catalog's indexes.
const cluster = args.includes('--postgres')
  ? await startPostgresCluster({
      settings: [
        'shared_buffers=1GB',
        'effective_cache_size=8GB',
        ...(statements
          ? ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all']
          : []),
      ],
    })
  : null;
if (cluster) {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.query('CREATE DATABASE bench_without_matching');
  await admin.end();
  const database = (name: string) => {
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    return url.toString();
  };
  process.env.BENCH_DATABASE_URL = database('bench');
  process.env.BENCH_DATABASE_URL_WITHOUT_MATCHING = database('bench_without_matching');
}
const databaseUrl = process.env.BENCH_DATABASE_URL;

type Result = {
  status: string;
  rowsRead: number;
  offersNew: number;
  productsNew: number;
  offersUpdated: number;
  offersUnchanged: number;
  rowsRecognised: number;
  durationMs: number;
  rowsPerSecond: number;
  peakRssMiB: number;
  message: string | null;
  stageMs: Record<string, number>;
  walCheckpointMs: number | null;
  cpuStageMs: Record<string, number>;
  mainThreadBusyStageMs: Record<string, number>;
  // --postgres: the CPU time the server used during the import, and in each of its stages.
  serverCpuMs?: number;
  serverCpuStageMs: Record<string, number> | null;
};

function runImport(url: string, feed: string, observedAt: string, skipMatching = false): Result {
  const serverCpuBefore = cluster ? postgresCpuMs(cluster.dataDir) : 0;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/import-once.ts', url, feed, observedAt],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_SKIP_MATCHING: skipMatching ? '1' : '0',
        ...(cluster ? { BENCH_POSTGRES_DATA_DIR: cluster.dataDir } : {}),
      },
    },
  );
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as Result;
  if (cluster) result.serverCpuMs = postgresCpuMs(cluster.dataDir) - serverCpuBefore;
  return result;
}

function line(label: string, result: Result): void {
  console.log(
    `${label.padEnd(34)} ${result.status.padEnd(8)} ${result.rowsRead.toLocaleString('en-US').padStart(10)} rows  ${(result.durationMs / 1000).toFixed(1).padStart(6)} s  ${result.rowsPerSecond.toLocaleString('en-US').padStart(8)} rows/s  peak RSS ${String(result.peakRssMiB).padStart(4)} MiB  (new ${result.offersNew}, new products ${result.productsNew}, updated ${result.offersUpdated}, unchanged ${result.offersUnchanged}, of which recognised unparsed ${result.rowsRecognised})`,
  );
  console.log(`${''.padEnd(34)} ${seconds(result.stageMs)}`);
  // SQLite copies the run's changes into the database file after the run (import-feed.ts,
  // checkpointAfterImport): the import's duration is until visitors see them, the figure with the
  // checkpoint is what back-to-back imports sustain.
  if (result.walCheckpointMs !== null) {
    const withCheckpoint = result.durationMs + result.walCheckpointMs;
    console.log(
      `${''.padEnd(34)} then the WAL checkpoint ${(result.walCheckpointMs / 1000).toFixed(1)} s: with it ${(withCheckpoint / 1000).toFixed(1)} s, ${Math.round((result.rowsRead * 1000) / withCheckpoint).toLocaleString('en-US')} rows/s`,
    );
  }
  const server =
    result.serverCpuMs === undefined
      ? ''
      : `; the PostgreSQL server ${(result.serverCpuMs / 1000).toFixed(1)} s`;
  console.log(`${''.padEnd(34)} CPU time: ${seconds(result.cpuStageMs)}${server}`);
  // The two chains of work that more cores would not shorten: the import's own thread, and the
  // server's one connection (the run is one transaction). Neither can take less than its sum.
  console.log(`${''.padEnd(34)} the import's thread busy: ${seconds(result.mainThreadBusyStageMs)}`);
  if (result.serverCpuStageMs)
    console.log(`${''.padEnd(34)} the server's CPU time: ${seconds(result.serverCpuStageMs)}`);
}

function seconds(stages: Record<string, number>): string {
  return Object.entries(stages)
    .map(([stage, ms]) => `${stage} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
}

// What matching added to an import: the rows stage (where offers are matched) and the whole run,
// against the same import with matching skipped.
// CPU time first: on a busy machine it is the steadier figure.
function matchingCost(label: string, withMatching: Result, without: Result): void {
  const perOffer = (ms: number) => ((ms * 1000) / withMatching.rowsRead).toFixed(1);
  const sum = (stages: Record<string, number>) => Object.values(stages).reduce((a, b) => a + b, 0);
  const cpuRows = (withMatching.cpuStageMs.rows ?? 0) - (without.cpuStageMs.rows ?? 0);
  const cpuWhole = sum(withMatching.cpuStageMs) - sum(without.cpuStageMs);
  const rowsStage = (withMatching.stageMs.rows ?? 0) - (without.stageMs.rows ?? 0);
  const whole = withMatching.durationMs - without.durationMs;
  console.log(
    `${label.padEnd(34)} matching's cost an offer: CPU ${perOffer(cpuRows)} µs in the rows stage (${perOffer(cpuWhole)} µs in the whole import); wall clock ${perOffer(rowsStage)} µs (${perOffer(whole)} µs)`,
  );
}

// Statements are counted from here; the schema is made first, by a run over an empty feed.
async function resetStatements(url: string): Promise<void> {
  const empty = path.join(dir, 'empty.csv');
  await generateBenchFeed(empty, 0);
  runImport(url, empty, '2026-10-31T06:00:00Z');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await client.query('SELECT pg_stat_statements_reset()');
  await client.end();
}

async function printStatements(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ seconds: string; calls: string; rows: string; text: string }>(
    `SELECT round(total_exec_time::numeric / 1000, 1) AS seconds, calls, rows,
            left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS text
       FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 20`,
  );
  await client.end();
  console.log(`${''.padEnd(34)} the server's longest statements (seconds, calls, rows):`);
  for (const row of rows)
    console.log(
      `${''.padEnd(34)} ${row.seconds.padStart(6)} ${row.calls.padStart(6)} ${row.rows.padStart(9)}  ${row.text}`,
    );
}

try {
  const full = path.join(dir, 'feed.csv');
  const changed = path.join(dir, 'feed-changed.csv');
  const quarter = path.join(dir, 'feed-quarter.csv');
  const secondShop = path.join(dir, 'feed-second-shop.csv');
  let started = Date.now();
  await generateBenchFeed(full, rows, { withoutGtin });
  await generateBenchFeed(changed, rows, { changedEvery: 20, withoutGtin });
  await generateBenchFeed(quarter, Math.round(rows / 4), { withoutGtin });
  if (withoutGtin) await generateBenchFeed(secondShop, rows, { withoutGtin, secondShop: true });
  console.log(
    `generated ${rows.toLocaleString('en-US')}-row feeds${withoutGtin ? ' without GTINs' : ''} (${(fs.statSync(full).size / 2 ** 20).toFixed(0)} MiB each) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; database: ${databaseUrl ? 'PostgreSQL' : 'SQLite (file in tmp)'}\n`,
  );

  const url = databaseUrl ?? `sqlite:${path.join(dir, 'bench.sqlite')}`;
  // The same imports with matching skipped, into a database of their own (--without-gtin only).
  const urlWithout = databaseUrl
    ? process.env.BENCH_DATABASE_URL_WITHOUT_MATCHING
    : `sqlite:${path.join(dir, 'without-matching.sqlite')}`;
  started = Date.now();
  if (statements && databaseUrl) await resetStatements(databaseUrl);
  const first = runImport(url, full, '2026-11-01T06:00:00Z');
  line('first import, empty database', first);
  if (statements && databaseUrl) await printStatements(databaseUrl);
  const firstWithout =
    withoutGtin && urlWithout ? runImport(urlWithout, full, '2026-11-01T06:00:00Z', true) : null;
  if (firstWithout) line('  the same, matching skipped', firstWithout);
  line('re-import, 5 % of prices changed', runImport(url, changed, '2026-11-02T06:00:00Z'));
  if (withoutGtin) {
    const second = runImport(url, secondShop, '2026-11-02T07:00:00Z');
    line('second shop, same products', second);
    if (firstWithout) {
      const secondWithout = runImport(urlWithout!, secondShop, '2026-11-02T07:00:00Z', true);
      line('  the same, matching skipped', secondWithout);
      console.log('');
      matchingCost('first import, empty database', first, firstWithout);
      matchingCost('second shop, same products', second, secondWithout);
    }
  }
  if (!databaseUrl) {
    line(
      'quarter-size import, empty database',
      runImport(`sqlite:${path.join(dir, 'quarter.sqlite')}`, quarter, '2026-11-01T06:00:00Z'),
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
  await cluster?.stop();
}
