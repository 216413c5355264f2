import { isLanguage, type Language } from '../../shared/i18n/languages.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { buildDigestMail } from './alert-mails.ts';
import { claimDigest, findNewDeals, findSubscribersDue, releaseDigest } from './alerts.repository.ts';
import { createUnsubscribeToken } from './alerts.service.ts';

// The digest of new deals: each confirmed subscriber whose last digest is at least
// ALERT_DIGEST_HOURS old gets one e-mail, in their language, with the products that became deals
// since then (since one period ago for the first digest) in their categories, or in all of them
// when they chose none. No new deals, no e-mail: the subscriber stays due and gets the next deals
// as soon as a run finds some.
//
// Each digest is claimed in the database before it is sent, so two processes running the job at
// once never send the same digest twice; a failed send releases the claim for the next run.

export const DIGEST_MAX_DEALS = 20;
const BATCH = 200;
const HOUR_MS = 60 * 60_000;

export type DigestReport = { due: number; sent: number; withoutDeals: number; failed: number };

export async function sendDealDigests(
  db: Db,
  mailer: Mailer,
  config: Pick<AppConfig, 'publicOrigin' | 'alertDigestHours'>,
  now: Date = new Date(),
): Promise<DigestReport> {
  const report: DigestReport = { due: 0, sent: 0, withoutDeals: 0, failed: 0 };
  const at = now.toISOString();
  const periodStart = new Date(now.getTime() - config.alertDigestHours * HOUR_MS).toISOString();
  let afterId = 0;
  for (;;) {
    const subscribers = await findSubscribersDue(db, { dueBefore: periodStart, afterId, limit: BATCH });
    if (subscribers.length === 0) break;
    afterId = subscribers.at(-1)?.id ?? afterId;
    for (const subscriber of subscribers) {
      report.due++;
      const deals = await findNewDeals(db, {
        since: subscriber.last_digest_at ?? periodStart,
        categorySlugs: parseCategories(subscriber.categories),
        limit: DIGEST_MAX_DEALS,
      });
      if (deals.length === 0) {
        report.withoutDeals++;
        continue;
      }
      if (!(await claimDigest(db, subscriber.id, subscriber.last_digest_at, at))) continue;
      try {
        const language: Language = isLanguage(subscriber.language) ? subscriber.language : 'es';
        const unsubscribeToken = await createUnsubscribeToken(db, { subscriptionId: subscriber.id }, now);
        await mailer.send(
          buildDigestMail({
            origin: config.publicOrigin,
            to: subscriber.email,
            language,
            deals,
            unsubscribeToken,
          }),
        );
        report.sent++;
      } catch {
        // The address must not reach the log; the count tells the operator something failed.
        report.failed++;
        await releaseDigest(db, subscriber.id, subscriber.last_digest_at, at);
      }
    }
  }
  return report;
}

function parseCategories(value: string | null): string[] | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.length > 0 ? parsed.map(String) : null;
  } catch {
    return null;
  }
}
