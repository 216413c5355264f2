import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../../tests/support/feed-builder.ts';
import { pagesForThisFile } from '../../../../tests/support/test-pages.ts';
import { confirmAlert, requestDealAlerts } from '../../alerts/alerts.service.ts';
import { buildApp } from '../../app.ts';
import { type AppConfig, loadConfig } from '../../config.ts';
import { feedSourceFromText } from '../../ingest/feed-source.ts';
import { importFeed } from '../../ingest/import-feed.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server.ts';
import { ALERT_REQUESTS_PER_HOUR } from './alerts.routes.ts';

// The subscription side of deal alerts and price alerts through HTTP, with the confirmation mails
// going over SMTP to a real server on loopback.

const ORIGIN = 'https://precioclaro.test';

// The pages the links and the form posts lead to are the site's own (web/routes/alert-page.tsx).
const pages = pagesForThisFile();

describeEachDialect('alert subscription API', (context) => {
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  let config: AppConfig;

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    const { db, config: database } = context();
    config = { ...loadConfig({ SMTP_URL: smtp.url }), database, publicOrigin: ORIGIN };
    app = await buildApp({ config, db, pages: pages.renderer(ORIGIN) });
  });

  afterEach(async () => {
    await app.close();
    await smtp.close();
  });

  const subscribe = (body: Record<string, unknown>, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: '/api/alerts/subscribe',
      remoteAddress: ip,
      payload: { language: 'es', consent: true, ...body },
    });

  const tokenIn = (text: string) => {
    const match = /\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match?.[1]) throw new Error('no confirmation link in the mail');
    return match[1];
  };

  it('answers every subscription the same way and mails a confirmation link over SMTP', async () => {
    const first = await subscribe({ email: 'Ana@Example.com', categories: ['computers'] });
    expect(first.statusCode).toBe(202);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(['ana@example.com']);
    expect(mail?.parsed.subject).toBe('Confirma tus alertas de ofertas de PrecioClaro');
    expect(mail?.parsed.text).toContain(`${ORIGIN}/alerts/confirm?token=`);
    expect(mail?.parsed.text).toContain('Informática');
    // 256 random bits, base64url.
    expect(tokenIn(mail?.parsed.text ?? '')).toHaveLength(43);

    const again = await subscribe({ email: 'ana@example.com' });
    const other = await subscribe({ email: 'luis@example.com' });
    for (const response of [again, other]) {
      expect(response.statusCode).toBe(first.statusCode);
      expect(response.body).toBe(first.body);
    }
    expect(first.json()).toEqual({ status: 'pending', message: expect.stringContaining('correo') });
    await smtp.waitForMessages(3);
  });

  it('sends at most three confirmation mails per address a day, with the same answer', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) answers.push((await subscribe({ email: 'eva@example.com' })).body);
    expect(new Set(answers).size).toBe(1);
    // Mails are sent one after another: once the next address's mail is in, a fourth would be too.
    await subscribe({ email: 'barrier@example.com' });
    const messages = await smtp.waitForMessages(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(messages.map((m) => m.to[0])).toEqual([
      'eva@example.com',
      'eva@example.com',
      'eva@example.com',
      'barrier@example.com',
    ]);
  });

  it('confirms with a POST from the linked page, once, and keeps a consent record with a truncated IP', async () => {
    const { db } = context();
    await subscribe({ email: 'marta@example.com', language: 'de' }, '198.51.100.23');
    const token = tokenIn((await smtp.waitForMessages(1))[0]?.parsed.text ?? '');

    // Opening the link (or a mail scanner following it) only shows the button.
    const page = await app.inject({ url: `/alerts/confirm?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('method="post"');
    const status = () =>
      db
        .selectFrom('subscription')
        .select('status')
        .where('email', '=', 'marta@example.com')
        .executeTakeFirst();
    expect((await status())?.status).toBe('pending');

    const confirmed = await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Geschafft!');
    expect((await status())?.status).toBe('confirmed');

    const reused = await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` });
    expect(reused.statusCode).toBe(404);
    expect(reused.body).not.toContain('Geschafft!');

    const consent = await db
      .selectFrom('alert_consent')
      .innerJoin('subscription', 'subscription.id', 'alert_consent.subscription_id')
      .select(['alert_consent.ip_prefix', 'alert_consent.text_version', 'alert_consent.confirmed_at'])
      .where('subscription.email', '=', 'marta@example.com')
      .execute();
    expect(consent).toHaveLength(1);
    expect(consent[0]?.ip_prefix).toBe('198.51.100.0');
    expect(consent[0]?.text_version).toMatch(/^alerts-consent-/);
    expect(consent[0]?.confirmed_at).not.toBeNull();
    // Tokens are stored only as hashes.
    const stored = await db.selectFrom('alert_token').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('refuses a confirmation link after 48 hours', async () => {
    const { db } = context();
    const sentAt = new Date('2026-11-02T10:00:00Z');
    const mail = await requestDealAlerts(
      db,
      { email: 'tardio@example.com', language: 'es', categories: [] },
      { ip: '203.0.113.9', now: sentAt, origin: ORIGIN },
    );
    const token = tokenIn(mail?.text ?? '');
    const hours = (h: number) => new Date(sentAt.getTime() + h * 3_600_000);
    expect(await confirmAlert(db, token, hours(49))).toBeNull();
    expect(await confirmAlert(db, token, hours(47))).toEqual({ kind: 'deals', language: 'es' });
  });

  // RFC 5321: 64 characters before the @, 254 in all; domain labels of at most 63.
  const domainOf = (length: number) =>
    `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(length - 3 * 64 - 3)}.es`;

  it('accepts addresses at the RFC length limits', async () => {
    const longest = `ana@${domainOf(250)}`;
    expect(longest).toHaveLength(254);
    expect((await subscribe({ email: longest })).statusCode).toBe(202);
    expect((await subscribe({ email: `${'a'.repeat(64)}@example.com` })).statusCode).toBe(202);
  });

  it.each([
    ['no @', 'ana.example.com', 'email must be an e-mail address'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`, 'at most 64 characters before the @'],
    ['255 characters in all', `ana@${domainOf(251)}`, 'at most 254 characters'],
    // Each of these would be written raw into the To: header of the confirmation mail.
    ['a right-to-left override', 'ana\u202Emoc.live@example.com', 'invisible or text-direction characters'],
    ['a zero-width space', 'ad\u200Bmin@example.com', 'invisible or text-direction characters'],
    ['a line break', 'ana@example.com\r\nBcc: all@example.com', 'control characters'],
    ['an encoded word', '=?utf-8?q?x?=@example.com', 'encoded word'],
    [
      'a Cyrillic "а" among Latin letters',
      '\u0430dmin@example.com',
      'must not mix Latin letters with Cyrillic',
    ],
  ])('rejects an address with %s (400)', async (_case, email, message) => {
    const response = await subscribe({ email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'INVALID_REQUEST' });
    expect(response.json().message).toContain(message);
  });

  it('takes an internationalised domain typed either way as one subscriber, mailed in punycode', async () => {
    const { db } = context();
    // Four requests, two spellings: one address, so the third mail is the day's last.
    for (const email of [
      'ana@exämple.com',
      'Ana@XN--EXMPLE-CUA.com',
      'ana@exämple.com',
      'ana@xn--exmple-cua.com',
    ]) {
      expect((await subscribe({ email })).statusCode).toBe(202);
    }
    await subscribe({ email: 'barrier@example.com' });
    const messages = await smtp.waitForMessages(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The To: header as written (the test server shows envelope domains decoded).
    expect(messages.map((m) => /^To: (.*)$/m.exec(m.raw)?.[1]?.trim())).toEqual([
      'ana@xn--exmple-cua.com',
      'ana@xn--exmple-cua.com',
      'ana@xn--exmple-cua.com',
      'barrier@example.com',
    ]);
    const subscribers = await db.selectFrom('subscription').select('email').orderBy('id').execute();
    expect(subscribers).toEqual([{ email: 'ana@xn--exmple-cua.com' }, { email: 'barrier@example.com' }]);
  });

  it('requires consent and known languages and categories', async () => {
    const cases = [
      { email: 'ana@example.com', consent: false },
      { email: 'ana@example.com', language: 'it' },
      { email: 'ana@example.com', categories: ['cars'] },
    ];
    const messages = [];
    for (const body of cases) {
      const response = await subscribe(body);
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message as string);
    }
    expect(messages[0]).toContain('consent');
    expect(messages[1]).toContain('language');
    expect(messages[2]).toContain('categories');
  });

  it('answers a form posted without JavaScript with a page in its language', async () => {
    const form = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/subscribe',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: body,
      });
    const posted = await form(
      'email=pablo%40example.com&language=es&categories=computers&categories=toys-games&consent=on',
    );
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/alerts/pending?lang=es');
    const page = await app.inject({ url: posted.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Revisa tu correo');
    const mail = (await smtp.waitForMessages(1))[0];
    expect(mail?.parsed.text).toContain('Informática, Juguetes y juegos');

    const invalid = await form('email=nada&language=fr&consent=on');
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe('/alerts/error?lang=fr&reason=invalid-form');
    const problem = await app.inject({ url: invalid.headers.location as string });
    expect(problem.statusCode).toBe(400);
    expect(problem.headers['content-type']).toContain('text/html');
    expect(problem.body).toContain('<html lang="fr">');
    expect(problem.body).toContain('Vérifiez l’adresse e-mail');
  });

  it('limits subscription requests per network', async () => {
    for (let i = 0; i < ALERT_REQUESTS_PER_HOUR; i++) {
      // Invalid bodies count too: the limit applies before anything else.
      expect((await subscribe({ email: 'x' }, `192.0.2.${i + 1}`)).statusCode).toBe(400);
    }
    const limited = await subscribe({ email: 'ana@example.com' }, '192.0.2.200');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    // Another network is not affected.
    expect((await subscribe({ email: 'ana@example.com' }, '198.51.100.1')).statusCode).toBe(202);
  });

  it('keys the limit on the real client address, whatever X-Forwarded-For a client makes up', async () => {
    const spoofing = (i: number, remoteAddress: string, forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/subscribe',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { language: 'es', consent: true, email: `x${i}` },
      });
    // Straight from the internet: the header is ignored.
    for (let i = 0; i < ALERT_REQUESTS_PER_HOUR; i++) {
      expect((await spoofing(i, '203.0.113.7', `10.9.${i}.1`)).statusCode).toBe(400);
    }
    expect((await spoofing(99, '203.0.113.7', '10.9.99.1')).statusCode).toBe(429);

    // Through a proxy on this machine, which appends the address it saw: only that one counts.
    for (let i = 0; i < ALERT_REQUESTS_PER_HOUR; i++) {
      expect((await spoofing(i, '127.0.0.1', `10.8.${i}.1, 192.0.2.50`)).statusCode).toBe(400);
    }
    expect((await spoofing(99, '127.0.0.1', '10.8.99.1, 192.0.2.50')).statusCode).toBe(429);
    expect((await spoofing(100, '127.0.0.1', '198.51.100.1')).statusCode).toBe(400);
  });

  it('takes price alerts for listed products below their current price', async () => {
    const { db } = context();
    await importFeed(
      db,
      feedSourceFromText(
        'shop.csv',
        buildFeed(STANDARD_COLUMNS, [
          offerRow({
            merchant_product_id: 'TV1',
            product_name: 'Televisor Sony 55',
            ean: ean13('841000000101'),
            search_price: '500.00',
          }),
        ]),
      ),
      { observedAt: new Date('2026-10-01T06:00:00Z') },
    );
    const product = await db.selectFrom('product').select('id_c10').executeTakeFirstOrThrow();
    const ask = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/price',
        payload: {
          email: 'ines@example.com',
          language: 'pt',
          consent: true,
          id_c10: product.id_c10,
          ...body,
        },
      });
    const tooHigh = await ask({ target_price: 500 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toMatchObject({ code: 'TARGET_NOT_BELOW_PRICE' });
    expect((await ask({ target_price: 450, id_c10: 'zzzzzzzzzzzz' })).statusCode).toBe(404);
    const accepted = await ask({ target_price: '449,90' });
    expect(accepted.statusCode).toBe(202);
    const mail = (await smtp.waitForMessages(1))[0];
    expect(mail?.parsed.subject).toBe('Confirme o seu alerta de preço: Sony 55');
    expect(mail?.parsed.text).toContain('449,90');
    const alert = await db
      .selectFrom('price_alert')
      .select(['status', 'target_cents'])
      .executeTakeFirstOrThrow();
    expect(alert).toEqual({ status: 'pending', target_cents: 44990 });
  });
});
