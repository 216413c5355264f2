import type { Worker } from 'node:worker_threads';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { startModuleThread } from '../lib/module-thread.ts';
import { FeedScheduler, type FeedSchedulerConfig, type SchedulerLogger } from './feed-scheduler.ts';
import type { SchedulerThreadData, SchedulerThreadMessage } from './scheduler-thread.ts';

// The web server's scheduler (start-server.ts): started unless FEED_SCHEDULER=off (a separate
// `npm run worker` refreshes instead, and the browser tests' server has none).
//
// It runs in a worker thread. SQLite statements are synchronous: on the server's own thread an
// import would stop every page for as long as each statement runs (a re-import's COMMIT, seconds;
// a first load's search index, most of a minute for a million products), and parsing the feed
// would take turns with the pages. Only an in-memory SQLite database, which another thread cannot
// open, keeps the scheduler on the server's thread.

export type ServerScheduler = { stop(): Promise<void> };

// How long stop() waits for the thread to let go of the database before ending it; past the
// scheduler's own grace period (feed-scheduler.ts), which cannot run while a statement does.
const THREAD_STOP_GRACE_MS = 35_000;

export function startServerScheduler(options: {
  config: FeedSchedulerConfig & Pick<AppConfig, 'feedScheduler'>;
  db: Db;
  log: SchedulerLogger;
  firstRunDelayMs?: number;
  onCatalogChanged?: () => void;
}): ServerScheduler | null {
  if (options.config.feedScheduler !== 'server') return null;
  return startScheduler(options);
}

export function startScheduler(options: {
  config: FeedSchedulerConfig;
  db: Db;
  log: SchedulerLogger;
  firstRunDelayMs?: number;
  onCatalogChanged?: () => void;
}): ServerScheduler {
  const { config, db, log, firstRunDelayMs, onCatalogChanged } = options;
  if (config.database.dialect === 'sqlite' && config.database.path === ':memory:') {
    const scheduler = new FeedScheduler({ config, db, log, firstRunDelayMs, onCatalogChanged });
    scheduler.start();
    return scheduler;
  }
  const data: SchedulerThreadData = { config: pickSchedulerConfig(config), firstRunDelayMs };
  const worker = startSchedulerThread(data);
  let exited = false;
  const stopped = new Promise<void>((resolve) => {
    worker.on('message', (message: SchedulerThreadMessage) => {
      if (message.type === 'log') log[message.level](message.details, message.message);
      else if (message.type === 'catalog-changed') onCatalogChanged?.();
      else resolve();
    });
    worker.on('exit', () => {
      exited = true;
      resolve();
    });
  });
  worker.on('error', (error) => {
    log.error(
      { err: { message: error.message, stack: error.stack } },
      `feed scheduler thread failed: ${error.message}`,
    );
  });
  return {
    async stop() {
      if (exited) return;
      worker.postMessage({ type: 'stop' });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        stopped,
        new Promise((resolve) => (timer = setTimeout(resolve, THREAD_STOP_GRACE_MS))),
      ]);
      clearTimeout(timer);
      if (!exited) await worker.terminate();
    },
  };
}

// Only plain values cross to the thread.
function pickSchedulerConfig(config: FeedSchedulerConfig): FeedSchedulerConfig {
  return {
    database: config.database,
    feedsFile: config.feedsFile,
    feedRefreshHours: config.feedRefreshHours,
    dealMinDropPercent: config.dealMinDropPercent,
    maxPriceEur: config.maxPriceEur,
    awinPublisherId: config.awinPublisherId,
    affiliateNetworkName: config.affiliateNetworkName,
    ai: config.ai ?? null,
  };
}

function startSchedulerThread(data: SchedulerThreadData): Worker {
  return startModuleThread(import.meta.url, 'scheduler-thread', { workerData: data });
}
