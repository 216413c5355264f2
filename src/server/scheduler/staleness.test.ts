import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import type { ProductListResponse } from '../../shared/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { hideStaleOffers, STALE_AFTER_MS } from './staleness.ts';

const HOUR = 3_600_000;
const NOW = new Date();

const laptop = ean13('841000000001');
const headphones = ean13('841000000004');

// Tienda Uno sells a laptop (cheapest) and headphones; Tienda Dos sells the same laptop for more.
const shopOneFeed = buildFeed(STANDARD_COLUMNS, [
  offerRow({
    merchant_product_id: 'L1',
    product_name: 'Portátil Lenovo IdeaPad 5',
    ean: laptop,
    search_price: '600.00',
  }),
  offerRow({
    merchant_product_id: 'H1',
    product_name: 'Auriculares Sony WH-1000XM5',
    ean: headphones,
    merchant_category: 'Electrónica > Audio > Auriculares',
    category_name: 'Headphones',
    search_price: '299.00',
  }),
]);
const shopTwoFeed = buildFeed(STANDARD_COLUMNS, [
  offerRow({
    merchant_product_id: 'B-L1',
    merchant_id: '2002',
    merchant_name: 'Tienda Dos',
    product_name: 'Lenovo IdeaPad 5 portátil',
    ean: laptop,
    search_price: '650.00',
  }),
]);

describeEachDialect('stale offers', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
  });
  afterEach(async () => {
    await app.close();
  });

  const importAt = async (name: string, csv: string, observedAt: Date) => {
    const report = await importFeed(context().db, feedSourceFromText(name, csv), { observedAt });
    expect(report.status).toBe('applied');
  };
  const list = async (url: string) =>
    (await app.inject({ method: 'GET', url })).json() as ProductListResponse;
  const indexed = async () =>
    (await context().db.selectFrom('search_document').select('product_id').execute()).length;

  it('leave the lists 48 h after their shop was last confirmed, and come back with its next feed', async () => {
    await importAt('uno.csv', shopOneFeed, new Date(NOW.getTime() - 49 * HOUR));
    await importAt('dos.csv', shopTwoFeed, new Date(NOW.getTime() - 2 * HOUR));
    expect((await list('/api/products/category/computers')).products[0]).toMatchObject({
      merchant_name: 'Tienda Uno',
      search_price: 600,
      offer_count: 2,
    });
    expect(await indexed()).toBe(2);

    // Just under the threshold nothing happens.
    expect(
      await hideStaleOffers(context().db, {
        now: new Date(NOW.getTime() - 49 * HOUR + STALE_AFTER_MS - 60_000),
      }),
    ).toMatchObject({ offersHidden: 0 });

    const report = await hideStaleOffers(context().db, { now: NOW });
    expect(report).toMatchObject({
      staleShops: [{ name: 'Tienda Uno' }],
      offersHidden: 2,
      productsChanged: 2,
    });
    // The laptop stays listed through the fresh shop, at its price; the headphones are gone.
    const computers = await list('/api/products/category/computers');
    expect(computers.total).toBe(1);
    expect(computers.products[0]).toMatchObject({
      merchant_name: 'Tienda Dos',
      search_price: 650,
      offer_count: 1,
      lowest_price: 650,
      highest_price: 650,
    });
    expect((await list('/api/products/subcategory/headphones')).total).toBe(0);
    expect((await list('/api/products/popular')).total).toBe(1);
    expect(await indexed()).toBe(1);
    // A second check finds nothing more to do.
    expect(await hideStaleOffers(context().db, { now: NOW })).toMatchObject({
      offersHidden: 0,
      staleShops: [],
    });

    await importAt('uno.csv', shopOneFeed, NOW);
    expect((await list('/api/products/subcategory/headphones')).total).toBe(1);
    expect((await list('/api/products/category/computers')).products[0]).toMatchObject({
      merchant_name: 'Tienda Uno',
      search_price: 600,
      offer_count: 2,
    });
    expect(await indexed()).toBe(2);
    // Coming back is not a price change: the price history has one point per offer still.
    const points = await context().db.selectFrom('price_point').select('id').execute();
    expect(points).toHaveLength(3);
  });
});
