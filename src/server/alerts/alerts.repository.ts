import type { Db } from '../db/database.ts';
import type { AlertTokenPurpose, SubscriptionStatus } from '../db/schema.ts';

// The only query-builder code of deal alerts and price alerts. Every function takes `db` or a
// transaction first. Timestamps are ISO strings (see db/schema.ts).

// --- Subscribers of the deal digest (table `subscription`) ---

export type SubscriptionRecord = {
  id: number;
  email: string;
  language: string;
  categories: string | null;
  status: SubscriptionStatus;
  confirmed_at: string | null;
  last_digest_at: string | null;
};

const SUBSCRIPTION_COLUMNS = [
  'id',
  'email',
  'language',
  'categories',
  'status',
  'confirmed_at',
  'last_digest_at',
] as const;

export async function findSubscriptionByEmail(
  db: Db,
  email: string,
): Promise<SubscriptionRecord | undefined> {
  return db
    .selectFrom('subscription')
    .select(SUBSCRIPTION_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findSubscriptionById(db: Db, id: number): Promise<SubscriptionRecord | undefined> {
  return db.selectFrom('subscription').select(SUBSCRIPTION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

// Two requests for a new address at once must not fail on the unique e-mail: the second one finds
// the row the first one wrote.
export async function ensureSubscription(
  db: Db,
  values: { email: string; language: string; categories: string | null; now: string },
): Promise<SubscriptionRecord> {
  await db
    .insertInto('subscription')
    .values({
      email: values.email,
      language: values.language,
      categories: values.categories,
      status: 'pending',
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  const row = await findSubscriptionByEmail(db, values.email);
  if (!row) throw new Error('subscription row vanished');
  return row;
}

// A new request for an address that is not confirmed (never, or no longer): pending until the
// new confirmation, in the language of the latest request.
export async function markSubscriptionPending(db: Db, id: number, language: string): Promise<void> {
  await db
    .updateTable('subscription')
    .set({ status: 'pending', language })
    .where('id', '=', id)
    .where('status', '!=', 'confirmed')
    .execute();
}

export async function confirmSubscription(
  db: Db,
  id: number,
  values: { language: string; categories: string | null; now: string },
): Promise<void> {
  const current = await findSubscriptionById(db, id);
  await db
    .updateTable('subscription')
    .set({
      status: 'confirmed',
      language: values.language,
      categories: values.categories,
      // A new confirmation after an unsubscribe starts a new subscription; a confirmation that
      // only changes the categories keeps the original date.
      confirmed_at: current?.status === 'confirmed' ? current.confirmed_at : values.now,
      unsubscribed_at: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function unsubscribeSubscription(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('subscription')
    .set({ status: 'unsubscribed', unsubscribed_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

// Confirmed subscribers whose last digest is older than `dueBefore` (or who never had one).
export async function findSubscribersDue(
  db: Db,
  options: { dueBefore: string; afterId: number; limit: number },
): Promise<SubscriptionRecord[]> {
  const { dueBefore } = options;
  return db
    .selectFrom('subscription')
    .select(SUBSCRIPTION_COLUMNS)
    .where('status', '=', 'confirmed')
    .where('id', '>', options.afterId)
    .where((eb) => eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<=', dueBefore)]))
    .orderBy('id')
    .limit(options.limit)
    .execute();
}

// Takes the subscriber's digest for this run; false when another process already took it.
export async function claimDigest(
  db: Db,
  id: number,
  previous: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('subscription')
    .set({ last_digest_at: now })
    .where('id', '=', id)
    .where('status', '=', 'confirmed')
    .where('last_digest_at', previous === null ? 'is' : '=', previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseDigest(
  db: Db,
  id: number,
  previous: string | null,
  claimedAt: string,
): Promise<void> {
  await db
    .updateTable('subscription')
    .set({ last_digest_at: previous })
    .where('id', '=', id)
    .where('last_digest_at', '=', claimedAt)
    .execute();
}

export type DigestDealRow = {
  id_c10: string;
  name: string;
  price_cents: number;
  reference_price_cents: number | null;
  discount_percent: number | null;
  deal_since: string;
};

// Listed products that became deals after `since` and are deals still, biggest drops first.
export async function findNewDeals(
  db: Db,
  options: { since: string; categorySlugs: readonly string[] | null; limit: number },
): Promise<DigestDealRow[]> {
  let query = db
    .selectFrom('product')
    .select([
      'product.id_c10',
      'product.name',
      'product.price_cents',
      'product.reference_price_cents',
      'product.discount_percent',
      'product.deal_since',
    ])
    .where('product.is_deal', '=', 1)
    .where('product.is_listed', '=', 1)
    .where('product.price_cents', 'is not', null)
    .where('product.deal_since', '>', options.since);
  if (options.categorySlugs !== null && options.categorySlugs.length > 0) {
    const slugs = [...options.categorySlugs];
    query = query.where('product.category_id', 'in', (eb) =>
      eb.selectFrom('category').select('category.id').where('category.slug', 'in', slugs),
    );
  }
  const rows = await query
    .orderBy('product.discount_percent', 'desc')
    .orderBy('product.deal_since', 'desc')
    .orderBy('product.id')
    .limit(options.limit)
    .execute();
  return rows as DigestDealRow[];
}

// --- Price alerts ---

export type AlertProduct = { id: number; id_c10: string; name: string; price_cents: number | null };

export async function findListedProduct(db: Db, idC10: string): Promise<AlertProduct | undefined> {
  return db
    .selectFrom('product')
    .select(['id', 'id_c10', 'name', 'price_cents'])
    .where('id_c10', '=', idC10)
    .where('is_listed', '=', 1)
    .executeTakeFirst();
}

export async function insertPriceAlert(
  db: Db,
  values: { email: string; language: string; productId: number; targetCents: number; now: string },
): Promise<number> {
  const row = await db
    .insertInto('price_alert')
    .values({
      email: values.email,
      language: values.language,
      product_id: values.productId,
      target_cents: values.targetCents,
      status: 'pending',
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type PriceAlertRecord = {
  id: number;
  email: string;
  language: string;
  status: string;
  target_cents: number;
  product_id: number;
  id_c10: string;
  product_name: string;
  price_cents: number | null;
};

function selectPriceAlerts(db: Db) {
  return db
    .selectFrom('price_alert')
    .innerJoin('product', 'product.id', 'price_alert.product_id')
    .select([
      'price_alert.id',
      'price_alert.email',
      'price_alert.language',
      'price_alert.status',
      'price_alert.target_cents',
      'price_alert.product_id',
      'product.id_c10',
      'product.name as product_name',
      'product.price_cents',
    ]);
}

export async function findPriceAlertById(db: Db, id: number): Promise<PriceAlertRecord | undefined> {
  return selectPriceAlerts(db).where('price_alert.id', '=', id).executeTakeFirst();
}

// Active alerts whose product's best price is now at or below the target.
export async function findTriggeredPriceAlerts(db: Db, limit: number): Promise<PriceAlertRecord[]> {
  return selectPriceAlerts(db)
    .where('price_alert.status', '=', 'active')
    .where('product.is_listed', '=', 1)
    .where('product.price_cents', 'is not', null)
    .whereRef('product.price_cents', '<=', 'price_alert.target_cents')
    .orderBy('price_alert.id')
    .limit(limit)
    .execute();
}

export async function activatePriceAlert(db: Db, alert: PriceAlertRecord, now: string): Promise<void> {
  // One alert per mailbox and product: the newest target replaces an older one.
  await db
    .updateTable('price_alert')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('email', '=', alert.email)
    .where('product_id', '=', alert.product_id)
    .where('status', '=', 'active')
    .where('id', '!=', alert.id)
    .execute();
  await db
    .updateTable('price_alert')
    .set({ status: 'active', confirmed_at: now })
    .where('id', '=', alert.id)
    .where('status', '=', 'pending')
    .execute();
}

export async function cancelPriceAlert(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('price_alert')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'active'])
    .execute();
}

// Takes the alert for this run; false when another process already sent it.
export async function claimPriceAlert(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('price_alert')
    .set({ status: 'fired', fired_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releasePriceAlert(db: Db, id: number): Promise<void> {
  await db
    .updateTable('price_alert')
    .set({ status: 'active', fired_at: null })
    .where('id', '=', id)
    .where('status', '=', 'fired')
    .execute();
}

// --- Consent, tokens, the per-address mail counter ---

export async function insertConsent(
  db: Db,
  values: {
    subscriptionId?: number;
    priceAlertId?: number;
    textVersion: string;
    ipPrefix: string;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('alert_consent')
    .values({
      subscription_id: values.subscriptionId ?? null,
      price_alert_id: values.priceAlertId ?? null,
      text_version: values.textVersion,
      ip_prefix: values.ipPrefix,
      given_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function confirmConsent(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('alert_consent').set({ confirmed_at: now }).where('id', '=', id).execute();
}

export async function insertToken(
  db: Db,
  values: {
    hash: string;
    purpose: AlertTokenPurpose;
    subscriptionId?: number;
    priceAlertId?: number;
    consentId?: number;
    payload?: string;
    now: string;
    expiresAt?: string;
  },
): Promise<void> {
  await db
    .insertInto('alert_token')
    .values({
      token_hash: values.hash,
      purpose: values.purpose,
      subscription_id: values.subscriptionId ?? null,
      price_alert_id: values.priceAlertId ?? null,
      consent_id: values.consentId ?? null,
      payload: values.payload ?? null,
      created_at: values.now,
      expires_at: values.expiresAt ?? null,
    })
    .execute();
}

export type TokenRecord = {
  id: number;
  purpose: AlertTokenPurpose;
  subscription_id: number | null;
  price_alert_id: number | null;
  consent_id: number | null;
  payload: string | null;
  expires_at: string | null;
  used_at: string | null;
};

export async function findToken(db: Db, hash: string): Promise<TokenRecord | undefined> {
  return db
    .selectFrom('alert_token')
    .select([
      'id',
      'purpose',
      'subscription_id',
      'price_alert_id',
      'consent_id',
      'payload',
      'expires_at',
      'used_at',
    ])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

// Single use: true only for the one request that marks the token used.
export async function markTokenUsed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('alert_token')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countConfirmationMails(db: Db, emailHash: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('alert_confirmation_mail')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email_hash', '=', emailHash)
    .where('sent_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function recordConfirmationMail(db: Db, emailHash: string, now: string): Promise<void> {
  await db.insertInto('alert_confirmation_mail').values({ email_hash: emailHash, sent_at: now }).execute();
}

// --- Housekeeping ---

export async function pruneAlertData(
  db: Db,
  options: { countersBefore: string; tokensExpiredBefore: string; unconfirmedBefore: string },
): Promise<number> {
  let removed = 0;
  const count = (result: { numDeletedRows: bigint }) => {
    removed += Number(result.numDeletedRows);
  };
  count(
    await db
      .deleteFrom('alert_confirmation_mail')
      .where('sent_at', '<', options.countersBefore)
      .executeTakeFirst(),
  );
  count(
    await db
      .deleteFrom('alert_token')
      .where('purpose', '=', 'confirm')
      .where('expires_at', '<', options.tokensExpiredBefore)
      .executeTakeFirst(),
  );
  // Addresses that were never confirmed are not kept: their consent records, tokens and rows go.
  const staleSubscriptions = db
    .selectFrom('subscription')
    .select('id')
    .where('status', '=', 'pending')
    .where('confirmed_at', 'is', null)
    .where('created_at', '<', options.unconfirmedBefore);
  const stalePriceAlerts = db
    .selectFrom('price_alert')
    .select('id')
    .where('status', '=', 'pending')
    .where('created_at', '<', options.unconfirmedBefore);
  for (const table of ['alert_token', 'alert_consent'] as const) {
    count(await db.deleteFrom(table).where('subscription_id', 'in', staleSubscriptions).executeTakeFirst());
    count(await db.deleteFrom(table).where('price_alert_id', 'in', stalePriceAlerts).executeTakeFirst());
  }
  count(
    await db
      .deleteFrom('subscription')
      .where('status', '=', 'pending')
      .where('confirmed_at', 'is', null)
      .where('created_at', '<', options.unconfirmedBefore)
      .executeTakeFirst(),
  );
  count(
    await db
      .deleteFrom('price_alert')
      .where('status', '=', 'pending')
      .where('created_at', '<', options.unconfirmedBefore)
      .executeTakeFirst(),
  );
  return removed;
}
