import { parseArgs } from 'node:util';
import pino from 'pino';
import { FeedScheduler } from '../scheduler/feed-scheduler.ts';
import { loadFeedsFile } from '../scheduler/feeds-file.ts';
import { runCli, UsageError } from './cli-support.ts';

const USAGE = `Usage: npm run worker -- [--once]

Refreshes the catalog on a schedule without the web server: every FEED_REFRESH_HOURS it imports the
feeds listed in FEEDS_FILE (or keeps the demo catalog fresh when there is none), then writes the
texts of new and changed products (by rules, or by the model AI_BASE_URL names, within
AI_DAILY_REQUESTS), and every hour it hides offers of shops whose feed has not been confirmed for
48 hours. Runs until SIGINT or SIGTERM:
the first one abandons the current feed (it is rolled back and recorded) and exits; a second one
exits at once. Run the web servers with FEED_SCHEDULER=off.
  --once   one refresh run and its texts, then exit (for cron or a one-off refresh)`;

await runCli(async ({ config, db }) => {
  let values: { once?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { once: { type: 'boolean' }, help: { type: 'boolean' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // A broken feeds file stops the worker at start, where the operator is looking; later edits are
  // read before each run and reported in the log.
  await loadFeedsFile(config.feedsFile).catch((error: Error) => {
    throw new UsageError(error.message);
  });

  const log = pino({
    level: config.logLevel,
    ...(process.stdout.isTTY
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
  if (config.feedScheduler === 'server')
    log.info(
      {},
      'FEED_SCHEDULER=server: web servers on this database refresh too; the refresh lock runs one at a time',
    );
  const scheduler = new FeedScheduler({ config, db, log, firstRunDelayMs: 0 });

  if (values.once) {
    // start() does this for the long-running worker; a refresh that is skipped would not.
    await scheduler.markInterruptedRuns();
    const outcome = await scheduler.refresh();
    // The texts' failures are logged and retried by a later run; they never fail the refresh.
    if (outcome.status === 'done') await scheduler.enrichTexts();
    await scheduler.stop();
    if (outcome.status === 'skipped') return 1;
    return outcome.feeds.every((feed) => feed.status === 'applied') ? 0 : 1;
  }

  const stopped = new Promise<void>((resolve) => {
    let signals = 0;
    const onSignal = (signal: NodeJS.Signals) => {
      // An unfinished import is rolled back by the database when the process ends.
      if (++signals > 1) process.exit(130);
      log.info({}, `${signal}: stopping the feed scheduler (again to exit at once)`);
      void scheduler.stop().then(resolve);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
  scheduler.start();
  await stopped;
  log.info({}, 'feed scheduler stopped');
  return 0;
});
// A download abandoned half-way may still hold its connection open; the work is done, so go.
process.exit();
