import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { startAlertJobs } from './alerts/alert-jobs.ts';
import { buildApp, createLoggerOptions } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { WEB_BUSY_TIMEOUT_MS } from './db/busy.ts';
import { type Db, openDatabase } from './db/database.ts';
import { openReadReplica } from './db/read-replica.ts';
import { isCatalogEmpty, seedDemoCatalog } from './demo/seed-demo.ts';
import type { PageRenderer } from './http/pages.ts';
import { prepareDatabase } from './prepare-database.ts';
import { startServerScheduler } from './scheduler/server-scheduler.ts';
import { registerSearchSql } from './search/search-index.ts';
import { runsJobs, superviseWebProcesses } from './web-processes.ts';

// Start-up shared by `npm start` (built pages) and `npm run dev` (Vite): configuration, database,
// demo seed on an empty database, then listen. Exits with a readable message on bad configuration.
// With WEB_CONCURRENCY=N (never under `npm run dev`), this process prepares the database, then
// starts N web processes on the same port and watches over them (web-processes.ts).

export type StartOptions = {
  createPages: (config: AppConfig) => Promise<PageRenderer>;
  clientAssetsDir?: string;
  dev?: boolean;
  // Dev mode mounts Vite in front of Fastify and needs to own the Node server.
  listen?: (app: FastifyInstance, config: AppConfig) => Promise<void>;
};

type Log = Pick<pino.Logger, 'info' | 'error' | 'warn'>;

export async function startServer(options: StartOptions): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (cluster.isPrimary && config.webConcurrency > 1 && !options.dev) {
    const log = pino(createLoggerOptions(config.logLevel) as pino.LoggerOptions);
    const db = openDatabase(config.database);
    logMigrations(await prepareDatabase(db), log);
    await seedEmptyCatalog(db, config, log);
    await db.destroy();
    superviseWebProcesses({ count: config.webConcurrency, config, log });
    return;
  }
  await serve(options, config);
}

function logMigrations(migrations: { applied: string[] }, log: Log): void {
  if (migrations.applied.length > 0) log.info({ migrations: migrations.applied }, 'database migrated');
}

// The demo catalog on an empty database (unless SEED_DEMO=false): once, by the first process.
async function seedEmptyCatalog(db: Db, config: AppConfig, log: Log): Promise<void> {
  if (config.seedDemo && (await isCatalogEmpty(db))) {
    log.info(
      'empty catalog: importing the demo catalog (60 days of feeds from 6+ shops; takes a little while)',
    );
    const seeded = await seedDemoCatalog(db, {
      publisherId: config.awinPublisherId,
      networkName: config.affiliateNetworkName,
      dealMinDropPercent: config.dealMinDropPercent,
      log: (line) => log.info(line),
    });
    log.info(
      `demo catalog ready: ${seeded.rows.toLocaleString('en-US')} feed rows in ${(seeded.durationMs / 1000).toFixed(1)} s`,
    );
  }
}

// One web process: the only one, or one of WEB_CONCURRENCY.
async function serve(options: StartOptions, config: AppConfig): Promise<void> {
  const db: Db = openDatabase(config.database, { busyTimeoutMs: WEB_BUSY_TIMEOUT_MS });
  // A process of several finds the database prepared; it only teaches its connection the search's
  // SQL functions.
  const migrations = cluster.isPrimary ? await prepareDatabase(db) : null;
  if (!cluster.isPrimary) registerSearchSql(db);
  const readDb = config.databaseReadUrl
    ? openReadReplica(db, config.databaseReadUrl, {
        onFallback: (error) =>
          console.warn(`read replica unreachable, reading from the primary: ${(error as Error).message}`),
      })
    : undefined;
  const app = await buildApp({
    config,
    db,
    readDb,
    logger: createLoggerOptions(config.logLevel),
    pages: await options.createPages(config),
    clientAssetsDir: options.clientAssetsDir,
    dev: options.dev,
  });
  if (migrations) {
    logMigrations(migrations, app.log);
    await seedEmptyCatalog(db, config, app.log);
  }

  // Price alerts and deal digests by e-mail, every few minutes (src/server/alerts/alert-jobs.ts);
  // scheduled feed refresh, in a thread of its own, whose first run waits a little so start-up is
  // not held up (price alerts a refresh fulfils go out right after it). One process of several
  // runs them.
  const alertJobs = runsJobs() ? startAlertJobs({ db, config, log: app.log }) : null;
  const scheduler = runsJobs()
    ? startServerScheduler({ config, db, log: app.log, onCatalogChanged: () => alertJobs?.runNow() })
    : null;
  // A repeated signal changes nothing: Ctrl-C reaches every process of WEB_CONCURRENCY, and the
  // first process then asks each to stop too.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await scheduler?.stop();
    await alertJobs?.stop();
    await app.close();
    await readDb?.destroy();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (options.listen) await options.listen(app, config);
  else await app.listen({ port: config.port, host: config.host });
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/`;
  if (cluster.isPrimary) app.log.info(`site ready at ${address}`);
}
