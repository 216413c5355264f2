import { performance } from 'node:perf_hooks';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { importFeed } from '../../src/server/ingest/import-feed.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { postgresCpuMs } from './postgres-cpu.ts';

// One import in its own process, so peak memory (maxRSS) belongs to that import alone.
// Usage: tsx scripts/bench/import-once.ts DATABASE_URL FEED OBSERVED_AT
const [databaseUrl, feed, observedAt] = process.argv.slice(2);
const db = openDatabase(parseDatabaseUrl(databaseUrl), { maxConnections: 2 });
await prepareDatabase(db);
const rssBefore = process.memoryUsage().rss;
// CPU time of each stage (user + system, this process): on a busy machine it varies far less than
// the wall-clock time, which counts the time other processes had the CPU.
const cpuStageMs: Record<string, number> = {};
// The import's own thread, busy (not waiting on the database, the record-cutting thread or the
// file): one of the two chains of work a first load cannot spread over more cores, the other being
// the server's one connection (serverCpuStageMs).
const mainThreadBusyStageMs: Record<string, number> = {};
// BENCH_POSTGRES_DATA_DIR (bench:import --postgres): the server's CPU time in each stage.
const serverDataDir = process.env.BENCH_POSTGRES_DATA_DIR;
const serverCpuStageMs: Record<string, number> = {};
let stage = 'rows';
let cpuAtStage = process.cpuUsage();
let loopAtStage = performance.eventLoopUtilization();
let serverCpuAtStage = serverDataDir ? postgresCpuMs(serverDataDir) : 0;
const add = (stages: Record<string, number>, ms: number) => {
  stages[stage] = (stages[stage] ?? 0) + Math.round(ms);
};
const closeStage = () => {
  const used = process.cpuUsage(cpuAtStage);
  add(cpuStageMs, (used.user + used.system) / 1000);
  cpuAtStage = process.cpuUsage();
  add(mainThreadBusyStageMs, performance.eventLoopUtilization(loopAtStage).active);
  loopAtStage = performance.eventLoopUtilization();
  if (serverDataDir) {
    const serverCpu = postgresCpuMs(serverDataDir);
    add(serverCpuStageMs, serverCpu - serverCpuAtStage);
    serverCpuAtStage = serverCpu;
  }
};
// BENCH_SKIP_MATCHING=1: new offers are not matched (ImportOptions.skipMatching), so that
// bench:import can tell what matching costs.
const report = await importFeed(db, feed!, {
  observedAt: new Date(observedAt!),
  skipMatching: process.env.BENCH_SKIP_MATCHING === '1',
  onProgress: (progress) => {
    if (progress.stage === stage) return;
    closeStage();
    stage = progress.stage;
  },
});
// The last stage's CPU time includes what importFeed does after the run (its report, SQLite's
// checkpoint).
closeStage();
await db.destroy();
const result = {
  status: report.status,
  message: report.message,
  rowsRead: report.rowsRead,
  offersNew: report.offersNew,
  productsNew: report.productsNew,
  offersUpdated: report.offersUpdated,
  offersUnchanged: report.offersUnchanged,
  rowsRecognised: report.rowsRecognised,
  durationMs: report.durationMs,
  rowsPerSecond: report.rowsPerSecond,
  rssBeforeMiB: Math.round(rssBefore / 2 ** 20),
  peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  stageMs: report.stageMs,
  walCheckpointMs: report.walCheckpointMs,
  cpuStageMs,
  mainThreadBusyStageMs,
  serverCpuStageMs: serverDataDir ? serverCpuStageMs : null,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
