import { isLanguage } from '../../shared/i18n/languages.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { buildPriceAlertMail } from './alert-mails.ts';
import { claimPriceAlert, findTriggeredPriceAlerts, releasePriceAlert } from './alerts.repository.ts';
import { createUnsubscribeToken } from './alerts.service.ts';

// Price alerts: once a product's best price is at or below an active alert's target, its owner
// gets one e-mail and the alert is done. Run after imports and by the alert job; like the digest,
// each alert is claimed before the e-mail goes out, and released when sending fails.

const BATCH = 500;

export type PriceAlertReport = { triggered: number; sent: number; failed: number };

export async function checkPriceAlerts(
  db: Db,
  mailer: Mailer,
  config: Pick<AppConfig, 'publicOrigin'>,
  now: Date = new Date(),
): Promise<PriceAlertReport> {
  const report: PriceAlertReport = { triggered: 0, sent: 0, failed: 0 };
  const failedIds = new Set<number>();
  for (;;) {
    const alerts = (await findTriggeredPriceAlerts(db, BATCH + failedIds.size)).filter(
      (alert) => !failedIds.has(alert.id),
    );
    if (alerts.length === 0) break;
    for (const alert of alerts) {
      report.triggered++;
      if (alert.price_cents === null || !(await claimPriceAlert(db, alert.id, now.toISOString()))) continue;
      try {
        const unsubscribeToken = await createUnsubscribeToken(db, { priceAlertId: alert.id }, now);
        await mailer.send(
          buildPriceAlertMail({
            origin: config.publicOrigin,
            to: alert.email,
            language: isLanguage(alert.language) ? alert.language : 'es',
            product: { id_c10: alert.id_c10, name: alert.product_name, price_cents: alert.price_cents },
            targetCents: alert.target_cents,
            unsubscribeToken,
          }),
        );
        report.sent++;
      } catch {
        report.failed++;
        failedIds.add(alert.id);
        await releasePriceAlert(db, alert.id);
      }
    }
  }
  return report;
}
