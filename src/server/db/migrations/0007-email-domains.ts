import { domainToASCII } from 'node:url';
import type { Kysely } from 'kysely';

// Alert addresses are now stored with an internationalised domain in punycode and accents composed
// (alerts/email-address.ts), so "ana@exämple.com" and "ana@xn--exmple-cua.com" are one subscriber.
// Rows stored before keep working as they are (unsubscribe links point at the row, not at the
// address), but the same visitor asking again would become a second subscriber with a second
// digest. This brings stored addresses to the new form. A subscriber stored under both spellings
// becomes one row: the one already in the new form, taking the other's state when the other
// changed last (its latest wish), and its tokens and consent records, so its links keep working.
// Data only, and a second run changes nothing.

type Timestamp = string | Date | null;

type Tables = {
  subscription: {
    id: number;
    email: string;
    language: string;
    categories: string | null;
    status: string;
    created_at: Timestamp;
    confirmed_at: Timestamp;
    unsubscribed_at: Timestamp;
    last_digest_at: Timestamp;
  };
  price_alert: { id: number; email: string };
  alert_token: { subscription_id: number | null };
  alert_consent: { subscription_id: number | null };
};

type Subscription = Tables['subscription'];

// A copy of the rule as it stands at this migration, which must not change with later code.
function toStoredForm(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const domain = email.slice(at + 1);
  return `${email.slice(0, at).normalize('NFC')}@${domainToASCII(domain) || domain}`;
}

function lastChangeOf(row: Subscription): number {
  return Math.max(
    ...[row.created_at, row.confirmed_at, row.unsubscribed_at]
      .filter((time) => time !== null)
      .map((time) => new Date(time).getTime()),
  );
}

async function normalizeAddresses(db: Kysely<Tables>): Promise<void> {
  for (const alert of await db.selectFrom('price_alert').select(['id', 'email']).execute()) {
    const email = toStoredForm(alert.email);
    if (email !== alert.email)
      await db.updateTable('price_alert').set({ email }).where('id', '=', alert.id).execute();
  }

  const rows = await db.selectFrom('subscription').selectAll().orderBy('id').execute();
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  for (const row of rows) {
    const email = toStoredForm(row.email);
    if (email === row.email) continue;
    const kept = byEmail.get(email);
    byEmail.delete(row.email);
    if (!kept) {
      await db.updateTable('subscription').set({ email }).where('id', '=', row.id).execute();
      byEmail.set(email, { ...row, email });
      continue;
    }
    if (lastChangeOf(row) > lastChangeOf(kept)) {
      const { language, categories, status, confirmed_at, unsubscribed_at, last_digest_at } = row;
      const state = { language, categories, status, confirmed_at, unsubscribed_at, last_digest_at };
      await db.updateTable('subscription').set(state).where('id', '=', kept.id).execute();
      Object.assign(kept, state);
    }
    for (const table of ['alert_token', 'alert_consent'] as const)
      await db
        .updateTable(table)
        .set({ subscription_id: kept.id })
        .where('subscription_id', '=', row.id)
        .execute();
    await db.deleteFrom('subscription').where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<Tables>;
  // PostgreSQL runs each migration in a transaction; SQLite's migrations run without one.
  if (typed.isTransaction) await normalizeAddresses(typed);
  else await typed.transaction().execute(normalizeAddresses);
}

// The new form is a valid address too; there is nothing to undo.
export async function down(): Promise<void> {}
