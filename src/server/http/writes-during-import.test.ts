import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { createSqliteTestDatabasePath } from '../../../tests/support/test-databases.ts';
import type { ProductListResponse } from '../../shared/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig, parseDatabaseUrl } from '../config.ts';
import { VISITOR_WRITE_WAIT_MS, WEB_BUSY_TIMEOUT_MS } from '../db/busy.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { SearchPopularity } from '../search/search-popularity.ts';

// On SQLite a feed import holds the write lock for its whole transaction. Here another connection
// holds it the same way (BEGIN IMMEDIATE) while visitors click, sign up and search, against the web
// server's connection opened as start-server.ts opens it.
describe('visitors writing while an import holds the SQLite write lock', () => {
  let file: ReturnType<typeof createSqliteTestDatabasePath>;
  let db: Db;
  let app: FastifyInstance;
  let importer: Database.Database;

  beforeEach(async () => {
    file = createSqliteTestDatabasePath();
    db = openDatabase(parseDatabaseUrl(file.url), { busyTimeoutMs: WEB_BUSY_TIMEOUT_MS });
    await prepareDatabase(db);
    const rows = ['1', '2', '3'].map((n) =>
      offerRow({
        merchant_product_id: `P${n}`,
        product_name: `Monitor LG ${n}`,
        ean: ean13(`84100000000${n}`),
      }),
    );
    await importFeed(db, feedSourceFromText('shop.csv', buildFeed(STANDARD_COLUMNS, rows)), {
      observedAt: new Date('2026-08-01T06:00:00Z'),
    });
    app = await buildApp({ config: { ...loadConfig({}), database: parseDatabaseUrl(file.url) }, db });
    importer = new Database(file.path);
  });

  afterEach(async () => {
    if (importer.inTransaction) importer.exec('ROLLBACK');
    importer.close();
    await app.close();
    await db.destroy();
    await file.drop();
  });

  const importStarts = () => importer.exec('BEGIN IMMEDIATE');
  const importEnds = () => importer.exec('COMMIT');
  const popular = async () =>
    (await app.inject({ url: '/api/products/popular' }))
      .json<ProductListResponse>()
      .products.map((p) => p.id_c10);
  const subscribe = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/alerts/subscribe',
      payload: { email, language: 'es', consent: true },
    });
  const subscriptions = async () => (await db.selectFrom('subscription').select('id').execute()).length;

  it('answers a product click at once and counts it when the import has finished', async () => {
    const last = (await popular()).at(-1)!;
    importStarts();
    const response = await app.inject({
      method: 'POST',
      url: `/api/products/${last}/click`,
      remoteAddress: '203.0.113.7',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: true });
    // Pages are still served while the click waits.
    expect((await app.inject({ url: '/api/products/popular' })).statusCode).toBe(200);

    importEnds();
    await expect.poll(async () => (await popular())[0], { timeout: 10_000, interval: 200 }).toBe(last);
  });

  it('lets a sign-up wait for a short import, then stores it', async () => {
    importStarts();
    const pending = subscribe('ana@example.com');
    setTimeout(importEnds, 300);
    const response = await pending;
    expect(response.statusCode).toBe(202);
    expect(await subscriptions()).toBe(1);
  });

  it(
    'refuses a sign-up with 503 and Retry-After when the import outlasts the wait, storing nothing',
    async () => {
      importStarts();
      const response = await subscribe('luis@example.com');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toMatchObject({
        code: 'CATALOG_BUSY',
        message: expect.stringMatching(/try again/),
      });
      importEnds();
      expect(await subscriptions()).toBe(0);
      // Once the import is over the same request goes through.
      expect((await subscribe('luis@example.com')).statusCode).toBe(202);
    },
    VISITOR_WRITE_WAIT_MS + 20_000,
  );

  it('keeps search counts gathered during an import and writes them afterwards', async () => {
    const errors: unknown[] = [];
    const popularity = new SearchPopularity(db, { onError: (error) => errors.push(error) });
    importStarts();
    for (const client of ['client-1', 'client-2', 'client-3']) popularity.recordSearch('monitor lg', client);
    await popularity.flush();
    expect(errors).toEqual([]);
    importEnds();
    expect(await popularity.popularSearches(5)).toEqual([{ id: expect.any(Number), text: 'monitor lg' }]);
  });
});
