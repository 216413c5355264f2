import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.ts';

// Deal alerts and price alerts (see src/server/alerts/README.md). The `subscription` table of 0001
// stays the list of deal-alert subscribers; this adds what double opt-in, consent, rate limits,
// digests and per-product price alerts need. Tokens are stored only as SHA-256 hashes.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const withId = (table: string) =>
    postgres
      ? db.schema
          .createTable(table)
          .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn('id', 'integer', (col) => col.primaryKey());

  // When the subscriber's last digest went out; null until the first one.
  await db.schema.alterTable('subscription').addColumn('last_digest_at', timestamp).execute();
  await db.schema
    .createIndex('subscription_status_idx')
    .on('subscription')
    .columns(['status', 'last_digest_at'])
    .execute();

  await withId('price_alert')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id'))
    .addColumn('target_cents', 'integer', (col) => col.notNull())
    // pending (not confirmed yet), active, fired (the one e-mail went out), cancelled.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('confirmed_at', timestamp)
    .addColumn('fired_at', timestamp)
    .addColumn('cancelled_at', timestamp)
    .execute();
  await db.schema
    .createIndex('price_alert_status_idx')
    .on('price_alert')
    .columns(['status', 'product_id'])
    .execute();
  await db.schema.createIndex('price_alert_email_idx').on('price_alert').column('email').execute();

  // What the visitor agreed to, when, and from which network (the address truncated by anonymizeIp).
  await withId('alert_consent')
    .addColumn('subscription_id', 'integer', (col) => col.references('subscription.id'))
    .addColumn('price_alert_id', 'integer', (col) => col.references('price_alert.id'))
    .addColumn('text_version', 'text', (col) => col.notNull())
    .addColumn('ip_prefix', 'text', (col) => col.notNull())
    .addColumn('given_at', timestamp, (col) => col.notNull())
    .addColumn('confirmed_at', timestamp)
    .execute();
  await db.schema
    .createIndex('alert_consent_subscription_idx')
    .on('alert_consent')
    .column('subscription_id')
    .execute();
  await db.schema
    .createIndex('alert_consent_price_alert_idx')
    .on('alert_consent')
    .column('price_alert_id')
    .execute();

  await withId('alert_token')
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // confirm (single use, expires) or unsubscribe (long-lived).
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('subscription_id', 'integer', (col) => col.references('subscription.id'))
    .addColumn('price_alert_id', 'integer', (col) => col.references('price_alert.id'))
    .addColumn('consent_id', 'integer', (col) => col.references('alert_consent.id'))
    // JSON: the language and categories a confirmation applies.
    .addColumn('payload', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp)
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema
    .createIndex('alert_token_subscription_idx')
    .on('alert_token')
    .column('subscription_id')
    .execute();
  await db.schema
    .createIndex('alert_token_price_alert_idx')
    .on('alert_token')
    .column('price_alert_id')
    .execute();

  // One row per confirmation e-mail sent, keyed by the SHA-256 of the address, for the per-address
  // limit; it survives restarts and is pruned after a day.
  await withId('alert_confirmation_mail')
    .addColumn('email_hash', 'text', (col) => col.notNull())
    .addColumn('sent_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('alert_confirmation_mail_idx')
    .on('alert_confirmation_mail')
    .columns(['email_hash', 'sent_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['alert_confirmation_mail', 'alert_token', 'alert_consent', 'price_alert']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('subscription_status_idx').ifExists().execute();
  await db.schema.alterTable('subscription').dropColumn('last_digest_at').execute();
}
