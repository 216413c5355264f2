import type { FastifyInstance } from 'fastify';
import { startAlertJobs } from './alerts/alert-jobs.ts';
import { buildApp, createLoggerOptions } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config.ts';
import { WEB_BUSY_TIMEOUT_MS } from './db/busy.ts';
import { type Db, openDatabase } from './db/database.ts';
import { isCatalogEmpty, seedDemoCatalog } from './demo/seed-demo.ts';
import type { PageRenderer } from './http/pages.ts';
import { prepareDatabase } from './prepare-database.ts';
import { startServerScheduler } from './scheduler/server-scheduler.ts';

// Start-up shared by `npm start` (built pages) and `npm run dev` (Vite): configuration, database,
// demo seed on an empty database, then listen. Exits with a readable message on bad configuration.

export type StartOptions = {
  createPages: (config: AppConfig) => Promise<PageRenderer>;
  clientAssetsDir?: string;
  dev?: boolean;
  // Dev mode mounts Vite in front of Fastify and needs to own the Node server.
  listen?: (app: FastifyInstance, config: AppConfig) => Promise<void>;
};

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
  const db: Db = openDatabase(config.database, { busyTimeoutMs: WEB_BUSY_TIMEOUT_MS });
  const migrations = await prepareDatabase(db);
  const app = await buildApp({
    config,
    db,
    logger: createLoggerOptions(config.logLevel),
    pages: await options.createPages(config),
    clientAssetsDir: options.clientAssetsDir,
    dev: options.dev,
  });
  if (migrations.applied.length > 0) app.log.info({ migrations: migrations.applied }, 'database migrated');
  if (config.seedDemo && (await isCatalogEmpty(db))) {
    app.log.info(
      'empty catalog: importing the demo catalog (60 days of feeds from 6+ shops; takes a little while)',
    );
    const seeded = await seedDemoCatalog(db, {
      publisherId: config.awinPublisherId,
      networkName: config.affiliateNetworkName,
      dealMinDropPercent: config.dealMinDropPercent,
      log: (line) => app.log.info(line),
    });
    app.log.info(
      `demo catalog ready: ${seeded.rows.toLocaleString('en-US')} feed rows in ${(seeded.durationMs / 1000).toFixed(1)} s`,
    );
  }

  // Price alerts and deal digests by e-mail, every few minutes (src/server/alerts/alert-jobs.ts).
  const alertJobs = startAlertJobs({ db, config, log: app.log });
  // Scheduled feed refresh, in a thread of its own; its first run waits a little, so start-up is
  // not held up. Price alerts a refresh fulfils go out right after it.
  const scheduler = startServerScheduler({
    config,
    db,
    log: app.log,
    onCatalogChanged: () => alertJobs.runNow(),
  });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await scheduler?.stop();
    await alertJobs.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  if (options.listen) await options.listen(app, config);
  else await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `site ready at http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}/`,
  );
}
