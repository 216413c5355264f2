import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../../tests/support/feed-builder.ts';
import { PRODUCT_CARD_FIELDS } from '../../../shared/contracts/product-card.ts';
import type { ProductListResponse } from '../../../shared/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { feedSourceFromText } from '../../ingest/feed-source.ts';
import { importFeed } from '../../ingest/import-feed.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-08-01T06:00:00Z');

describeEachDialect('product list API', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
    // A small catalog: laptops and headphones from two shops; one laptop becomes a deal on day 40.
    const rows = (day: number) => [
      offerRow({
        merchant_product_id: 'L1',
        product_name: 'Portátil Lenovo IdeaPad 5',
        ean: ean13('841000000001'),
        search_price: day >= 40 ? '600.00' : '800.00',
        average_rating: '4.6',
        reviews: '120',
      }),
      offerRow({
        merchant_product_id: 'L2',
        product_name: 'Portátil HP Pavilion 15',
        ean: ean13('841000000002'),
        search_price: '700.00',
        average_rating: '4.2',
        reviews: '40',
      }),
      offerRow({
        merchant_product_id: 'L3',
        product_name: 'Portátil Acer Aspire 3',
        ean: ean13('841000000003'),
        search_price: '450.00',
        average_rating: '3.1',
        reviews: '12',
      }),
      offerRow({
        merchant_product_id: 'H1',
        product_name: 'Auriculares Sony WH-1000XM5',
        ean: ean13('841000000004'),
        merchant_category: 'Electrónica > Audio > Auriculares',
        category_name: 'Headphones',
        search_price: '299.00',
        average_rating: '4.8',
        reviews: '900',
      }),
    ];
    const columns = [...STANDARD_COLUMNS, 'average_rating', 'reviews'];
    for (const day of [0, 40]) {
      await importFeed(db, feedSourceFromText('shop1.csv', buildFeed(columns, rows(day))), {
        observedAt: new Date(T0 + day * DAY),
      });
    }
    await importFeed(
      db,
      feedSourceFromText(
        'shop2.csv',
        buildFeed(columns, [
          offerRow({
            merchant_product_id: 'B-L2',
            merchant_id: '2002',
            merchant_name: 'Tienda Dos',
            product_name: 'HP Pavilion 15 portátil',
            ean: ean13('841000000002'),
            search_price: '689.00',
          }),
        ]),
      ),
      { observedAt: new Date(T0 + 40 * DAY) },
    );
  });

  afterEach(async () => {
    await app.close();
  });

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists deals by the 30-day rule with the spec fields filled from the best offer', async () => {
    const { status, body } = await get('/api/products/deals?limit=12');
    expect(status).toBe(200);
    const { products, total } = body as ProductListResponse;
    expect(total).toBe(1);
    expect(products[0]).toMatchObject({
      c10_product_name: 'Lenovo IdeaPad 5',
      search_price: 600,
      product_price_old: 800,
      discount_percent: 25,
      merchant_name: 'Tienda Uno',
      brand_name: 'Lenovo',
      category_slug: 'computers',
      subcategory_slug: 'laptops',
      condition: 'new',
      ean: ean13('841000000001'),
      offer_count: 1,
      rating_c10: 4.6,
      contador_c10: 120,
    });
    expect(products[0]!.aw_deep_link).toMatch(/^https:\/\/www\.awin1\.com\//);
    expect(products[0]!.id_c10).toMatch(/^[0-9a-z]{12}$/);
  });

  it('answers with cards on view=card: the same products, only the fields a card shows', async () => {
    const whole = (await get('/api/products/deals?limit=12')).body as ProductListResponse;
    const { status, body } = await get('/api/products/deals?limit=12&view=card');
    expect(status).toBe(200);
    const cards = body as ProductListResponse;
    expect(cards.total).toBe(whole.total);
    const card = cards.products[0]!;
    expect(Object.keys(card).sort()).toEqual([...PRODUCT_CARD_FIELDS].sort());
    for (const field of PRODUCT_CARD_FIELDS) expect(card[field]).toEqual(whole.products[0]![field]);
    expect(card).not.toHaveProperty('description');
    expect(await get('/api/products/featured/category/computers?view=card&exclude_deals=true')).toMatchObject(
      {
        status: 200,
        body: { products: [expect.not.objectContaining({ specifications: expect.anything() })] },
      },
    );
    expect(await get('/api/products/deals?view=full')).toMatchObject({
      status: 400,
      body: { message: 'view must be card (only what a product card shows), or left out for whole records' },
    });
  });

  it('lists featured products, excludes deals on request, and shows the cheapest shop', async () => {
    const all = (await get('/api/products/featured')).body as ProductListResponse;
    expect(all.products.map((p) => p.c10_product_name)).toEqual([
      'Sony WH-1000XM5',
      'Lenovo IdeaPad 5',
      'HP Pavilion 15',
    ]);
    const withoutDeals = (await get('/api/products/featured?limit=12&exclude_deals=true'))
      .body as ProductListResponse;
    expect(withoutDeals.total).toBe(2);
    const hp = withoutDeals.products.find((p) => p.c10_product_name.includes('HP'))!;
    expect(hp).toMatchObject({
      search_price: 689,
      merchant_name: 'Tienda Dos',
      offer_count: 2,
      lowest_price: 689,
      highest_price: 700,
    });
  });

  it('sorts, pages and filters by category and subcategory', async () => {
    const byPrice = (await get('/api/products/featured/category/computers?sort=price_asc'))
      .body as ProductListResponse;
    expect(byPrice.products.map((p) => p.search_price)).toEqual([600, 689]);
    const page2 = (await get('/api/products/popular?limit=2&page=2')).body as ProductListResponse;
    expect(page2.total).toBe(4);
    expect(page2.products).toHaveLength(2);
    const headphones = (await get('/api/products/subcategory/headphones')).body as ProductListResponse;
    expect(headphones.products.map((p) => p.c10_product_name)).toEqual(['Sony WH-1000XM5']);
    const recent = (await get('/api/products/recent/category/electronics')).body as ProductListResponse;
    expect(recent.total).toBe(1);
    const computers = (await get('/api/products/category/computers')).body as ProductListResponse;
    expect(computers.total).toBe(3);
  });

  it('keeps list totals in step with each import', async () => {
    const { db } = context();
    const total = async (url: string) => ((await get(url)).body as ProductListResponse).total;
    expect(await total('/api/products/category/computers')).toBe(3);
    expect(await total('/api/products/popular?limit=1')).toBe(4);
    // A third shop adds two laptops; the next day the first one is out of stock.
    const laptops = (inStock: string) => [
      offerRow({
        merchant_product_id: 'N1',
        merchant_id: '3003',
        merchant_name: 'Tienda Tres',
        product_name: 'Portátil Asus Vivobook 15',
        ean: ean13('841000000011'),
        in_stock: inStock,
      }),
      offerRow({
        merchant_product_id: 'N2',
        merchant_id: '3003',
        merchant_name: 'Tienda Tres',
        product_name: 'Portátil MSI Modern 14',
        ean: ean13('841000000012'),
      }),
    ];
    await importFeed(db, feedSourceFromText('shop3.csv', buildFeed(STANDARD_COLUMNS, laptops('1'))), {
      observedAt: new Date(T0 + 41 * DAY),
    });
    expect(await total('/api/products/category/computers')).toBe(5);
    expect(await total('/api/products/popular?limit=1')).toBe(6);
    await importFeed(db, feedSourceFromText('shop3.csv', buildFeed(STANDARD_COLUMNS, laptops('0'))), {
      observedAt: new Date(T0 + 42 * DAY),
    });
    expect(await total('/api/products/category/computers')).toBe(4);
    expect(await total('/api/products/popular?limit=1')).toBe(5);
  });

  it('answers bad parameters with a clear 400 and unknown categories with 404', async () => {
    expect(await get('/api/products/deals?limit=101')).toMatchObject({
      status: 400,
      body: { message: 'limit must be a whole number from 1 to 100' },
    });
    expect(await get('/api/products/deals?page=0')).toMatchObject({
      status: 400,
      body: { message: 'page must be a whole number from 1 to 10000' },
    });
    expect(await get('/api/products/popular?sort=rating')).toMatchObject({
      status: 400,
      body: { message: 'sort must be one of: popularity, popular, price_asc, price_desc' },
    });
    expect(await get('/api/products/category/computers?sort=rating')).toMatchObject({ status: 400 });
    expect(await get('/api/products/deals/category/nope')).toMatchObject({
      status: 404,
      body: { message: 'Unknown category "nope"' },
    });
    expect(await get('/api/products/deals/category/DROP%20TABLE')).toMatchObject({ status: 400 });
    expect(await get('/api/nothing-here')).toMatchObject({ status: 404 });
  });

  it('pages through the first 1,000 products and refuses deeper pages with a clear 400', async () => {
    // The attack run's request: page 10,000 of a price-sorted list cost 1.3 s on 200,000 products.
    const deepPageMessage =
      'page and limit go past the first 1,000 results; narrow the list (category, sort or search) instead';
    for (const url of [
      '/api/products/recent?page=10000&limit=48&sort=price_desc',
      '/api/products/featured?page=85&limit=12',
      '/api/products/deals/category/computers?page=11&limit=100',
      '/api/products/subcategory/laptops?page=21&limit=50',
    ])
      expect(await get(url)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_REQUEST', message: deepPageMessage },
      });
    // The last pages starting within the limit still answer (page 84 of 12 starts at product 997).
    expect(await get('/api/products/featured?page=84&limit=12')).toMatchObject({ status: 200 });
    expect(await get('/api/products/recent?page=10&limit=100&sort=price_desc')).toMatchObject({
      status: 200,
    });
  });

  it('offers only the categories and subcategories that list products, and follows imports', async () => {
    const offered = async () => {
      const tree = (await get('/api/db/categories/hierarchy')).body as Array<{
        slug: string;
        subcategories: Array<{ slug: string }>;
      }>;
      const flat = (await get('/api/categories')).body as Array<{ slug: string }>;
      expect(flat.map((entry) => entry.slug)).toEqual(
        tree.flatMap((category) => [category.slug, ...category.subcategories.map((sub) => sub.slug)]),
      );
      return Object.fromEntries(
        tree.map((category) => [category.slug, category.subcategories.map((s) => s.slug)]),
      );
    };
    // Laptops and headphones only: the other 18 top categories (fashion, wines, pets...) and the
    // empty subcategories of these two would be links to "No hay ofertas...".
    expect(await offered()).toEqual({ computers: ['laptops'], electronics: ['headphones'] });
    // Their URLs still answer, with no products.
    expect(await get('/api/products/category/fashion?limit=12')).toMatchObject({
      status: 200,
      body: { products: [], total: 0 },
    });

    // A shop that lists a watch brings jewellery (watches) back; once its feed lists a laptop instead,
    // it goes again.
    const { db } = context();
    const watchFeed = (rows: ReturnType<typeof offerRow>[]) =>
      feedSourceFromText('shop3.csv', buildFeed(STANDARD_COLUMNS, rows));
    const watch = offerRow({
      merchant_id: '3003',
      merchant_name: 'Tienda Tres',
      merchant_product_id: 'W1',
      product_name: 'Reloj Casio F-91W',
      ean: ean13('841000000009'),
      merchant_category: 'Moda > Relojes',
      category_name: 'Relojes',
      search_price: '19.90',
    });
    await importFeed(db, watchFeed([watch]), { observedAt: new Date(T0 + 41 * DAY) });
    const withWatch = await offered();
    expect(Object.keys(withWatch)).toEqual(['computers', 'electronics', 'jewelry']);
    expect(withWatch.jewelry).toHaveLength(1);

    const laptop = offerRow({
      merchant_id: '3003',
      merchant_name: 'Tienda Tres',
      merchant_product_id: 'L9',
      product_name: 'Portátil Asus Vivobook 15',
      ean: ean13('841000000010'),
      search_price: '549.00',
    });
    await importFeed(db, watchFeed([laptop]), { observedAt: new Date(T0 + 42 * DAY) });
    expect(Object.keys(await offered())).toEqual(['computers', 'electronics']);
  });

  it('serves the category hierarchy and an OpenAPI document built from the route schemas', async () => {
    const tree = (await get('/api/db/categories/hierarchy')).body as Array<{
      slug: string;
      subcategories: Array<{ slug: string }>;
    }>;
    expect(tree.find((c) => c.slug === 'computers')?.subcategories.map((s) => s.slug)).toContain('laptops');
    const openapi = (await get('/api/openapi.json')).body as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(openapi.openapi).toMatch(/^3\./);
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/products/deals',
        '/api/products/featured/category/{slug}',
        '/api/db/categories/hierarchy',
      ]),
    );
  });
});
