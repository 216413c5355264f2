import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import {
  buildFeed,
  ean13,
  type FeedRow,
  offerRow,
  STANDARD_COLUMNS,
} from '../../../tests/support/feed-builder.ts';
import { pagesForThisFile } from '../../../tests/support/test-pages.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { runAlertJobs, startAlertJobs } from './alert-jobs.ts';
import { confirmAlert, requestDealAlerts, requestPriceAlert } from './alerts.service.ts';
import { sendDealDigests } from './deal-digest.ts';
import { checkPriceAlerts } from './price-alert-check.ts';

// The scheduled side: digests of new deals and price alerts, sent over SMTP to a real server on
// loopback, after real feed imports.

const ORIGIN = 'https://precioclaro.test';
const NOW = new Date('2026-11-10T08:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

const PRODUCTS = {
  laptop: {
    ean: '841000000201',
    name: 'Portátil Lenovo IdeaPad 5',
    category: ['Informática > Portátiles', 'Laptops'],
  },
  tv: {
    ean: '841000000202',
    name: 'Televisor Sony Bravia 55',
    category: ['Electrónica > Televisores', 'Televisions'],
  },
  tv2: {
    ean: '841000000203',
    name: 'Televisor LG OLED 48',
    category: ['Electrónica > Televisores', 'Televisions'],
  },
  game: {
    ean: '841000000204',
    name: 'Juego Zelda Switch',
    category: ['Videojuegos > Switch', 'Video Games'],
  },
} as const;
type ProductKey = keyof typeof PRODUCTS;

async function importPrices(db: Db, observedAt: Date, prices: Record<ProductKey, string>): Promise<void> {
  const rows: FeedRow[] = Object.entries(prices).map(([key, price]) => {
    const product = PRODUCTS[key as ProductKey];
    return offerRow({
      merchant_product_id: key,
      product_name: product.name,
      ean: ean13(product.ean),
      merchant_category: product.category[0],
      category_name: product.category[1],
      search_price: price,
    });
  });
  const report = await importFeed(db, feedSourceFromText('tienda.csv', buildFeed(STANDARD_COLUMNS, rows)), {
    observedAt,
  });
  expect(report.status).toBe('applied');
}

function tokenFrom(text: string, path: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`/alerts/${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link`);
  return match[1];
}

function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 1)
    .trim();
}

// The unsubscribe link opens one of the site's pages (web/routes/alert-page.tsx).
const pages = pagesForThisFile();

describeEachDialect('alert e-mails', (context) => {
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  let config: AppConfig;

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    config = { ...loadConfig({ SMTP_URL: smtp.url }), database: context().config, publicOrigin: ORIGIN };
    mailer = createMailer(config.mail);
  });

  afterEach(async () => {
    mailer.close();
    await smtp.close();
  });

  async function confirmedSubscriber(email: string, language: Language, categories: string[]) {
    const { db } = context();
    const mail = await requestDealAlerts(
      db,
      { email, language, categories },
      { ip: '203.0.113.5', now: hoursFromNow(-2), origin: ORIGIN },
    );
    expect(await confirmAlert(db, tokenFrom(mail?.text ?? '', 'confirm'), hoursFromNow(-2))).not.toBeNull();
  }

  const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

  describe('deal digest', () => {
    let app: FastifyInstance;
    beforeEach(async () => {
      app = await buildApp({ config, db: context().db, pages: pages.renderer(ORIGIN) });
    });
    afterEach(async () => {
      await app.close();
    });

    it('sends each subscriber the new deals of their categories in their language, until they unsubscribe', async () => {
      const { db } = context();
      await importPrices(db, hoursFromNow(-31 * 24), {
        laptop: '1000.00',
        tv: '500.00',
        tv2: '300.00',
        game: '70.00',
      });
      await importPrices(db, hoursFromNow(-1), {
        laptop: '800.00',
        tv: '400.00',
        tv2: '300.00',
        game: '70.00',
      });
      await confirmedSubscriber('anna@example.de', 'de', ['electronics']);
      await confirmedSubscriber('bea@example.es', 'es', []);

      expect(await sendDealDigests(db, mailer, config, NOW)).toMatchObject({ due: 2, sent: 2, failed: 0 });
      await smtp.waitForMessages(2);
      const [anna] = mailsTo('anna@example.de');
      expect(anna?.parsed.subject).toBe('Ein neues Angebot bei PrecioClaro');
      expect(anna?.parsed.text).toContain('Sony Bravia 55');
      expect(anna?.parsed.text).not.toContain('Lenovo');
      expect(anna?.parsed.text).toMatch(/400,00\s€/);
      expect(anna?.parsed.text).toMatch(/Niedrigster Preis der vorherigen 30 Tage: 500,00\s€/);
      expect(anna?.parsed.text).toContain('−20 %');
      expect(anna?.parsed.text).toMatch(new RegExp(`${ORIGIN}/de/product/[a-z0-9]{12}/sony-bravia-55`));
      expect(anna?.parsed.html).toContain('<s ');
      const unsubscribeHeader = headerOf(anna!, 'List-Unsubscribe');
      expect(unsubscribeHeader).toMatch(
        new RegExp(`^<${ORIGIN}/alerts/unsubscribe\\?token=[A-Za-z0-9_-]{43}>$`),
      );
      expect(headerOf(anna!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(anna?.parsed.text).toContain(`${ORIGIN}/alerts/unsubscribe?token=`);

      const [bea] = mailsTo('bea@example.es');
      expect(bea?.parsed.subject).toBe('2 nuevas ofertas en PrecioClaro');
      expect(bea?.parsed.text).toContain('Lenovo IdeaPad 5');
      expect(bea?.parsed.text).toContain('Sony Bravia 55');
      expect(bea?.parsed.text).not.toContain('Zelda');

      // Not due again within ALERT_DIGEST_HOURS.
      expect(await sendDealDigests(db, mailer, config, hoursFromNow(1))).toMatchObject({ due: 0, sent: 0 });

      // The mail provider's one-click unsubscribe: a POST to the header's URL, no cookies.
      const url = new URL(unsubscribeHeader!.slice(1, -1));
      const unsubscribed = await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode).toBe(200);
      expect(unsubscribed.body).toContain('Abmeldung erfolgt');

      await importPrices(db, hoursFromNow(2), {
        laptop: '800.00',
        tv: '400.00',
        tv2: '250.00',
        game: '70.00',
      });
      expect(await sendDealDigests(db, mailer, config, hoursFromNow(25))).toMatchObject({ due: 1, sent: 1 });
      await smtp.waitForMessages(3);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailsTo('anna@example.de')).toHaveLength(1);
      const beaAgain = mailsTo('bea@example.es')[1];
      expect(beaAgain?.parsed.subject).toBe('Una nueva oferta en PrecioClaro');
      expect(beaAgain?.parsed.text).toContain('LG OLED 48');
      expect(beaAgain?.parsed.text).not.toContain('Sony');
    });

    it('shows a button on GET of the unsubscribe link, and unsubscribes only on POST', async () => {
      const { db } = context();
      await importPrices(db, hoursFromNow(-31 * 24), {
        laptop: '1000.00',
        tv: '500.00',
        tv2: '300.00',
        game: '70.00',
      });
      await importPrices(db, hoursFromNow(-1), {
        laptop: '800.00',
        tv: '500.00',
        tv2: '300.00',
        game: '70.00',
      });
      await confirmedSubscriber('carla@example.fr', 'fr', ['computers']);
      await sendDealDigests(db, mailer, config, NOW);
      const [mail] = await smtp.waitForMessages(1);
      const token = tokenFrom(mail?.parsed.text ?? '', 'unsubscribe');
      const status = async () =>
        (await db.selectFrom('subscription').select('status').executeTakeFirstOrThrow()).status;

      const page = await app.inject({ url: `/alerts/unsubscribe?token=${token}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Oui, me désinscrire');
      expect(await status()).toBe('confirmed');
      const done = await app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe?token=${token}`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(done.statusCode).toBe(200);
      expect(await status()).toBe('unsubscribed');
      expect((await app.inject({ url: '/alerts/unsubscribe?token=not-a-token' })).statusCode).toBe(404);
    });
  });

  it('sends no digest when nothing new became a deal', async () => {
    const { db } = context();
    await importPrices(db, hoursFromNow(-31 * 24), {
      laptop: '1000.00',
      tv: '500.00',
      tv2: '300.00',
      game: '70.00',
    });
    await importPrices(db, hoursFromNow(-1), {
      laptop: '1000.00',
      tv: '500.00',
      tv2: '300.00',
      game: '60.00',
    });
    await confirmedSubscriber('dora@example.com', 'en', ['computers', 'electronics']);
    expect(await sendDealDigests(db, mailer, config, NOW)).toEqual({
      due: 1,
      sent: 0,
      withoutDeals: 1,
      failed: 0,
    });
    expect(smtp.messages).toHaveLength(0);
  });

  it('sends a fulfilled price alert as soon as the server hears the catalog changed', async () => {
    const { db } = context();
    await importPrices(db, hoursFromNow(-48), {
      laptop: '1000.00',
      tv: '500.00',
      tv2: '300.00',
      game: '70.00',
    });
    const tv = await db
      .selectFrom('product')
      .select('id_c10')
      .where('name', 'like', '%Sony%')
      .executeTakeFirstOrThrow();
    const confirmation = await requestPriceAlert(
      db,
      { email: 'noa@example.com', language: 'es', idC10: tv.id_c10, targetCents: 45000 },
      { ip: '203.0.113.5', now: hoursFromNow(-47), origin: ORIGIN },
    );
    await confirmAlert(db, tokenFrom(confirmation?.text ?? '', 'confirm'), hoursFromNow(-47));
    await importPrices(db, hoursFromNow(-1), {
      laptop: '1000.00',
      tv: '440.00',
      tv2: '300.00',
      game: '70.00',
    });

    // The timer would first run in a minute, then every hour; runNow() does not wait for it.
    const jobs = startAlertJobs({ db, config, log: pino({ level: 'silent' }), intervalMs: 3_600_000 });
    try {
      jobs.runNow();
      const [mail] = await smtp.waitForMessages(1);
      expect(mail?.to).toEqual(['noa@example.com']);
      expect(mail?.parsed.subject).toMatch(/Sony Bravia 55/);
    } finally {
      await jobs.stop();
    }
  });

  it('fires a price alert once, when an import brings the best price to the target', async () => {
    const { db } = context();
    await importPrices(db, hoursFromNow(-48), {
      laptop: '1000.00',
      tv: '500.00',
      tv2: '300.00',
      game: '70.00',
    });
    const tv = await db
      .selectFrom('product')
      .select('id_c10')
      .where('name', 'like', '%Sony%')
      .executeTakeFirstOrThrow();
    const confirmation = await requestPriceAlert(
      db,
      { email: 'emma@example.com', language: 'en', idC10: tv.id_c10, targetCents: 45000 },
      { ip: '203.0.113.5', now: hoursFromNow(-47), origin: ORIGIN },
    );
    expect(
      await confirmAlert(db, tokenFrom(confirmation?.text ?? '', 'confirm'), hoursFromNow(-47)),
    ).toMatchObject({
      kind: 'price',
      targetCents: 45000,
    });

    // Still above the target: nothing.
    await importPrices(db, hoursFromNow(-24), {
      laptop: '1000.00',
      tv: '460.00',
      tv2: '300.00',
      game: '70.00',
    });
    expect(await checkPriceAlerts(db, mailer, config, hoursFromNow(-24))).toEqual({
      triggered: 0,
      sent: 0,
      failed: 0,
    });

    await importPrices(db, hoursFromNow(-1), {
      laptop: '1000.00',
      tv: '449.00',
      tv2: '300.00',
      game: '70.00',
    });
    const report = await runAlertJobs(db, mailer, config, NOW);
    expect(report.priceAlerts).toEqual({ triggered: 1, sent: 1, failed: 0 });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(['emma@example.com']);
    expect(mail?.parsed.subject).toMatch(/^Price drop: Sony Bravia 55 now 449,00\s€$/);
    expect(mail?.parsed.text).toMatch(/below your target price of 450,00\s€/);
    expect(mail?.parsed.text).toMatch(new RegExp(`${ORIGIN}/en/product/${tv.id_c10}/sony-bravia-55`));
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Done: a further drop sends nothing more.
    await importPrices(db, hoursFromNow(1), {
      laptop: '1000.00',
      tv: '400.00',
      tv2: '300.00',
      game: '70.00',
    });
    expect((await runAlertJobs(db, mailer, config, hoursFromNow(2))).priceAlerts.sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(1);
    const alert = await db.selectFrom('price_alert').select(['status', 'fired_at']).executeTakeFirstOrThrow();
    expect(alert.status).toBe('fired');
  });
});
