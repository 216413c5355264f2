import { runAlertJobs } from '../alerts/alert-jobs.ts';
import { createMailer } from '../mail/mailer.ts';
import { runCli } from './cli-support.ts';

// `npm run alerts:digest`: the alert job once, now: price alerts whose target was reached, deal
// digests that are due, and housekeeping. The server runs the same job every few minutes.

await runCli(async ({ db, config }) => {
  const mailer = createMailer(config.mail);
  try {
    const { priceAlerts, digests, pruned } = await runAlertJobs(db, mailer, config);
    console.log(
      `mail via ${mailer.kind === 'smtp' ? 'SMTP' : `outbox ${config.mail.outboxDir}`}\n` +
        `price alerts   ${priceAlerts.sent} sent, ${priceAlerts.failed} failed (${priceAlerts.triggered} reached their target)\n` +
        `deal digests   ${digests.sent} sent, ${digests.failed} failed, ${digests.withoutDeals} due without new deals\n` +
        `housekeeping   ${pruned} old rows removed`,
    );
    return priceAlerts.failed + digests.failed > 0 ? 1 : 0;
  } finally {
    mailer.close();
  }
});
