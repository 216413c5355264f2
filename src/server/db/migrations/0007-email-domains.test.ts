import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { createUnsubscribeToken, requestDealAlerts, unsubscribeAlert } from '../../alerts/alerts.service.ts';
import type { SubscriptionStatus } from '../schema.ts';
import { up } from './0007-email-domains.ts';

// Addresses stored before domains were kept in punycode: the same subscriber whichever spelling
// they use next, and their unsubscribe links keep working.

describeEachDialect('migration 0007: stored e-mail domains in punycode', (context) => {
  const NOW = new Date('2026-11-10T10:00:00Z');
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 8)).toISOString();

  const insertSubscription = async (
    email: string,
    status: SubscriptionStatus,
    createdDay: number,
    confirmedDay?: number,
  ) => {
    const row = await context()
      .db.insertInto('subscription')
      .values({
        email,
        language: 'es',
        categories: null,
        status,
        created_at: at(createdDay),
        confirmed_at: confirmedDay === undefined ? null : at(confirmedDay),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  const subscriptions = () =>
    context().db.selectFrom('subscription').select(['id', 'email', 'status']).orderBy('id').execute();

  it('moves stored addresses to the new form, merges a subscriber stored under both, and keeps their links', async () => {
    const { db } = context();
    const ana = await insertSubscription('ana@exämple.com', 'confirmed', 1, 1);
    const anaLink = await createUnsubscribeToken(db, { subscriptionId: ana }, NOW);
    // Luis subscribed with the punycode spelling, then confirmed later with the Unicode one.
    const luisPunycode = await insertSubscription('luis@xn--exmple-cua.com', 'pending', 2);
    const luisUnicode = await insertSubscription('luis@exämple.com', 'confirmed', 3, 4);
    const luisLink = await createUnsubscribeToken(db, { subscriptionId: luisUnicode }, NOW);
    const untouched = await insertSubscription('eva@example.com', 'confirmed', 1, 1);

    // As the migrator runs it; a second run changes nothing.
    const migrating = db as unknown as Kysely<unknown>;
    await up(migrating);
    await up(migrating);

    expect(await subscriptions()).toEqual([
      { id: ana, email: 'ana@xn--exmple-cua.com', status: 'confirmed' },
      { id: luisPunycode, email: 'luis@xn--exmple-cua.com', status: 'confirmed' },
      { id: untouched, email: 'eva@example.com', status: 'confirmed' },
    ]);
    // Asking again with either spelling finds the stored subscriber.
    await requestDealAlerts(
      db,
      { email: 'ana@xn--exmple-cua.com', language: 'es', categories: [] },
      { ip: '203.0.113.9', now: NOW, origin: 'https://precioclaro.test' },
    );
    expect(await subscriptions()).toHaveLength(3);

    // Links mailed before still unsubscribe, the merged subscriber's too.
    expect(await unsubscribeAlert(db, anaLink, NOW)).toEqual({ kind: 'deals', language: 'es' });
    expect(await unsubscribeAlert(db, luisLink, NOW)).toEqual({ kind: 'deals', language: 'es' });
    expect((await subscriptions()).map((row) => row.status)).toEqual([
      'unsubscribed',
      'unsubscribed',
      'confirmed',
    ]);
  });
});
