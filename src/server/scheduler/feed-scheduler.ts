import type { AppConfig } from '../config.ts';
import { WEB_BUSY_TIMEOUT_MS } from '../db/busy.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { findDemoLastImport, refreshDemoCatalog } from '../demo/demo-refresh.ts';
import { createTextProvider } from '../enrichment/chat-completions-provider.ts';
import {
  describeEnrichmentReport,
  type EnrichmentReport,
  enrichProductTexts,
} from '../enrichment/enrich-products.ts';
import { describeSource, readSourceText } from '../ingest/feed-source.ts';
import { type ImportReport, importFeed } from '../ingest/import-feed.ts';
import { settleInterruptedRuns } from '../ingest/import-run-liveness.ts';
import { importShopDirectory, readShopDirectoryFile } from '../ingest/import-shops.ts';
import { stripTerminalControls, stripTerminalControlsFromDetails } from '../lib/terminal-text.ts';
import { type FeedsConfig, loadFeedsFile } from './feeds-file.ts';
import { type RefreshLock, tryAcquireRefreshLock } from './refresh-lock.ts';
import { openScheduledFeed } from './scheduled-feed-source.ts';
import { hideStaleOffers, STALE_AFTER_HOURS, type StalenessReport } from './staleness.ts';

// Refreshes the catalog on a schedule, inside the web server (FEED_SCHEDULER=server) or in its own
// process (`npm run worker`): every FEED_REFRESH_HOURS it imports each feed of the feeds file in
// turn through importFeed (the same rules as `npm run import`: a shrunken feed is held, a broken one
// fails, both are recorded and neither stops the others), then hides offers whose shop has not been
// confirmed for 48 hours; that freshness check also runs on its own every hour. With no feeds file
// and the demo catalog in the database it keeps the demo fresh instead (demo/demo-refresh.ts).
//
// After each refresh run that ran, the products' texts (enrichment/enrich-products.ts): never
// inside an import, as a job of the same queue, which gives way to the next refresh or freshness
// check between two model requests and goes on after it.
//
// One job at a time: within a process by a queue, across processes by the refresh lock
// (refresh-lock.ts); a process that finds the lock taken skips the job. Each job opens its own
// database connection and closes it afterwards: on SQLite all queries of one connection run one
// after another, so an import on the web server's connection would hold up every page.

export type SchedulerLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type FeedSchedulerConfig = Pick<
  AppConfig,
  | 'database'
  | 'feedsFile'
  | 'feedRefreshHours'
  | 'dealMinDropPercent'
  | 'awinPublisherId'
  | 'affiliateNetworkName'
> &
  // Optional: unset, imports use their default ceiling and texts are written by the rules alone.
  Partial<Pick<AppConfig, 'maxPriceEur' | 'ai'>>;

export type FeedSchedulerOptions = {
  config: FeedSchedulerConfig;
  log: SchedulerLogger;
  // The process's own connection: only used when a second one cannot be opened (SQLite :memory:).
  db?: Db;
  // Delay of the first refresh after start(); the server keeps its start-up for visitors.
  firstRunDelayMs?: number;
  freshnessCheckEveryMs?: number;
  // The number of days the demo was seeded with (tests seed fewer).
  demoDays?: number;
  demoAdvertiserIds?: readonly string[];
  now?: () => Date;
  // Called after a refresh run that applied at least one feed (the server sends price alerts then).
  onCatalogChanged?: () => void;
  // The model's deadline per request (tests shorten it).
  textRequestTimeoutMs?: number;
};

export type FeedOutcome = {
  name: string;
  source: string;
  status: ImportReport['status'] | 'error';
  message: string | null;
};

export type RefreshOutcome =
  | { status: 'skipped'; reason: string }
  | {
      status: 'done';
      mode: 'feeds' | 'demo' | 'none';
      feeds: FeedOutcome[];
      staleness: StalenessReport | null;
      abandoned: boolean;
    };

export type FreshnessOutcome =
  | { status: 'skipped'; reason: string }
  | { status: 'done'; report: StalenessReport };

export const DEFAULT_FIRST_RUN_DELAY_MS = 15_000;
export const FRESHNESS_CHECK_EVERY_MS = 3_600_000;
// How long stop() waits for the current job before leaving it to the process exit (which rolls an
// unfinished import back: SQLite journal, PostgreSQL connection).
const STOP_GRACE_MS = 30_000;

export class FeedScheduler {
  private readonly abort = new AbortController();
  private queue: Promise<unknown> = Promise.resolve();
  private pending = 0;
  // Refresh runs queued or running (the freshness check is part of each).
  private refreshes = 0;
  // A texts pass queued and not started yet: a second call joins it.
  private enrichmentQueued: Promise<EnrichmentReport | null> | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private freshnessTimer: NodeJS.Timeout | null = null;
  private started = false;
  private missingFileLogged = false;

  private readonly log: SchedulerLogger;

  constructor(private readonly options: FeedSchedulerOptions) {
    this.log = createTerminalSafeLogger(options.log);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  get stopped(): boolean {
    return this.abort.signal.aborted;
  }

  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    const { config } = this.options;
    this.log.info(
      { feedsFile: config.feedsFile, everyHours: config.feedRefreshHours },
      `feed scheduler started: refresh every ${config.feedRefreshHours} h, freshness check every hour`,
    );
    // Runs of importers killed outright (kill -9, out of memory, a restart) would say "running"
    // until the next import; the worker's and the web server's start-up is when they are found.
    void this.markInterruptedRuns();
    this.scheduleRefresh(this.options.firstRunDelayMs ?? DEFAULT_FIRST_RUN_DELAY_MS);
    this.freshnessTimer = setInterval(() => {
      // A queued or running refresh ends with the same check.
      if (this.refreshes === 0) void this.checkFreshness();
    }, this.options.freshnessCheckEveryMs ?? FRESHNESS_CHECK_EVERY_MS);
  }

  private scheduleRefresh(delayMs: number): void {
    if (this.stopped) return;
    this.refreshTimer = setTimeout(async () => {
      const startedAt = Date.now();
      const outcome = await this.refresh();
      if (outcome.status === 'done') void this.enrichTexts();
      const everyMs = this.options.config.feedRefreshHours * 3_600_000;
      this.scheduleRefresh(Math.max(0, startedAt + everyMs - Date.now()));
    }, delayMs);
  }

  // Stops the timers and abandons the current feed (its import rolls back and is recorded as failed;
  // an in-memory demo feed finishes); waits for the current job up to a grace period.
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    if (this.refreshTimer) clearTimeout(this.refreshTimer);
    if (this.freshnessTimer) clearInterval(this.freshnessTimer);
    this.refreshTimer = null;
    this.freshnessTimer = null;
    if (!this.stopped) this.abort.abort();
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([
      this.queue.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), options.graceMs ?? STOP_GRACE_MS);
      }),
    ]);
    clearTimeout(timer);
    if (gaveUp)
      this.log.warn(
        {},
        'feed scheduler: stopped waiting for the current job; the process exit rolls it back',
      );
  }

  // Runs a job after the ones queued before it; a job never rejects (errors are logged).
  private enqueue<T>(job: () => Promise<T>, onError: (error: unknown) => T): Promise<T> {
    this.pending++;
    const run = this.queue.then(async () => {
      try {
        return await job();
      } catch (error) {
        return onError(error);
      } finally {
        this.pending--;
      }
    });
    this.queue = run;
    return run;
  }

  refresh(): Promise<RefreshOutcome> {
    this.refreshes++;
    return this.enqueue(
      async () => {
        try {
          return await this.runRefresh();
        } finally {
          this.refreshes--;
        }
      },
      (error) => {
        this.log.error({ err: error }, `feed refresh failed: ${(error as Error).message}`);
        return { status: 'skipped', reason: (error as Error).message };
      },
    );
  }

  // Writes the texts of products new or changed since the last pass (rules at once, the model's
  // within AI_DAILY_REQUESTS), as a job of the queue: never beside an import of this process. A
  // pass gives way to any job queued behind it (between two requests, at most one request's time)
  // and queues itself again after it. A call while a pass waits joins that pass. Never rejects: a
  // failure is logged and the next pass goes on where this one stopped.
  enrichTexts(): Promise<EnrichmentReport | null> {
    if (this.enrichmentQueued) return this.enrichmentQueued;
    const run = this.enqueue(
      async () => {
        this.enrichmentQueued = null;
        if (this.stopped) return null;
        const report = await this.runEnrichment();
        if (report.yielded && !this.stopped) void this.enrichTexts();
        return report;
      },
      (error) => {
        this.log.warn(
          { err: error },
          `product texts not written this time (the next pass goes on): ${(error as Error).message}`,
        );
        return null;
      },
    );
    this.enrichmentQueued = run;
    return run;
  }

  private async runEnrichment(): Promise<EnrichmentReport> {
    const { config } = this.options;
    const report = await this.withConnection(
      (db) =>
        enrichProductTexts(db, {
          provider: createTextProvider(config.ai ?? null, {
            timeoutMs: this.options.textRequestTimeoutMs,
          }),
          dailyRequests: config.ai?.dailyRequests ?? 0,
          now: () => this.now(),
          signal: this.abort.signal,
          // Another job waits behind this one (this one counts itself in `pending`).
          shouldYield: () => this.pending > 1,
          log: (line) => this.log.info({}, line),
        }),
      // SQLite waits for a lock inside the statement, stopping this thread: an import of another
      // process would stop it for seconds a write. The writes wait between short attempts instead
      // (db/busy.ts), and the thread keeps answering.
      { busyTimeoutMs: WEB_BUSY_TIMEOUT_MS },
    );
    if (report.productsChecked > 0 || report.requests > 0 || report.cacheReused > 0) {
      const details = { ...report, failures: report.failures.length > 0 ? report.failures : undefined };
      if (report.failed > 0)
        this.log.warn(details, `${describeEnrichmentReport(report)}; ${report.failures.join('; ')}`);
      else this.log.info(details, describeEnrichmentReport(report));
    }
    return report;
  }

  checkFreshness(): Promise<FreshnessOutcome> {
    return this.enqueue(
      () =>
        this.withLock(async (db) => {
          const report = await this.hideStale(db);
          return { status: 'done', report } as const;
        }),
      (error) => {
        this.log.error({ err: error }, `freshness check failed: ${(error as Error).message}`);
        return { status: 'skipped', reason: (error as Error).message };
      },
    );
  }

  // Marks the "running" runs whose importer has died as interrupted; a run another process is
  // still importing keeps its status (import-run-liveness.ts). Needs no refresh lock: it only
  // touches dead runs. Returns their ids.
  markInterruptedRuns(): Promise<number[]> {
    return this.enqueue(
      () =>
        this.withConnection(async (db) => {
          const ids = await settleInterruptedRuns(db);
          if (ids.length > 0)
            this.log.warn(
              { runs: ids },
              `${ids.length} import ${ids.length === 1 ? 'run was' : 'runs were'} interrupted (their process stopped before finishing; nothing was changed): run ${ids.join(', ')}`,
            );
          return ids;
        }),
      (error) => {
        // SQLite: an import in another process holds the write lock; the next look settles them.
        this.log.warn({ err: error }, `could not check for interrupted imports: ${(error as Error).message}`);
        return [];
      },
    );
  }

  // Runs `work` on the job's own connection and closes it afterwards.
  private async withConnection<T>(
    work: (db: Db) => Promise<T>,
    options: { busyTimeoutMs?: number } = {},
  ): Promise<T> {
    const { database } = this.options.config;
    const shared =
      database.dialect === 'sqlite' && database.path === ':memory:' ? this.options.db : undefined;
    // PostgreSQL: the import's transaction and its report (the lock has a session of its own).
    const db = shared ?? openDatabase(database, { maxConnections: 3, ...options });
    try {
      return await work(db);
    } finally {
      if (!shared) await db.destroy();
    }
  }

  // Opens the job's own connection, takes the refresh lock, runs `work`, releases and closes.
  private async withLock<T extends object>(
    work: (db: Db, lock: RefreshLock) => Promise<T>,
  ): Promise<T | { status: 'skipped'; reason: string }> {
    if (this.stopped) return { status: 'skipped', reason: 'the scheduler is stopping' };
    const { database } = this.options.config;
    return this.withConnection(async (db) => {
      const acquired = await tryAcquireRefreshLock(db, { database, now: () => this.now() });
      if (!acquired.acquired) {
        this.log.info({ reason: acquired.reason }, `feed scheduler: skipped, ${acquired.reason}`);
        return { status: 'skipped', reason: acquired.reason };
      }
      try {
        return await work(db, acquired.lock);
      } finally {
        await acquired.lock.release();
      }
    });
  }

  private async runRefresh(): Promise<RefreshOutcome> {
    const { config } = this.options;
    let feedsConfig: FeedsConfig | null;
    let feedsFileProblem: string | null = null;
    try {
      feedsConfig = await loadFeedsFile(config.feedsFile);
    } catch (error) {
      // A broken feeds file stops imports until it is fixed, never the freshness check.
      feedsConfig = null;
      feedsFileProblem = (error as Error).message;
      this.log.error(
        { feedsFile: config.feedsFile },
        `${feedsFileProblem}\nNo feed is imported until it is fixed.`,
      );
    }
    const startedAt = Date.now();
    const outcome = await this.withLock(async (db, lock): Promise<RefreshOutcome> => {
      let mode: 'feeds' | 'demo' | 'none' = 'none';
      let feeds: FeedOutcome[] = [];
      if (feedsConfig) {
        mode = 'feeds';
        feeds = await this.importFeeds(db, lock, feedsConfig);
      } else if (feedsFileProblem === null) {
        const demoLast = await findDemoLastImport(db, { advertiserIds: this.options.demoAdvertiserIds });
        if (demoLast !== null) {
          mode = 'demo';
          feeds = await this.refreshDemo(db);
        } else if (!this.missingFileLogged) {
          this.missingFileLogged = true;
          this.log.info(
            { feedsFile: config.feedsFile },
            `no feeds file at ${config.feedsFile}: no feed is scheduled (see feeds.example.json)`,
          );
        }
      }
      const staleness = this.stopped ? null : await this.hideStale(db);
      return { status: 'done', mode, feeds, staleness, abandoned: this.stopped };
    });
    if (outcome.status === 'done' && outcome.feeds.some((feed) => feed.status === 'applied'))
      this.options.onCatalogChanged?.();
    if (outcome.status === 'done' && outcome.feeds.length > 0) {
      const count = (status: FeedOutcome['status']) =>
        outcome.feeds.filter((f) => f.status === status).length;
      this.log.info(
        { durationMs: Date.now() - startedAt },
        `feed refresh ${outcome.abandoned ? 'abandoned' : 'finished'}: ${outcome.feeds.length} feeds, ${count('applied')} applied, ${count('held')} held, ${count('failed') + count('error')} failed, in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      );
    }
    return outcome;
  }

  private async importFeeds(db: Db, lock: RefreshLock, feedsConfig: FeedsConfig): Promise<FeedOutcome[]> {
    const { config } = this.options;
    if (feedsConfig.shops) await this.importShops(db, feedsConfig.shops);
    const outcomes: FeedOutcome[] = [];
    for (const feed of feedsConfig.feeds) {
      if (this.stopped) break;
      const source = describeSource(feed.source);
      try {
        const report = await importFeed(db, openScheduledFeed(feed.source, this.abort.signal), {
          dealMinDropPercent: config.dealMinDropPercent,
          maxPriceEur: config.maxPriceEur,
        });
        outcomes.push({ name: feed.name, source, status: report.status, message: report.message });
        this.logImport(feed.name, report);
      } catch (error) {
        // importFeed records feed problems itself; this is the database failing under it.
        outcomes.push({ name: feed.name, source, status: 'error', message: (error as Error).message });
        this.log.error({ feed: feed.name, source }, `feed ${feed.name}: ${(error as Error).message}`);
      }
      if (!(await lock.heartbeat())) {
        this.log.error({}, 'feed scheduler: lost the refresh lock; stopping this run');
        break;
      }
    }
    return outcomes;
  }

  private async importShops(db: Db, source: string): Promise<void> {
    try {
      const text = /^https?:\/\//i.test(source)
        ? await readSourceText(source)
        : await readShopDirectoryFile(source);
      const report = await importShopDirectory(db, text, {
        publisherId: this.options.config.awinPublisherId,
        networkName: this.options.config.affiliateNetworkName,
      });
      this.log.info(
        { source: describeSource(source), ...report, rejected: report.rejected.length },
        `shop directory: ${report.added} added, ${report.updated} updated, ${report.rejected.length} rejected`,
      );
    } catch (error) {
      this.log.error(
        { source: describeSource(source) },
        `shop directory ${describeSource(source)} not imported: ${(error as Error).message}`,
      );
    }
  }

  private async refreshDemo(db: Db): Promise<FeedOutcome[]> {
    const result = await refreshDemoCatalog(db, {
      dealMinDropPercent: this.options.config.dealMinDropPercent,
      now: this.now(),
      days: this.options.demoDays,
      advertiserIds: this.options.demoAdvertiserIds,
      signal: this.abort.signal,
      log: (line) => this.log.info({}, line),
    });
    for (const report of result.reports)
      if (report.status !== 'applied') this.logImport(report.source, report);
    return result.reports.map((report) => ({
      name: report.source,
      source: report.source,
      status: report.status,
      message: report.message,
    }));
  }

  private logImport(name: string, report: ImportReport): void {
    const details = {
      feed: name,
      source: report.source,
      runId: report.runId,
      status: report.status,
      rowsRead: report.rowsRead,
      offersNew: report.offersNew,
      offersUpdated: report.offersUpdated,
      offersUnchanged: report.offersUnchanged,
      offersUnavailable: report.offersUnavailable,
      quarantined: report.quarantined.total,
      durationMs: report.durationMs,
    };
    const text = `feed ${name}: ${report.status}, ${report.rowsRead} rows in ${(report.durationMs / 1000).toFixed(1)} s`;
    if (report.status === 'applied') this.log.info(details, text);
    else if (report.status === 'held') this.log.warn(details, `${text}: ${report.message}`);
    else this.log.error(details, `${text}: ${report.message}`);
  }

  private async hideStale(db: Db): Promise<StalenessReport> {
    const report = await hideStaleOffers(db, { now: this.now() });
    if (report.offersHidden > 0)
      this.log.warn(
        { shops: report.staleShops.map((shop) => shop.name), offers: report.offersHidden },
        `hid ${report.offersHidden} offers of shops whose feed was not confirmed for ${STALE_AFTER_HOURS} h: ${report.staleShops.map((shop) => shop.name).join(', ')}`,
      );
    return report;
  }
}

// This log reaches a terminal (the worker's pino-pretty, the dev server's) with feed sources, shop
// names and error messages that quote feeds: none of what a terminal would obey gets through.
function createTerminalSafeLogger(log: SchedulerLogger): SchedulerLogger {
  const clean =
    (write: SchedulerLogger['info']): SchedulerLogger['info'] =>
    (details, message) =>
      write(stripTerminalControlsFromDetails(details) as object, stripTerminalControls(message));
  return {
    info: clean((details, message) => log.info(details, message)),
    warn: clean((details, message) => log.warn(details, message)),
    error: clean((details, message) => log.error(details, message)),
  };
}
