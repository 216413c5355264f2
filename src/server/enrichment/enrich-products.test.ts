import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  type ChatCompletionsServer,
  type Reply,
  startChatCompletionsServer,
} from '../../../tests/support/chat-completions-server.ts';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import {
  buildFeed,
  ean13,
  type FeedRow,
  offerRow,
  STANDARD_COLUMNS,
} from '../../../tests/support/feed-builder.ts';
import type { ProductListItem, ProductListResponse } from '../../shared/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { createChatCompletionsProvider } from './chat-completions-provider.ts';
import { type EnrichmentOptions, enrichProductTexts } from './enrich-products.ts';

// The enrichment job on both databases, against a local server speaking the chat-completions
// protocol, as a visitor and an API client see its results: /api/products/{id} before and after.

const T0 = new Date('2026-11-25T10:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => () => new Date(T0.getTime() + ms);

const answer = (short: string, description: string): Reply => ({
  content: JSON.stringify({ short_description: short, description }),
});

describeEachDialect('product texts', (context) => {
  let app: FastifyInstance;
  let server: ChatCompletionsServer;

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
    server = await startChatCompletionsServer();
  });
  afterEach(async () => {
    await app.close();
    await server.close();
  });

  const importRows = async (rows: FeedRow[], observedAt = new Date()) => {
    const report = await importFeed(
      context().db,
      feedSourceFromText('shop.csv', buildFeed(STANDARD_COLUMNS, rows)),
      { observedAt },
    );
    expect(report.status).toBe('applied');
  };

  const phone = (id: string, name: string, extra: FeedRow = {}) =>
    offerRow({
      merchant_product_id: id,
      product_name: name,
      brand_name: 'Apple',
      description: 'Pantalla Super Retina XDR. Chip A16 Bionic.',
      merchant_category: 'Telefonía > Móviles',
      category_name: 'Mobile Phones',
      ...extra,
    });

  const product = async (name: string): Promise<ProductListItem> => {
    const list = await app.inject({ url: '/api/products/recent?limit=48' });
    const found = list.json<ProductListResponse>().products.find((item) => item.product_name === name);
    if (!found) throw new Error(`no product ${name}`);
    return (await app.inject({ url: `/api/products/${found.id_c10}` })).json<ProductListItem>();
  };

  const provider = (options: { timeoutMs?: number } = {}) =>
    createChatCompletionsProvider({
      baseUrl: server.baseUrl,
      model: 'test-model',
      apiKey: 'sk-local',
      ...options,
    });

  const enrich = (options: EnrichmentOptions = {}, db: Db = context().db) =>
    enrichProductTexts(db, { provider: provider(), dailyRequests: 100, now: at(0), ...options });

  it('shows the model’s texts, sanitised, once written; the feed’s until then', async () => {
    await importRows([phone('P1', 'Apple iPhone 15 128GB Negro', { search_price: '987.65' })]);
    const before = await product('Apple iPhone 15 128GB Negro');
    expect(before.short_description_c10).toBe('Pantalla Super Retina XDR. Chip A16 Bionic.');
    expect(before.descripcion_c10).toBeNull();

    server.reply = () =>
      answer(
        'iPhone 15 de Apple con 128 GB en color negro.',
        '<p onclick="steal()">El <strong>iPhone 15</strong> tiene pantalla Super Retina XDR.</p><script>alert(1)</script>',
      );
    const report = await enrich();
    expect(report).toMatchObject({ requests: 1, modelWritten: 1, failed: 0, budgetLeft: 99 });

    const after = await product('Apple iPhone 15 128GB Negro');
    expect(after.short_description_c10).toBe('iPhone 15 de Apple con 128 GB en color negro.');
    expect(after.descripcion_c10).toBe(
      '<p>El <strong>iPhone 15</strong> tiene pantalla Super Retina XDR.</p>',
    );
    // The feed's own texts are kept as the shop sent them.
    expect(after.description).toBe('<p>Pantalla Super Retina XDR. Chip A16 Bionic.</p>');

    // The model was told to write Spanish and invent nothing, and got the shop's data but no price.
    const [request] = server.requests;
    const [system, user] = request!.body.messages;
    expect(system!.content).toContain('Escribe en español');
    expect(system!.content).toContain('No inventes');
    expect(user!.content).toContain('"nombre": "Apple iPhone 15 128GB Negro"');
    expect(user!.content).toContain('"Capacidad": "128 GB"');
    expect(user!.content).toContain('Chip A16 Bionic');
    expect(user!.content).not.toContain('987');
    expect(request!.authorization).toBe('Bearer sk-local');
  });

  it('asks once per content: products with the same inputs and later runs reuse the cached texts', async () => {
    // Two shops' listings without a barcode are two products, with the same texts to write from.
    await importRows([
      phone('P1', 'Apple iPhone 15 128GB Negro'),
      phone('P2', 'Apple iPhone 15 128GB Negro'),
    ]);
    server.reply = () => answer('Corto del modelo.', '<p>Largo del modelo.</p>');
    const first = await enrich();
    expect(first).toMatchObject({ requests: 1, modelWritten: 1, cacheReused: 1 });

    const again = await enrich({ now: at(HOUR) });
    expect(again).toMatchObject({ productsChecked: 0, requests: 0 });
    expect(server.requests).toHaveLength(1);
    const { db } = context();
    const shorts = await db.selectFrom('product').select('short_description_c10').execute();
    expect(shorts.map((row) => row.short_description_c10)).toEqual([
      'Corto del modelo.',
      'Corto del modelo.',
    ]);
  });

  it('stops at the day’s budget, shared through the database, and goes on the next day', async () => {
    await importRows([
      phone('P1', 'Apple iPhone 15 128GB Negro'),
      phone('P2', 'Apple iPhone 15 256GB Azul'),
      phone('P3', 'Apple iPhone 15 Plus 512GB Rosa'),
    ]);
    server.reply = (request) => answer(`Escrito ${server.requests.indexOf(request) + 1}.`, '<p>Escrito.</p>');
    const first = await enrich({ dailyRequests: 2 });
    expect(first).toMatchObject({ requests: 2, modelStoppedBy: 'budget', budgetLeft: 0 });
    // The third keeps the rules' text until its turn.
    expect((await product('Apple iPhone 15 Plus 512GB Rosa')).short_description_c10).toBe(
      'Apple iPhone 15 Plus · 512 GB · rosa',
    );

    // Another process on the same database later that day (a restart, the worker): nothing left.
    const other = openDatabase(context().config, { maxConnections: 2 });
    try {
      const sameDay = await enrich({ dailyRequests: 2, now: at(8 * HOUR) }, other);
      expect(sameDay).toMatchObject({ requests: 0, modelStoppedBy: 'budget' });
    } finally {
      await other.destroy();
    }
    expect(server.requests).toHaveLength(2);

    const nextDay = await enrich({ dailyRequests: 2, now: at(24 * HOUR) });
    expect(nextDay).toMatchObject({ requests: 1, modelWritten: 1, modelStoppedBy: null, budgetLeft: 1 });
    expect((await product('Apple iPhone 15 Plus 512GB Rosa')).short_description_c10).toBe('Escrito 3.');
  });

  it.each([
    [
      'an error status',
      { status: 500, body: '{"error":{"message":"model crashed"}}' },
      /http: .* answered 500: model crashed/,
    ],
    [
      'no answer in time',
      { delayMs: 1_500, after: answer('Tarde.', '<p>Tarde.</p>') },
      /timeout: .* did not answer/,
    ],
    [
      'an answer that is not JSON',
      { content: 'Claro, aquí tienes: un móvil fantástico.' },
      /malformed: .*JSON object/,
    ],
  ] as const)(
    'keeps the rules’ texts after %s and asks again on a later run',
    async (_name, failure, message) => {
      await importRows([phone('P1', 'Apple iPhone 15 128GB Negro')]);
      server.reply = () => failure;
      const failed = await enrich({ provider: provider({ timeoutMs: 300 }) });
      expect(failed).toMatchObject({ requests: 1, failed: 1, modelWritten: 0 });
      expect(failed.failures[0]).toMatch(message);
      const shown = await product('Apple iPhone 15 128GB Negro');
      expect(shown.short_description_c10).toBe('Apple iPhone 15 · 128 GB · negro');
      expect(shown.descripcion_c10).toContain('<li><strong>Capacidad:</strong> 128 GB</li>');

      server.reply = () => answer('Ahora sí.', '<p>Ahora sí.</p>');
      // The same run's time: not asked again at once.
      expect(await enrich({ provider: provider({ timeoutMs: 300 }) })).toMatchObject({ requests: 0 });
      const retried = await enrich({ now: at(HOUR) });
      expect(retried).toMatchObject({ requests: 1, modelWritten: 1 });
      expect((await product('Apple iPhone 15 128GB Negro')).short_description_c10).toBe('Ahora sí.');
    },
  );

  it('ends the pass after three failures in a row, leaving the rest for a later run', async () => {
    await importRows(
      // Five products: each colour with its own GTIN (without one, a shop's colours are one product).
      ['Negro', 'Azul', 'Rosa', 'Verde', 'Amarillo'].map((colour, i) =>
        phone(`P${i}`, `Apple iPhone 15 128GB ${colour}`, { ean: ean13(`84100000002${i}`) }),
      ),
    );
    server.reply = () => ({ status: 503, body: 'overloaded' });
    const report = await enrich();
    expect(report).toMatchObject({ requests: 3, failed: 3, modelStoppedBy: 'failures' });
  });

  it('writes the rules’ texts without a model, and again only when a product’s texts would change', async () => {
    const { db } = context();
    await importRows(
      [phone('P1', 'iPhone 15 128GB Black'), phone('P2', 'Apple Watch SE 40mm')],
      new Date(T0),
    );
    const first = await enrichProductTexts(db, { now: at(0) });
    expect(first).toMatchObject({ productsChecked: 2, rulesWritten: 2, requests: 0, budgetLeft: null });
    const written = await product('iPhone 15 128GB Black');
    expect(written.short_description_c10).toBe('Apple iPhone 15 · 128 GB · negro');
    expect(written.descripcion_c10).toBe(
      '<ul><li><strong>Marca:</strong> Apple</li><li><strong>Capacidad:</strong> 128 GB</li>' +
        '<li><strong>Color:</strong> negro</li></ul><p>Pantalla Super Retina XDR. Chip A16 Bionic.</p>',
    );
    expect(await enrichProductTexts(db, { now: at(HOUR) })).toMatchObject({ productsChecked: 0 });

    // A new price touches the product row, not its texts: looked at, not rewritten.
    await importRows(
      [phone('P1', 'iPhone 15 128GB Black', { search_price: '90.00' }), phone('P2', 'Apple Watch SE 40mm')],
      new Date(T0.getTime() + HOUR),
    );
    expect(await enrichProductTexts(db, { now: at(2 * HOUR) })).toMatchObject({
      productsChecked: 1,
      rulesWritten: 0,
    });

    // Another writer changes a product's data (and its updated_at, as every writer must).
    await db
      .updateTable('product')
      .set({
        product_name: 'iPhone 15 256GB Black',
        updated_at: new Date(T0.getTime() + 3 * HOUR).toISOString(),
      })
      .where('product_name', '=', 'iPhone 15 128GB Black')
      .execute();
    expect(await enrichProductTexts(db, { now: at(3 * HOUR) })).toMatchObject({
      productsChecked: 1,
      rulesWritten: 1,
    });
    expect((await product('iPhone 15 256GB Black')).short_description_c10).toBe(
      'Apple iPhone 15 · 256 GB · negro',
    );
  });

  it('rewrites the rules’ texts for a new TEXTS_VERSION and keeps the model’s', async () => {
    const { db } = context();
    await importRows([phone('P1', 'Apple iPhone 15 128GB Negro'), phone('P2', 'Apple iPhone 15 256GB Azul')]);
    server.reply = () => answer('Del modelo.', '<p>Del modelo.</p>');
    await enrich({ maxRequests: 1 });
    // Texts as an older version of the rules wrote them.
    await db.updateTable('product_enrichment').set({ version: 0 }).execute();
    await db.updateTable('product').set({ short_description_c10: 'Versión anterior' }).execute();

    const report = await enrichProductTexts(db, { now: at(HOUR) });
    expect(report).toMatchObject({ productsChecked: 2, rulesWritten: 1 });
    expect((await product('Apple iPhone 15 256GB Azul')).short_description_c10).toBe(
      'Apple iPhone 15 · 256 GB · azul',
    );
    // The model's text is not the rules' to rewrite (the stored one is left as it is).
    expect((await product('Apple iPhone 15 128GB Negro')).short_description_c10).toBe('Versión anterior');
    expect(await enrichProductTexts(db, { now: at(2 * HOUR) })).toMatchObject({ productsChecked: 0 });
  });
});
