import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../../tests/support/feed-builder.ts';
import type {
  PriceHistoryResponse,
  ProductListResponse,
  ProductOffersResponse,
} from '../../../shared/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { feedSourceFromText } from '../../ingest/feed-source.ts';
import { importFeed } from '../../ingest/import-feed.ts';

const DAY = 86_400_000;

describeEachDialect('product page API', (context) => {
  let app: FastifyInstance;
  let id: string;
  const today = new Date();
  const dayStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 6 * 3_600_000;
  const daysAgo = (days: number) => new Date(dayStart - days * DAY);

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
    const ean = ean13('841000000077');
    // Shop one: 300 € with free delivery, cut to 250 € three days ago.
    for (const [days, price] of [
      [10, '300.00'],
      [3, '250.00'],
    ] as const) {
      await importFeed(
        db,
        feedSourceFromText(
          'one.csv',
          buildFeed(STANDARD_COLUMNS, [
            offerRow({
              merchant_product_id: 'X1',
              product_name: 'Monitor Dell U2724D',
              ean,
              search_price: price,
            }),
          ]),
        ),
        { observedAt: daysAgo(days) },
      );
    }
    // Shop two: cheaper price, but 20 € delivery makes its total higher; a third offer is out of stock.
    await importFeed(
      db,
      feedSourceFromText(
        'two.csv',
        buildFeed(STANDARD_COLUMNS, [
          offerRow({
            merchant_product_id: 'Y1',
            merchant_id: '2002',
            merchant_name: 'Tienda Dos',
            product_name: 'Dell U2724D monitor 27',
            ean,
            search_price: '240.00',
            delivery_cost: '20.00',
          }),
        ]),
      ),
      { observedAt: daysAgo(5) },
    );
    const list = (await app.inject({ url: '/api/products/popular' })).json<ProductListResponse>();
    id = list.products[0]!.id_c10;
  });

  afterEach(async () => {
    await app.close();
  });

  it('returns the product with its best offer', async () => {
    const response = await app.inject({ url: `/api/products/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id_c10: id, search_price: 240, offer_count: 2 });
  });

  it('compares offers by total price, delivery included', async () => {
    const { offers } = (
      await app.inject({ url: `/api/products/${id}/offers` })
    ).json<ProductOffersResponse>();
    expect(
      offers.map((offer) => [offer.merchant_name, offer.price, offer.delivery_cost, offer.total_price]),
    ).toEqual([
      ['Tienda Uno', 250, 0, 250],
      ['Tienda Dos', 240, 20, 260],
    ]);
    expect(offers[0]!.aw_deep_link).toContain('awin1.com');
    expect(Date.parse(offers[0]!.last_updated)).toBe(daysAgo(3).getTime());
  });

  it('draws the lowest price per day across shops', async () => {
    const history = (
      await app.inject({ url: `/api/products/${id}/price-history?days=12` })
    ).json<PriceHistoryResponse>();
    const byDate = new Map(history.lowest.map((entry) => [entry.date, entry.price]));
    const dateOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);
    expect(byDate.get(dateOf(10))).toBe(300);
    expect(byDate.get(dateOf(6))).toBe(300);
    expect(byDate.get(dateOf(5))).toBe(240);
    expect(byDate.get(dateOf(0))).toBe(240);
    expect(history.lowest_30_days).toBe(240);
    expect(history.shops.map((shop) => shop.shop_name).sort()).toEqual(['Tienda Dos', 'Tienda Uno']);
  });

  it('answers 404 for an unknown product and 400 for bad parameters', async () => {
    expect((await app.inject({ url: '/api/products/zzzzzzzzzzzz' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/products/zzzzzzzzzzzz/offers' })).statusCode).toBe(404);
    const bad = await app.inject({ url: `/api/products/${id}/price-history?days=1000` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('days must be a whole number from 1 to 365');
  });
});
