import { isLanguage, type Language } from '../../shared/i18n/languages.ts';
import { NotFoundError } from '../catalog/catalog.service.ts';
import { retryWhileBusy } from '../db/busy.ts';
import type { Db } from '../db/database.ts';
import { anonymizeIp } from '../lib/anonymize-ip.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { buildPriceAlertConfirmationMail, buildSubscriptionConfirmationMail } from './alert-mails.ts';
import { CONFIRM_TOKEN_TTL_MS, createToken, hashToken, TOKEN_PATTERN } from './alert-token.ts';
import {
  activatePriceAlert,
  cancelPriceAlert,
  confirmConsent,
  confirmSubscription,
  countConfirmationMails,
  ensureSubscription,
  findListedProduct,
  findPriceAlertById,
  findSubscriptionById,
  findToken,
  insertConsent,
  insertPriceAlert,
  insertToken,
  markSubscriptionPending,
  markTokenUsed,
  recordConfirmationMail,
  type TokenRecord,
  unsubscribeSubscription,
} from './alerts.repository.ts';
import { hashEmailAddress } from './email-address.ts';

// Double opt-in for deal alerts and price alerts. A request records the visitor's consent and, at
// most MAX_CONFIRMATION_MAILS_PER_DAY times a day per address, returns a confirmation e-mail with a
// single-use link; nothing is sent to anybody else until that link is used. Callers answer every
// request the same way, whether the address was new, pending, confirmed or over its limit.

// Bump when the consent text of the forms (alerts.json: consent) changes in substance.
export const CONSENT_TEXT_VERSION = 'alerts-consent-2026-11';
export const MAX_CONFIRMATION_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

export type AlertRequestContext = { ip: string | undefined; now: Date; origin: string };

export type DealAlertRequest = { email: string; language: Language; categories: readonly string[] };

export type PriceAlertRequest = { email: string; language: Language; idC10: string; targetCents: number };

export class AlertRequestError extends Error {
  override name = 'Bad Request';
  readonly statusCode = 400;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type ConfirmPayload = { language: Language; categories: string[] };

// The per-address limit is stored, so restarting the server does not reset it.
async function mayMailConfirmation(db: Db, email: string, now: Date): Promise<boolean> {
  const emailHash = hashEmailAddress(email);
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  if ((await countConfirmationMails(db, emailHash, since)) >= MAX_CONFIRMATION_MAILS_PER_DAY) return false;
  await recordConfirmationMail(db, emailHash, now.toISOString());
  return true;
}

// How both requests end: the consent is recorded; then, unless the address already had its share of
// mails today, a confirmation token is stored and its raw value (for the mail's link) returned.
async function recordConsentForConfirmation(
  trx: Db,
  target: { subscriptionId: number } | { priceAlertId: number },
  email: string,
  context: AlertRequestContext,
  payload?: string,
): Promise<string | null> {
  const now = context.now.toISOString();
  const consentId = await insertConsent(trx, {
    ...target,
    textVersion: CONSENT_TEXT_VERSION,
    ipPrefix: anonymizeIp(context.ip),
    now,
  });
  if (!(await mayMailConfirmation(trx, email, context.now))) return null;
  const { token, hash } = createToken();
  await insertToken(trx, {
    hash,
    purpose: 'confirm',
    ...target,
    consentId,
    payload,
    now,
    expiresAt: new Date(context.now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString(),
  });
  return token;
}

// Each visitor-facing change is one transaction, tried again from its start while an import holds
// SQLite's write lock (db/busy.ts).
export async function requestDealAlerts(
  db: Db,
  request: DealAlertRequest,
  context: AlertRequestContext,
): Promise<MailMessage | null> {
  const now = context.now.toISOString();
  const categories = [...new Set(request.categories)];
  return retryWhileBusy(() =>
    db.transaction().execute(async (trx) => {
      const subscription = await ensureSubscription(trx, {
        email: request.email,
        language: request.language,
        categories: categories.length > 0 ? JSON.stringify(categories) : null,
        now,
      });
      // A confirmed subscriber keeps language and categories until the new confirmation.
      if (subscription.status !== 'confirmed')
        await markSubscriptionPending(trx, subscription.id, request.language);
      const token = await recordConsentForConfirmation(
        trx,
        { subscriptionId: subscription.id },
        request.email,
        context,
        JSON.stringify({ language: request.language, categories } satisfies ConfirmPayload),
      );
      if (token === null) return null;
      return buildSubscriptionConfirmationMail({
        origin: context.origin,
        to: request.email,
        language: request.language,
        categories,
        token,
      });
    }),
  );
}

export async function requestPriceAlert(
  db: Db,
  request: PriceAlertRequest,
  context: AlertRequestContext,
): Promise<MailMessage | null> {
  const now = context.now.toISOString();
  const product = await findListedProduct(db, request.idC10);
  if (!product) throw new NotFoundError(`No product ${request.idC10}`);
  if (product.price_cents !== null && request.targetCents >= product.price_cents)
    throw new AlertRequestError(
      'TARGET_NOT_BELOW_PRICE',
      `target_price must be below the current best price (${(product.price_cents / 100).toFixed(2)} EUR)`,
    );
  return retryWhileBusy(() =>
    db.transaction().execute(async (trx) => {
      const priceAlertId = await insertPriceAlert(trx, {
        email: request.email,
        language: request.language,
        productId: product.id,
        targetCents: request.targetCents,
        now,
      });
      const token = await recordConsentForConfirmation(trx, { priceAlertId }, request.email, context);
      if (token === null) return null;
      return buildPriceAlertConfirmationMail({
        origin: context.origin,
        to: request.email,
        language: request.language,
        product,
        targetCents: request.targetCents,
        token,
      });
    }),
  );
}

// What a link is about, for the page it leads to.
export type AlertSubject =
  | { kind: 'deals'; language: Language }
  | { kind: 'price'; language: Language; productName: string; targetCents: number };

function languageOf(value: string | undefined): Language {
  return isLanguage(value) ? value : 'es';
}

function parsePayload(token: TokenRecord): ConfirmPayload | null {
  if (token.payload === null) return null;
  try {
    const parsed = JSON.parse(token.payload) as Partial<ConfirmPayload>;
    return { language: languageOf(parsed.language), categories: parsed.categories ?? [] };
  } catch {
    return null;
  }
}

async function subjectOf(db: Db, token: TokenRecord): Promise<AlertSubject | null> {
  if (token.subscription_id !== null) {
    const subscription = await findSubscriptionById(db, token.subscription_id);
    if (!subscription) return null;
    const language = parsePayload(token)?.language ?? languageOf(subscription.language);
    return { kind: 'deals', language };
  }
  if (token.price_alert_id !== null) {
    const alert = await findPriceAlertById(db, token.price_alert_id);
    if (!alert) return null;
    return {
      kind: 'price',
      language: languageOf(alert.language),
      productName: alert.product_name,
      targetCents: alert.target_cents,
    };
  }
  return null;
}

async function findUsableToken(
  db: Db,
  token: string,
  purpose: TokenRecord['purpose'],
  now: Date,
): Promise<TokenRecord | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const record = await findToken(db, hashToken(token));
  if (!record || record.purpose !== purpose) return null;
  if (purpose === 'confirm' && record.used_at !== null) return null;
  if (record.expires_at !== null && record.expires_at <= now.toISOString()) return null;
  return record;
}

// The language of the subscription or price alert a link's token belongs to, used or expired
// alike: the page a link opens (and the one its button leads to, after the token was used) speaks
// the subscriber's language rather than the browser's.
export async function languageOfToken(db: Db, token: string): Promise<Language | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const record = await findToken(db, hashToken(token));
  return record ? (await subjectOf(db, record))?.language : undefined;
}

// For the page a confirmation link opens: valid links show a button, and change nothing yet.
export async function inspectConfirmToken(db: Db, token: string, now: Date): Promise<AlertSubject | null> {
  const record = await findUsableToken(db, token, 'confirm', now);
  return record ? subjectOf(db, record) : null;
}

export async function confirmAlert(db: Db, token: string, now: Date): Promise<AlertSubject | null> {
  return retryWhileBusy(() =>
    db.transaction().execute(async (trx) => {
      const record = await findUsableToken(trx, token, 'confirm', now);
      if (!record) return null;
      const subject = await subjectOf(trx, record);
      if (!subject || !(await markTokenUsed(trx, record.id, now.toISOString()))) return null;
      const at = now.toISOString();
      if (record.subscription_id !== null) {
        const payload = parsePayload(record);
        await confirmSubscription(trx, record.subscription_id, {
          language: subject.language,
          categories: payload && payload.categories.length > 0 ? JSON.stringify(payload.categories) : null,
          now: at,
        });
      } else if (record.price_alert_id !== null) {
        const alert = await findPriceAlertById(trx, record.price_alert_id);
        if (alert?.status !== 'pending') return null;
        await activatePriceAlert(trx, alert, at);
      }
      if (record.consent_id !== null) await confirmConsent(trx, record.consent_id, at);
      return subject;
    }),
  );
}

// Unsubscribe links stay valid for as long as the subscription exists, and may be used again.
export async function inspectUnsubscribeToken(
  db: Db,
  token: string,
  now: Date,
): Promise<AlertSubject | null> {
  const record = await findUsableToken(db, token, 'unsubscribe', now);
  return record ? subjectOf(db, record) : null;
}

export async function unsubscribeAlert(db: Db, token: string, now: Date): Promise<AlertSubject | null> {
  return retryWhileBusy(() =>
    db.transaction().execute(async (trx) => {
      const record = await findUsableToken(trx, token, 'unsubscribe', now);
      if (!record) return null;
      const subject = await subjectOf(trx, record);
      if (!subject) return null;
      const at = now.toISOString();
      if (record.subscription_id !== null) await unsubscribeSubscription(trx, record.subscription_id, at);
      if (record.price_alert_id !== null) await cancelPriceAlert(trx, record.price_alert_id, at);
      await markTokenUsed(trx, record.id, at);
      return subject;
    }),
  );
}

// For the digest and price-alert mails: a fresh unsubscribe link per message (only hashes are
// stored, so an earlier link cannot be reproduced; earlier links keep working).
export async function createUnsubscribeToken(
  db: Db,
  target: { subscriptionId: number } | { priceAlertId: number },
  now: Date,
): Promise<string> {
  const { token, hash } = createToken();
  await insertToken(db, { hash, purpose: 'unsubscribe', ...target, now: now.toISOString() });
  return token;
}

// Sign-ups as the API takes them: the site's public origin (for the links in the confirmation
// mail) is the service's, the request's address and time are each request's.
export function createAlertSignupService(db: Db, origin: string) {
  return {
    requestDealAlerts: (request: DealAlertRequest, ip: string | undefined, now = new Date()) =>
      requestDealAlerts(db, request, { ip, now, origin }),
    requestPriceAlert: (request: PriceAlertRequest, ip: string | undefined, now = new Date()) =>
      requestPriceAlert(db, request, { ip, now, origin }),
  };
}

export type AlertSignupService = ReturnType<typeof createAlertSignupService>;
