import { sql } from 'kysely';
import { refreshProductFacets } from '../catalog/filtering/facet-table.ts';
import { type BulkSql, PostgresBulkSql, SqliteBulkSql } from '../db/bulk-sql.ts';
import type { CopyConnection } from '../db/copy-rows.ts';
import { type Db, dedicatedPostgresConnection, dialectOf, sqliteConnectionOf } from '../db/database.ts';
import { CATALOG_WRITE_LOCK_ID } from '../db/locks.ts';
import { DEFAULT_DEAL_MIN_DROP_PERCENT } from '../deals/deal-rule.ts';
import { reindexSearch } from '../search/search-index.ts';
import { DEFAULT_MAX_PRICE_EUR, type QuarantineReason, type RowWarning } from './awin-row.ts';
import { CatalogWriter, emptyWriterCounts, type Quarantined, type WriterCounts } from './catalog-writer.ts';
import {
  type DeferredIndexes,
  deferIndexesOfEmptyCatalog,
  deferPostgresIndexesOfEmptyCatalog,
  deferredPostgresIndexes,
  ROW_TABLES,
  restoreDeferredIndexes,
  SEARCH_TABLES,
} from './deferred-indexes.ts';
import { NOT_UTF8_NOTE } from './feed-encoding.ts';
import { DEFAULT_BATCH_SIZE, readFeedBatches } from './feed-reader.ts';
import type { CutFeedOptions } from './feed-records.ts';
import { type FeedSource, openFeedSource } from './feed-source.ts';
import { currentWorker, lockRun, settleInterruptedRuns, unlockRun } from './import-run-liveness.ts';
import type { UnchangedRecords } from './unchanged-records.ts';

// One feed import = one run: parse the feed as a stream, validate every row, write the catalog in
// batches, then mark vanished offers and refresh product summaries, all inside ONE transaction.
// Visitors keep seeing the previous catalog until it commits; a crash, a broken file or a feed that
// shrank suspiciously rolls everything back. The run's report is stored either way.

export type ImportOptions = {
  observedAt?: Date;
  force?: boolean;
  dealMinDropPercent?: number;
  // Rows priced above this are quarantined (MAX_PRICE_EUR).
  maxPriceEur?: number;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  // Benchmarks only (bench:import with BENCH_SKIP_MATCHING=1): new offers without a GTIN are neither
  // matched nor indexed, so that matching's cost can be measured by difference. Never in
  // production: the products created would have no keys and no attributes.
  skipMatching?: boolean;
  // When a large feed's records are cut in a thread of their own (feed-records.ts); tests set it to
  // make a small feed take that path.
  recordCutting?: CutFeedOptions;
};

// What a run is doing: reading rows (reported every second), then the steps after the last row,
// which take a sizeable share of a large first import and would otherwise look like a hang.
// 'indexes' only happens in a first load (deferred-indexes.ts).
export const IMPORT_STAGES = ['rows', 'indexes', 'unavailable', 'summaries', 'search', 'commit'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];
export type ImportProgress = { stage: ImportStage; rowsRead: number; elapsedMs: number };

export type ImportStatus = 'applied' | 'held' | 'failed';

export type ImportReport = WriterCounts & {
  runId: number;
  source: string;
  status: ImportStatus;
  message: string | null;
  observedAt: string;
  rowsRead: number;
  // Rows recognised as an unchanged offer from their raw record, unparsed (unchanged-records.ts);
  // counted among the unchanged offers. Their warnings are not counted again.
  rowsRecognised: number;
  rowsValid: number;
  quarantined: {
    total: number;
    byReason: Partial<Record<QuarantineReason, number>>;
    examples: Array<{ line: number; reason: QuarantineReason; detail: string }>;
  };
  warnings: Partial<Record<RowWarning, number>>;
  shops: Array<{ id: number; name: string; rows: number; previousRows: number | null }>;
  durationMs: number;
  rowsPerSecond: number;
  // How long each stage took, for the stages the run reached.
  stageMs: Partial<Record<ImportStage, number>>;
  // SQLite: the checkpoint after the run (checkpointAfterImport), not part of its duration.
  walCheckpointMs: number | null;
};

const PROGRESS_EVERY_MS = 1000;
// import_run.source keeps this much of a feed's name or URL.
const MAX_SOURCE_LENGTH = 500;
const MAX_EXAMPLES = 20;
// Messages quote what they found (a header, a file's first characters): bounded, so a broken or
// hostile file cannot fill import_run or the operator's screen. 500 characters say what is wrong.
const MAX_MESSAGE_LENGTH = 500;
// A full feed that lost more than half its rows since the shop's last run is more likely a broken
// export than half the shop's range vanishing overnight.
const SHRINK_LIMIT = 0.5;

class ImportHeld extends Error {}

// For the length of an import on SQLite: a bigger page cache (the indexes of a million-row catalog
// stay in memory; bounded, so memory stays flat), no per-row foreign key lookups (the writer only
// ever references rows it has just read or written), and no checkpoint at the commit (see
// checkpointAfterImport). All are per-connection settings.
const IMPORT_CACHE_KIB = 256 * 1024;

function tuneSqliteForImport(db: Db): () => void {
  const connection = sqliteConnectionOf(db);
  const cacheSize = connection.pragma('cache_size', { simple: true });
  const foreignKeys = connection.pragma('foreign_keys', { simple: true });
  const autoCheckpoint = connection.pragma('wal_autocheckpoint', { simple: true });
  connection.pragma(`cache_size = -${IMPORT_CACHE_KIB}`);
  connection.pragma('foreign_keys = OFF');
  connection.pragma('wal_autocheckpoint = 0');
  return () => {
    connection.pragma(`cache_size = ${Number(cacheSize)}`);
    connection.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    connection.pragma(`wal_autocheckpoint = ${Number(autoCheckpoint)}`);
  };
}

// The pages a run changed are in SQLite's write-ahead log once it commits, and visitors see the new
// catalog from then on; copying them into the database file (a checkpoint: over a second for a
// re-import of a million offers) is the importer's work, done after the run rather than inside its
// commit, so the run's duration is the time until visitors see it. A passive checkpoint waits for
// nobody: readers go on, and what they still read stays in the log for the next one.
function checkpointAfterImport(db: Db): number {
  const startedAt = performance.now();
  sqliteConnectionOf(db).pragma('wal_checkpoint(PASSIVE)');
  return Math.round(performance.now() - startedAt);
}

export async function importFeed(
  db: Db,
  source: FeedSource | string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  // PostgreSQL: the run's liveness lock is per session, so the whole run keeps one connection, and
  // its bulk inserts stream COPY on it.
  let report: ImportReport;
  if (dialectOf(db) === 'postgres') {
    const dedicated = await dedicatedPostgresConnection(db);
    try {
      report = await runImport(dedicated.db, source, options, dedicated.connection);
    } finally {
      await dedicated.release();
    }
  } else report = await runImport(db, source, options, null);
  // Runs left "running" by importers that died are settled by the next import, whatever its outcome.
  await settleInterruptedRuns(db).catch(() => undefined);
  return report;
}

// One run as its report names it. The feed is opened inside the run's transaction when the run was
// given a file name or URL, so a feed that cannot be opened fails the run like a broken one.
type Run = {
  id: number;
  source: FeedSource | string;
  sourceName: string;
  observedAt: string;
  feed: FeedSource | null;
  options: ImportOptions;
  tally: RunTally;
  // What the run noticed about how it read the feed (its encoding), for the report.
  notes: string[];
};

// How the run ended, and why when it did not apply; the report adds what the reader noticed.
type Outcome = { status: ImportStatus; why: string | null };
const APPLIED: Outcome = { status: 'applied', why: null };

// What a run has counted so far, and its clock: everything its report is made of.
class RunTally {
  readonly startedAt = Date.now();
  rowsRead = 0;
  rowsRecognised = 0;
  shops: ImportReport['shops'] = [];
  // The writer's live counters, so a run that fails still reports what it had written.
  writerCounts: WriterCounts | null = null;
  private quarantinedTotal = 0;
  private readonly quarantineByReason: Partial<Record<QuarantineReason, number>> = {};
  private readonly examples: ImportReport['quarantined']['examples'] = [];
  private readonly warnings: Partial<Record<RowWarning, number>> = {};
  private readonly stageMs: ImportReport['stageMs'] = {};
  private stage: ImportStage = 'rows';
  private stageStartedAt = this.startedAt;

  constructor(private readonly onProgress: ImportOptions['onProgress']) {}

  enterStage(next: ImportStage): void {
    const now = Date.now();
    this.stageMs[this.stage] = now - this.stageStartedAt;
    this.stage = next;
    this.stageStartedAt = now;
    this.onProgress?.({ stage: next, rowsRead: this.rowsRead, elapsedMs: now - this.startedAt });
  }

  addWarnings(warnings: Partial<Record<RowWarning, number>>): void {
    for (const [warning, count] of Object.entries(warnings) as Array<[RowWarning, number]>) {
      this.warnings[warning] = (this.warnings[warning] ?? 0) + count;
    }
  }

  countQuarantined(items: readonly Quarantined[]): void {
    this.quarantinedTotal += items.length;
    for (const item of items) {
      this.quarantineByReason[item.reason] = (this.quarantineByReason[item.reason] ?? 0) + 1;
      if (this.examples.length < MAX_EXAMPLES) this.examples.push(item);
    }
  }

  report(run: Run, { status, why }: Outcome): ImportReport {
    // One clock reading for both, so the stages add up to the duration exactly.
    const now = Date.now();
    const durationMs = now - this.startedAt;
    return {
      ...(this.writerCounts ?? emptyWriterCounts()),
      runId: run.id,
      source: run.sourceName,
      status,
      message: composeRunMessage(why, run.notes),
      observedAt: run.observedAt,
      rowsRead: this.rowsRead,
      rowsRecognised: this.rowsRecognised,
      rowsValid: this.rowsRead - this.quarantinedTotal,
      quarantined: {
        total: this.quarantinedTotal,
        byReason: this.quarantineByReason,
        examples: this.examples,
      },
      warnings: this.warnings,
      shops: this.shops,
      durationMs,
      rowsPerSecond: durationMs > 0 ? Math.round((this.rowsRead * 1000) / durationMs) : this.rowsRead,
      stageMs: { ...this.stageMs, [this.stage]: now - this.stageStartedAt },
      walCheckpointMs: null,
    };
  }
}

async function runImport(
  db: Db,
  source: FeedSource | string,
  options: ImportOptions,
  copyConnection: CopyConnection | null,
): Promise<ImportReport> {
  const tally = new RunTally(options.onProgress);
  const observedAt = (options.observedAt ?? new Date()).toISOString();
  const feed = typeof source === 'string' ? null : source;
  const sourceName = feed?.name ?? String(source);
  const id = await startRun(db, sourceName, tally.startedAt, observedAt, options.force ?? false);
  const run: Run = { id, source, sourceName, observedAt, feed, options, tally, notes: [] };

  let outcome: Outcome;
  const postgres = dialectOf(db) === 'postgres';
  const restoreSqliteSettings = postgres ? () => {} : tuneSqliteForImport(db);
  if (postgres) await deferPostgresIndexesOfEmptyCatalog(db);
  try {
    await db.transaction().execute((trx) => applyFeed(db, trx, run, copyConnection));
    outcome = APPLIED;
  } catch (error) {
    outcome =
      error instanceof ImportHeld
        ? {
            status: 'held',
            why: `${error.message}; nothing was changed. Check the feed, or run again with --force to apply it.`,
          }
        : { status: 'failed', why: `${(error as Error).message}; nothing was changed.` };
  } finally {
    restoreSqliteSettings();
  }
  if (postgres && outcome.status !== 'applied') await restoreDeferredIndexes(db);

  // The duration again, now with the commit in it.
  const final = tally.report(run, outcome);
  // Before the report's own commit, which would otherwise checkpoint on its own.
  if (dialectOf(db) === 'sqlite' && outcome.status === 'applied')
    final.walCheckpointMs = checkpointAfterImport(db);
  try {
    await storeReport(db, final);
  } finally {
    // After the report, never before: a free lock on a "running" run means its process is dead.
    await unlockRun(db, id);
  }
  return final;
}

// Stored before the import's transaction, so the report survives a rollback.
async function startRun(
  db: Db,
  sourceName: string,
  startedAt: number,
  observedAt: string,
  forced: boolean,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('import_run')
      .values({
        source: sourceName.slice(0, MAX_SOURCE_LENGTH),
        status: 'running',
        started_at: new Date(startedAt).toISOString(),
        observed_at: observedAt,
        forced: forced ? 1 : 0,
        worker: currentWorker(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await lockRun(trx, id);
    return id;
  });
}

// The run's one transaction: every row, then the steps after the last one. Whatever throws here
// rolls the catalog back to where it was.
// PostgreSQL: copyConnection is the connection trx is open on.
async function applyFeed(db: Db, trx: Db, run: Run, copyConnection: CopyConnection | null): Promise<void> {
  const bulk: PostgresBulkSql | SqliteBulkSql =
    dialectOf(db) === 'postgres'
      ? new PostgresBulkSql(trx, copyConnection)
      : new SqliteBulkSql(sqliteConnectionOf(db));
  // Take the catalog's write lock before reading anything, so two importers queue up instead
  // of interleaving (PostgreSQL: advisory lock; SQLite: the first write takes the file lock).
  if (bulk.dialect === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(${CATALOG_WRITE_LOCK_ID})`.execute(trx);
  else await bulk.run('UPDATE import_run SET status = status WHERE id = ?', [run.id]);

  const writer = new CatalogWriter(bulk, {
    runId: run.id,
    observedAt: run.observedAt,
    dealMinDropPercent: run.options.dealMinDropPercent ?? DEFAULT_DEAL_MIN_DROP_PERCENT,
    skipMatching: run.options.skipMatching,
  });
  run.tally.writerCounts = writer.counts;
  await writer.prepare();
  const deferredIndexes =
    bulk instanceof PostgresBulkSql
      ? await deferredPostgresIndexes(bulk)
      : await deferIndexesOfEmptyCatalog(bulk);

  await writer.unchangedRecords.loadShopsOfLastRun(bulk, run.sourceName.slice(0, MAX_SOURCE_LENGTH));
  run.feed ??= await openFeedSource(String(run.source));
  await writeRows(bulk, writer, run, run.feed, writer.unchangedRecords);
  await writer.writesDone();

  run.tally.shops = await describeShops(bulk, writer.validRowsByShop);
  const problem = findReasonToHold(
    run.tally.shops,
    run.observedAt,
    await lastImportTimes(bulk, writer.shopsInRun),
  );
  if (problem && !run.options.force) throw new ImportHeld(problem);

  await finishCatalog(db, bulk, writer, deferredIndexes, run);
  // The report commits with the catalog: an applied run can never be mistaken for one that
  // died before it changed anything.
  await storeReport(trx, run.tally.report(run, APPLIED));
  run.tally.enterStage('commit');
}

// Every row of the feed: valid offers written a batch at a time, the rest quarantined, progress
// reported every second.
async function writeRows(
  bulk: BulkSql,
  writer: CatalogWriter,
  run: Run,
  feed: FeedSource,
  unchanged: UnchangedRecords,
): Promise<void> {
  const { options, tally } = run;
  const batches = readFeedBatches(feed, {
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    maxPriceCents: Math.round((options.maxPriceEur ?? DEFAULT_MAX_PRICE_EUR) * 100),
    unchanged,
    cutting: {
      ...options.recordCutting,
      onThreadFailed: (error) =>
        run.notes.push(`the feed's records were cut on the import's thread (${error.message})`),
    },
    onEncoding: (encoding) => {
      if (encoding === 'windows-1252') run.notes.push(NOT_UTF8_NOTE);
    },
  });
  let lastProgress = tally.startedAt;
  for await (const batch of batches) {
    tally.rowsRead = batch.rowsRead;
    tally.addWarnings(batch.warnings);
    if (batch.unchanged.length > 0) {
      await writer.markRecognised(batch.unchanged);
      tally.rowsRecognised += batch.unchanged.length;
    }
    const duplicates = batch.offers.length > 0 ? await writer.writeBatch(batch.offers) : [];
    const rejected = [...batch.rejected, ...duplicates];
    // After the batch's writes: had one failed, its error is what the run reports.
    if (rejected.length > 0) await writer.writesDone();
    await quarantine(bulk, run, rejected);
    const now = Date.now();
    if (options.onProgress && now - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = now;
      options.onProgress({ stage: 'rows', rowsRead: tally.rowsRead, elapsedMs: now - tally.startedAt });
    }
  }
}

async function quarantine(bulk: BulkSql, run: Run, items: readonly Quarantined[]): Promise<void> {
  if (items.length === 0) return;
  run.tally.countQuarantined(items);
  await bulk.insertMany(
    'quarantined_row',
    ['import_run_id', 'line', 'reason', 'excerpt'],
    items.map((item) => [run.id, item.line, item.reason, item.detail.slice(0, 200) || null]),
  );
}

// The steps after the last row, each a stage of its own: what only the whole feed can tell
// (offers that vanished, product summaries, the search index), then each shop's last run.
async function finishCatalog(
  db: Db,
  bulk: BulkSql,
  writer: CatalogWriter,
  deferredIndexes: DeferredIndexes | null,
  run: Run,
): Promise<void> {
  const { tally, observedAt } = run;
  if (deferredIndexes) {
    tally.enterStage('indexes');
    await deferredIndexes.rebuild(ROW_TABLES);
  }
  tally.enterStage('unavailable');
  await writer.markMissingOffersUnavailable();
  tally.enterStage('summaries');
  await writer.refreshProductSummaries();
  tally.enterStage('search');
  await refreshProductFacets(bulk, writer.searchIndexChanges);
  await reindexSearch(bulk, writer.searchIndexChanges, db);
  // Counted in the search stage: the indexes of the tables it has just filled.
  await deferredIndexes?.rebuild(SEARCH_TABLES);
  await writer.syncIdSequences();
  for (const shop of tally.shops) {
    await bulk.run('UPDATE shop SET last_feed_rows = ?, last_import_at = ?, updated_at = ? WHERE id = ?', [
      shop.rows,
      observedAt,
      observedAt,
      shop.id,
    ]);
  }
}

// The run's message says why it was held or failed; what the reader noticed about the whole file
// (an encoding other than UTF-8) follows, so an applied run can carry a warning too. Every report's
// message, stored in import_run and printed, is made here.
function composeRunMessage(why: string | null, notes: readonly string[]): string | null {
  const parts = why ? [why, ...notes.map((note) => `Note: ${note}.`)] : [...notes];
  return parts.length === 0 ? null : shortenMessage(parts.join(' '));
}

function shortenMessage(text: string): string {
  if (text.length <= MAX_MESSAGE_LENGTH) return text;
  let end = MAX_MESSAGE_LENGTH - 1;
  // Never split a surrogate pair (an emoji) in two.
  if (/[\ud800-\udbff]/.test(text.charAt(end - 1))) end--;
  return `${text.slice(0, end)}…`;
}

async function storeReport(db: Db, report: ImportReport): Promise<void> {
  await db
    .updateTable('import_run')
    .set({
      status: report.status,
      finished_at: new Date().toISOString(),
      rows_read: report.rowsRead,
      rows_valid: report.rowsValid,
      offers_new: report.offersNew,
      offers_updated: report.offersUpdated,
      offers_unchanged: report.offersUnchanged,
      offers_unavailable: report.offersUnavailable,
      products_new: report.productsNew,
      rows_unmapped_category: report.rowsUnmappedCategory,
      rows_quarantined: report.quarantined.total,
      quarantine_summary: JSON.stringify({
        byReason: report.quarantined.byReason,
        examples: report.quarantined.examples,
        warnings: report.warnings,
      }),
      shop_ids: JSON.stringify(report.shops.map((shop) => shop.id)),
      duration_ms: report.durationMs,
      message: report.message,
    })
    .where('id', '=', report.runId)
    .execute();
}

async function describeShops(
  bulk: BulkSql,
  rowsByShop: ReadonlyMap<number, number>,
): Promise<ImportReport['shops']> {
  if (rowsByShop.size === 0) return [];
  const rows = await bulk.selectIn<{ id: number; name: string; last_feed_rows: number | null }>(
    'SELECT id, name, last_feed_rows FROM shop WHERE id IN',
    [...rowsByShop.keys()],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rows: rowsByShop.get(row.id) ?? 0,
    previousRows: row.last_feed_rows,
  }));
}

async function lastImportTimes(bulk: BulkSql, shopIds: readonly number[]): Promise<Map<number, string>> {
  if (shopIds.length === 0) return new Map();
  const rows = await bulk.selectIn<{ id: number; last_import_at: string | null }>(
    'SELECT id, last_import_at FROM shop WHERE id IN',
    shopIds,
  );
  return new Map(
    rows
      .filter((row) => row.last_import_at)
      .map((row) => [row.id, new Date(row.last_import_at!).toISOString()]),
  );
}

function findReasonToHold(
  shops: ImportReport['shops'],
  observedAt: string,
  lastImports: ReadonlyMap<number, string>,
): string | null {
  if (shops.length === 0) return 'the feed has no valid rows';
  for (const shop of shops) {
    if (shop.previousRows && shop.rows < shop.previousRows * SHRINK_LIMIT) {
      return `the feed of ${shop.name} has ${shop.rows} valid rows, less than half of the ${shop.previousRows} of its last run`;
    }
    const last = lastImports.get(shop.id);
    if (last && last > observedAt) {
      return `the feed of ${shop.name} is observed at ${observedAt}, before its last import (${last}); importing it would rewrite price history out of order`;
    }
  }
  return null;
}
