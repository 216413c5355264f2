import { parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { importFeed } from '../../src/server/ingest/import-feed.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';

// One import in its own process, so peak memory (maxRSS) belongs to that import alone.
// Usage: tsx scripts/bench/import-once.ts DATABASE_URL FEED OBSERVED_AT
const [databaseUrl, feed, observedAt] = process.argv.slice(2);
const db = openDatabase(parseDatabaseUrl(databaseUrl), { maxConnections: 2 });
await prepareDatabase(db);
const rssBefore = process.memoryUsage().rss;
// CPU time of each stage (user + system, this process): on a busy machine it varies far less than
// the wall-clock time, which counts the time other processes had the CPU.
const cpuStageMs: Record<string, number> = {};
let stage = 'rows';
let cpuAtStage = process.cpuUsage();
const closeStage = () => {
  const used = process.cpuUsage(cpuAtStage);
  cpuStageMs[stage] = (cpuStageMs[stage] ?? 0) + Math.round((used.user + used.system) / 1000);
  cpuAtStage = process.cpuUsage();
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
};
process.stdout.write(`${JSON.stringify(result)}\n`);
