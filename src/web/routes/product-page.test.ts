import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { pagesForThisFile } from '../../../tests/support/test-pages.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/database.ts';
import { feedSourceFromText } from '../../server/ingest/feed-source.ts';
import { importFeed } from '../../server/ingest/import-feed.ts';
import { rematchCatalog } from '../../server/ingest/rematch-catalog.ts';

// The product page tells a shopper why another shop's offer is compared there (issue 15), and a
// product found to be another one sends its visitors to that one.

const ORIGIN = 'https://precioclaro.test';
const pages = pagesForThisFile();

async function importShop(db: Db, shop: '1001' | '2002', id: string, title: string) {
  const feed = buildFeed(STANDARD_COLUMNS, [
    offerRow({
      merchant_product_id: id,
      merchant_id: shop,
      merchant_name: shop === '1001' ? 'Tienda Uno' : 'Tienda Dos',
      product_name: title,
      brand_name: 'Sony',
      category_name: 'Headphones',
      ean: '',
    }),
  ]);
  expect((await importFeed(db, feedSourceFromText(`${shop}.csv`, feed))).status).toBe('applied');
}

async function publicIdOf(db: Db, title: string): Promise<string> {
  const row = await db
    .selectFrom('product')
    .select('id_c10')
    .where('product_name', '=', title)
    .executeTakeFirstOrThrow();
  return row.id_c10;
}

describeEachDialect('product page: grouped offers', (context) => {
  let app: FastifyInstance;
  beforeEach(async () => {
    const { db, config: database } = context();
    app = await buildApp({
      // One test address asks for several cold pages in a row, on a machine other test files keep
      // busy: the per-client time share (tested on its own) must not answer 429 here.
      config: { ...loadConfig({ CLIENT_TIME_SHARE: '100' }), database, publicOrigin: ORIGIN },
      db,
      pages: pages.renderer(ORIGIN),
    });
  });
  afterEach(async () => {
    await app.close();
  });

  it('says, in the page language, why a shop without a GTIN is compared on the page', async () => {
    const { db } = context();
    await importShop(db, '1001', 'wh5', 'Sony WH-1000XM5 auriculares inalámbricos Negro');
    await importShop(db, '2002', 'sony-wh5', 'SONY WH1000XM5 Kopfhörer silber');
    const id = await publicIdOf(db, 'Sony WH-1000XM5 auriculares inalámbricos Negro');
    const spanish = await app.inject({ url: `/product/${id}/x` });
    const page = await app.inject({ url: spanish.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Agrupada: mismo modelo WH1000XM5');
    // One product holds both colours: each offer says its own, as its shop writes it.
    expect(page.body).toContain('Color: Negro');
    expect(page.body).toContain('Color: silber');
    const english = await app.inject({ url: `/en${spanish.headers.location}` });
    expect(english.body).toContain('Grouped: same model WH1000XM5');
    expect(english.body).toContain('Colour: silber');
  });

  it('sends a merged product’s page and API calls to the product it became', async () => {
    const { db } = context();
    await importShop(db, '1001', 'wh5', 'Sony WH-1000XM5 auriculares inalámbricos Negro');
    // A catalog from before matching: the second shop's offer found nothing to join.
    await db.deleteFrom('product_match_key').execute();
    await db.updateTable('product').set({ match_attributes: null }).execute();
    await importShop(db, '2002', 'sony-wh5', 'SONY WH1000XM5 Kopfhörer silber');
    const merged = await publicIdOf(db, 'SONY WH1000XM5 Kopfhörer silber');
    const kept = await publicIdOf(db, 'Sony WH-1000XM5 auriculares inalámbricos Negro');
    await rematchCatalog(db, { apply: true });

    const page = await app.inject({ url: `/de/product/${merged}/sony-wh1000xm5-kopfhorer-silber` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/de/product/${kept}/sony-wh-1000xm5`);
    const api = await app.inject({ url: `/api/products/${merged}/offers` });
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(`/api/products/${kept}/offers`);
    expect(api.json()).toMatchObject({ code: 'PRODUCT_MOVED' });
    const offers = (await app.inject({ url: api.headers.location as string })).json<{ offers: unknown[] }>();
    expect(offers.offers).toHaveLength(2);
  });
});
