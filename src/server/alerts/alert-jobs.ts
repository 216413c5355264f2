import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { isDatabaseBusy } from '../db/busy.ts';
import type { Db } from '../db/database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { pruneAlertData } from './alerts.repository.ts';
import { type DigestReport, sendDealDigests } from './deal-digest.ts';
import { checkPriceAlerts, type PriceAlertReport } from './price-alert-check.ts';

// The scheduled side of alerts: price alerts, due digests and housekeeping, every few minutes
// inside the server process (started by start-server.ts only, so tests never run it unless they
// call it) and once by `npm run alerts:digest`. Digests are due per subscriber, so running the job
// more often than ALERT_DIGEST_HOURS only makes price alerts and first digests go out sooner. The
// web server also runs it as soon as its feed scheduler has applied a feed (start-server.ts).

export const ALERT_JOB_INTERVAL_MS = 10 * 60_000;
// The first run waits a little, so a start-up (demo import, migrations) is not slowed down.
const FIRST_RUN_DELAY_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;
// Addresses that never confirmed are forgotten after this long.
const UNCONFIRMED_RETENTION_MS = 30 * DAY_MS;

export type AlertJobReport = { priceAlerts: PriceAlertReport; digests: DigestReport; pruned: number };

export async function runAlertJobs(
  db: Db,
  mailer: Mailer,
  config: Pick<AppConfig, 'publicOrigin' | 'alertDigestHours'>,
  now: Date = new Date(),
): Promise<AlertJobReport> {
  const priceAlerts = await checkPriceAlerts(db, mailer, config, now);
  const digests = await sendDealDigests(db, mailer, config, now);
  const pruned = await pruneAlertData(db, {
    countersBefore: new Date(now.getTime() - DAY_MS).toISOString(),
    tokensExpiredBefore: now.toISOString(),
    unconfirmedBefore: new Date(now.getTime() - UNCONFIRMED_RETENTION_MS).toISOString(),
  });
  return { priceAlerts, digests, pruned };
}

// runNow(): the catalog just changed (a scheduled import applied a feed), so price alerts whose
// target was reached go out now rather than at the next tick.
export type AlertJobs = { runNow(): void; stop(): Promise<void> };

export function startAlertJobs(options: {
  db: Db;
  config: AppConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
}): AlertJobs {
  const { db, config, log } = options;
  const mailer = createMailer(config.mail);
  let running: Promise<void> | null = null;
  let stopped = false;
  // A change that arrives during a run gets a run of its own after it.
  let runAgain = false;
  const tick = () => {
    if (stopped) return;
    // A slow run (a mail server timing out) is not overlapped by the next one.
    if (running) {
      runAgain = true;
      return;
    }
    runAgain = false;
    running = runAlertJobs(db, mailer, config)
      .then((report) => {
        const { priceAlerts, digests } = report;
        if (priceAlerts.triggered + digests.sent + digests.failed > 0)
          log.info({ priceAlerts, digests, pruned: report.pruned }, 'alert e-mails');
      })
      .catch((error: unknown) => {
        // Claims are written before any e-mail goes out, so the next run simply picks up the rest.
        if (isDatabaseBusy(error))
          log.info({}, 'alert job: an import holds the database; the next run goes on');
        else log.error({ err: error }, 'alert job failed');
      })
      .finally(() => {
        running = null;
        if (runAgain) tick();
      });
  };
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  const timer = setInterval(tick, options.intervalMs ?? ALERT_JOB_INTERVAL_MS);
  // The timers never keep a process alive on their own.
  first.unref();
  timer.unref();
  return {
    runNow: tick,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
      mailer.close();
    },
  };
}
