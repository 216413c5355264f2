import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { createSqliteTestDatabasePath } from '../../../tests/support/test-databases.ts';
import { pagesForThisFile } from '../../../tests/support/test-pages.ts';
import { createUnsubscribeToken, requestDealAlerts } from '../../server/alerts/alerts.service.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig, parseDatabaseUrl } from '../../server/config.ts';
import { VISITOR_WRITE_WAIT_MS, WEB_BUSY_TIMEOUT_MS } from '../../server/db/busy.ts';
import { type Db, openDatabase } from '../../server/db/database.ts';
import { prepareDatabase } from '../../server/prepare-database.ts';
import type { Language } from '../../shared/i18n/languages.ts';

// The pages the links in alert e-mails open, served by React Router in the site's layout: which
// language they speak, what a GET and a POST do, the headers, and a confirmation during an import.

const ORIGIN = 'https://precioclaro.test';

const pages = pagesForThisFile();

async function confirmToken(db: Db, email: string, language: Language): Promise<string> {
  const mail = await requestDealAlerts(
    db,
    { email, language, categories: [] },
    { ip: '203.0.113.7', now: new Date(), origin: ORIGIN },
  );
  const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no confirmation link in the mail');
  return token;
}

const subscriptionStatus = async (db: Db, email: string) =>
  (await db.selectFrom('subscription').select('status').where('email', '=', email).executeTakeFirst())
    ?.status;

// The site's own layout around the page, as on every other page.
function expectSiteLayout(body: string): void {
  expect(body).toMatch(/<header[\s>]/);
  expect(body).toMatch(/<footer[\s>]/);
  expect(body).toContain('id="main"');
}

describeEachDialect('alert pages', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config: database } = context();
    app = await buildApp({
      // Cold pages in a row from one test address on a busy machine: the per-client time share
      // (tested on its own) must not answer 429 here.
      config: { ...loadConfig({ CLIENT_TIME_SHARE: '100' }), database, publicOrigin: ORIGIN },
      db,
      pages: pages.renderer(ORIGIN),
    });
  });

  afterEach(async () => {
    await app.close();
  });

  it('opens a confirmation link in the layout and language of the subscription, whatever the browser says, changing nothing', async () => {
    const { db } = context();
    const token = await confirmToken(db, 'greta@example.de', 'de');
    const page = await app.inject({
      url: `/alerts/confirm?token=${token}`,
      headers: { 'accept-language': 'es-ES,es;q=0.9', cookie: 'lang=en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<html lang="de">');
    expectSiteLayout(page.body);
    expect(page.body).toContain('<title>Anmeldung bestätigen | PrecioClaro</title>');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toMatch(/<h1 class="[^"]*text-3xl[^"]*">Anmeldung bestätigen<\/h1>/);
    // The button posts back to the same link (token characters need no escaping in a pattern).
    expect(page.body).toMatch(
      new RegExp(`<form [^>]*action="/alerts/confirm\\?token=${token}" method="post">`),
    );
    expect(page.body).not.toContain('name="List-Unsubscribe"');
    expect(await subscriptionStatus(db, 'greta@example.de')).toBe('pending');
  });

  it('lets the /{lang}/ prefix decide, as the language selector links it, and confirms there', async () => {
    const { db } = context();
    const token = await confirmToken(db, 'greta@example.de', 'de');
    const page = await app.inject({ url: `/en/alerts/confirm?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Confirm your subscription');
    expect(page.body).toContain(`action="/en/alerts/confirm?token=${token}"`);

    const confirmed = await app.inject({
      method: 'POST',
      url: `/en/alerts/confirm?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.body).toContain('<html lang="en">');
    expectSiteLayout(confirmed.body);
    expect(confirmed.body).toContain('<title>All set! | PrecioClaro</title>');
    expect(confirmed.body).toContain('Your subscription is confirmed.');
    // The button is gone: the page shows the action's answer, not the loader's.
    expect(confirmed.body).not.toContain('action="/en/alerts/confirm');
    expect(await subscriptionStatus(db, 'greta@example.de')).toBe('confirmed');
  });

  it('unsubscribes on an RFC 8058 one-click POST, form-encoded or multipart, without cookies, answering 200', async () => {
    const { db } = context();
    const token = await confirmToken(db, 'paulo@example.pt', 'pt');
    await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` });
    const subscription = await db
      .selectFrom('subscription')
      .select('id')
      .where('email', '=', 'paulo@example.pt')
      .executeTakeFirstOrThrow();
    const unsubscribe = await createUnsubscribeToken(db, { subscriptionId: subscription.id }, new Date());

    const page = await app.inject({ url: `/alerts/unsubscribe?token=${unsubscribe}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pt">');
    expect(page.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click"/>');
    expect(await subscriptionStatus(db, 'paulo@example.pt')).toBe('confirmed');

    const formEncoded = await app.inject({
      method: 'POST',
      url: `/alerts/unsubscribe?token=${unsubscribe}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(formEncoded.statusCode).toBe(200);
    expect(formEncoded.body).toContain('Subscrição cancelada');
    expect(await subscriptionStatus(db, 'paulo@example.pt')).toBe('unsubscribed');

    // Unsubscribe links keep working; a provider may send the same request as multipart.
    const multipart = await app.inject({
      method: 'POST',
      url: `/pt/alerts/unsubscribe?token=${unsubscribe}`,
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
      payload:
        '--b0undary\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0undary--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.headers['x-robots-tag']).toBe('noindex');
    expect(multipart.body).toContain('Subscrição cancelada');
  });

  it('answers an unknown or used link with 404 in the layout, in the subscriber language when the token is known', async () => {
    const { db } = context();
    const unknown = await app.inject({
      url: '/alerts/unsubscribe?token=not-a-token',
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expect(unknown.body).toContain('<html lang="fr">');
    expect(unknown.body).toContain('Lien non valide');
    expectSiteLayout(unknown.body);

    const token = await confirmToken(db, 'yuki@example.jp', 'ja');
    expect((await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` })).statusCode).toBe(
      200,
    );
    const used = await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` });
    expect(used.statusCode).toBe(404);
    expect(used.body).toContain('<html lang="ja">');
  });

  it('names a form post problem in the layout with its status, and knows no other', async () => {
    const tooMany = await app.inject({ url: '/alerts/error?lang=de&reason=too-many' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.body).toContain('<html lang="de">');
    expect(tooMany.body).toContain('Zu viele Anfragen aus Ihrem Netz.');
    expectSiteLayout(tooMany.body);
    expect((await app.inject({ url: '/alerts/error?lang=de&reason=made-up' })).statusCode).toBe(404);
    // GET only: nothing to post to.
    expect((await app.inject({ method: 'POST', url: '/alerts/pending?lang=es' })).statusCode).toBe(405);
  });

  it('takes the button post from the public address when the server is reached under another one', async () => {
    const { db } = context();
    const token = await confirmToken(db, 'lea@example.fr', 'fr');
    // A proxy that passes neither Host nor X-Forwarded-Proto on: the request is to localhost:80.
    const fromSite = await app.inject({
      method: 'POST',
      url: `/alerts/confirm?token=${token}`,
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(fromSite.statusCode).toBe(200);
    expect(fromSite.body).toContain('C’est fait');
    expect(await subscriptionStatus(db, 'lea@example.fr')).toBe('confirmed');
  });
});

// On SQLite a feed import holds the write lock for its whole transaction; another connection holds
// it the same way here (BEGIN IMMEDIATE), against the web server's connection as start-server.ts opens it.
describe('a confirmation while an import holds the SQLite write lock', () => {
  let file: ReturnType<typeof createSqliteTestDatabasePath>;
  let db: Db;
  let app: FastifyInstance;
  let importer: Database.Database;

  beforeEach(async () => {
    file = createSqliteTestDatabasePath();
    db = openDatabase(parseDatabaseUrl(file.url), { busyTimeoutMs: WEB_BUSY_TIMEOUT_MS });
    await prepareDatabase(db);
    const config = { ...loadConfig({}), database: parseDatabaseUrl(file.url), publicOrigin: ORIGIN };
    app = await buildApp({ config, db, pages: pages.renderer(ORIGIN) });
    importer = new Database(file.path);
  });

  afterEach(async () => {
    if (importer.inTransaction) importer.exec('ROLLBACK');
    importer.close();
    await app.close();
    await db.destroy();
    await file.drop();
  });

  it(
    'answers 503 with Retry-After in the layout and the subscriber language, and the link works afterwards',
    async () => {
      const token = await confirmToken(db, 'greta@example.de', 'de');
      importer.exec('BEGIN IMMEDIATE');
      const busy = await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('60');
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(busy.body).toContain('<html lang="de">');
      expect(busy.body).toContain('Bei uns ist etwas schiefgelaufen.');
      expectSiteLayout(busy.body);
      importer.exec('COMMIT');

      const confirmed = await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.headers['retry-after']).toBeUndefined();
      expect(confirmed.body).toContain('Geschafft!');
    },
    VISITOR_WRITE_WAIT_MS + 20_000,
  );
});
