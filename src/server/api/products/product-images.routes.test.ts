import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../../tests/support/feed-builder.ts';
import type { ProductListItem } from '../../../shared/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { feedSourceFromText } from '../../ingest/feed-source.ts';
import { importFeed } from '../../ingest/import-feed.ts';

// Product images as pages get them: only https and the site's own images, whatever a feed says or
// an earlier version of the importer stored. Pages are served over https with img-src 'self' https:
// (app.ts), so anything else is mixed content, blocked, or an image from a host nobody checked.

describeEachDialect('product images through an import and the API', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
  });
  afterEach(async () => {
    await app.close();
  });

  const productNamed = async (name: string) => {
    const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(name)}` });
    const product = response
      .json<{ products: ProductListItem[] }>()
      .products.find((p) => p.product_name === name);
    if (!product) throw new Error(`no product ${name}`);
    const detail = await app.inject({ url: `/api/products/${product.id_c10}` });
    return detail.json<ProductListItem>();
  };

  it('drops protocol-relative images with a warning and serves http ones as https', async () => {
    const { db } = context();
    const report = await importFeed(
      db,
      feedSourceFromText(
        'images.csv',
        buildFeed(STANDARD_COLUMNS, [
          offerRow({
            merchant_product_id: 'P1',
            product_name: 'Ratón Pixel',
            merchant_image_url: '//evil.example/pixel.png',
          }),
          offerRow({
            merchant_product_id: 'P2',
            product_name: 'Teclado Plano',
            merchant_image_url: 'http://img.example/teclado.jpg',
          }),
        ]),
      ),
      { observedAt: new Date() },
    );
    expect(report).toMatchObject({ status: 'applied', offersNew: 2, warnings: { invalid_image_url: 1 } });
    expect(await productNamed('Ratón Pixel')).toMatchObject({ merchant_image_url: null, large_image: null });
    expect((await productNamed('Teclado Plano')).merchant_image_url).toBe('https://img.example/teclado.jpg');

    // What an earlier importer let through is not served either.
    await db
      .updateTable('product')
      .set({
        merchant_image_url: '//evil.example/old.png',
        large_image: 'javascript:alert(1)',
        alternate_image: 'http://img.example/old.jpg',
        alternate_image_two: '/demo-media/teclado-2.svg',
      })
      .execute();
    expect(await productNamed('Teclado Plano')).toMatchObject({
      merchant_image_url: null,
      large_image: null,
      alternate_image: 'https://img.example/old.jpg',
      alternate_image_two: '/demo-media/teclado-2.svg',
    });
    const list = (await app.inject({ url: '/api/products/popular' })).json<{ products: ProductListItem[] }>();
    expect(JSON.stringify(list.products)).not.toMatch(/evil\.example|javascript:|http:\/\//);
  });
});
