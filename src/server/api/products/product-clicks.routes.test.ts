import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../../tests/support/feed-builder.ts';
import type { ProductListResponse } from '../../../shared/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { feedSourceFromText } from '../../ingest/feed-source.ts';
import { importFeed } from '../../ingest/import-feed.ts';

describeEachDialect('product click API', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
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
  });

  afterEach(async () => {
    await app.close();
  });

  const popular = async () =>
    (await app.inject({ url: '/api/products/popular' }))
      .json<ProductListResponse>()
      .products.map((p) => p.id_c10);
  const click = (id: string, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: `/api/products/${id}/click`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
    });

  it('moves a clicked product up the popular list, once per client', async () => {
    const before = await popular();
    const last = before.at(-1)!;
    const first = await click(last);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    expect((await popular())[0]).toBe(last);

    // The same client clicking again does not count; clients of other networks do.
    expect((await click(last)).json()).toEqual({ recorded: false });
    const other = before.at(-2)!;
    await click(other, '198.51.100.8');
    await click(other, '192.0.2.9');
    expect((await popular())[0]).toBe(other);
  });

  it('counts one click per network, however many addresses of it click (IPv4 /24, IPv6 /48)', async () => {
    const [target, rival] = await popular();
    // 200 addresses of one /24 (the attack run's "801 clicks against 16") count as one client.
    const answers = [];
    for (let host = 1; host <= 200; host++) answers.push((await click(target!, `203.0.113.${host}`)).json());
    expect(answers.filter((answer) => answer.recorded)).toHaveLength(1);
    for (const ip of ['2001:db8:1:1::1', '2001:db8:1:ffff::2', '2001:db8:1:2:3:4:5:6'])
      await click(target!, ip);
    // The rival, clicked from three different networks, now outranks the target (two networks).
    for (const ip of ['198.51.100.1', '192.0.2.1', '2001:db8:2::1']) await click(rival!, ip);
    expect((await popular()).slice(0, 2)).toEqual([rival, target]);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await click('zzzzzzzzzzzz');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404 });
    const bad = await click('not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id_c10');
  });
});
