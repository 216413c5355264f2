import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import { importSearchCatalog } from '../../../../tests/support/search-catalog.fixture.ts';
import { PRODUCT_CARD_FIELDS } from '../../../shared/contracts/product-card.ts';
import type { ProductListResponse } from '../../../shared/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

type SearchBody = ProductListResponse & { hasNextPage: boolean; didYouMean: string | null };

describeEachDialect('search API', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
    await importSearchCatalog(db);
  });

  afterEach(async () => {
    await app.close();
  });

  const get = async (url: string, ip = '203.0.113.7') => {
    const response = await app.inject({ method: 'GET', url, remoteAddress: ip });
    return { status: response.statusCode, body: response.json() };
  };
  const post = (url: string, ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/json' } });

  it('answers the spec shape with the product list items and a spelling correction', async () => {
    const { status, body } = await get(`/api/search?q=${encodeURIComponent('rtx 4070')}&page=1&limit=20`);
    expect(status).toBe(200);
    const result = body as SearchBody;
    expect(result).toMatchObject({ total: 3, hasNextPage: false, didYouMean: null });
    expect(result.products[0]).toMatchObject({
      c10_product_name: expect.stringMatching(/RTX 4070/),
      category_slug: 'computers',
      subcategory_slug: 'graphics-cards',
    });
    // The very item the product lists return.
    const listed = (await get('/api/products/category/computers?limit=100')).body as ProductListResponse;
    const same = listed.products.find((p) => p.id_c10 === result.products[0]!.id_c10);
    expect(result.products[0]).toEqual(same);

    const corrected = (await get('/api/search?q=samsumg')).body as SearchBody;
    expect(corrected).toMatchObject({ total: 3, didYouMean: 'samsung' });
    // As typed, on request: nothing found, nothing corrected.
    expect((await get('/api/search?q=samsumg&exact=1')).body).toMatchObject({ total: 0, didYouMean: null });
    const byBrand = (await get('/api/search?brand=Samsung&limit=2')).body as SearchBody;
    expect(byBrand).toMatchObject({ total: 3, hasNextPage: true });
    // The search page's cards: the same answer with only what a card shows.
    const cards = (await get('/api/search?brand=Samsung&limit=2&view=card')).body as SearchBody;
    expect(cards).toMatchObject({ total: 3, hasNextPage: true, didYouMean: null });
    expect(cards.products.map((card) => Object.keys(card).sort())).toEqual(
      byBrand.products.map(() => [...PRODUCT_CARD_FIELDS].sort()),
    );
    expect(cards.products.map((card) => card.id_c10)).toEqual(byBrand.products.map((p) => p.id_c10));
    expect((await get('/api/search?q=tv&view=cards')).status).toBe(400);
  });

  it('treats full-text syntax as text and never fails on it', async () => {
    const texts = [
      '"rtx" OR 4070*',
      'NEAR(rtx 4070)',
      'NEAR(',
      '-samsung',
      'samsung AND (galaxy)',
      'title:samsung',
      '^samsung',
      '"',
      '*',
      ')(',
      "samsung' OR '1'='1",
      'sony; DROP TABLE product; --',
      '\\',
      '%_',
      '{name}: sony',
      'a'.repeat(200),
    ];
    for (const text of texts) {
      const { status, body } = await get(`/api/search?q=${encodeURIComponent(text)}`);
      expect({ text, status }).toEqual({ text, status: 200 });
      expect(Array.isArray((body as SearchBody).products)).toBe(true);
      for (const url of ['/api/search/suggestions', '/api/brands/suggestions']) {
        expect((await get(`${url}?q=${encodeURIComponent(text)}`)).status).toBe(200);
      }
    }
    // Words stay words: "-samsung" finds Samsung, "OR" is not an operator.
    expect(((await get('/api/search?q=-samsung')).body as SearchBody).total).toBe(3);
    expect(
      ((await get(`/api/search?q=${encodeURIComponent('samsung OR lg')}`)).body as SearchBody).total,
    ).toBe(0);
    expect(
      ((await get(`/api/search?q=${encodeURIComponent('"rtx" OR 4070*')}`)).body as SearchBody).total,
    ).toBe(3);
  });

  it('answers bad parameters with a clear 400 in the usual error shape', async () => {
    const cases: Array<[string, string]> = [
      [`/api/search?q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
      [
        '/api/search?q=tv&sort=cheapest',
        'sort must be one of: relevance, rating, popularity, popular, recent, price_asc, price_desc',
      ],
      ['/api/search?q=tv&limit=101', 'limit must be a whole number from 1 to 100'],
      ['/api/search?q=tv&limit=0', 'limit must be a whole number from 1 to 100'],
      ['/api/search?q=tv&page=0', 'page must be a whole number from 1 to 10000'],
      ['/api/search?q=tv&page=abc', 'page must be a whole number from 1 to 10000'],
      [
        '/api/search?q=tv&page=51&limit=20',
        'page and limit go past the first 1,000 results; narrow the list (category, sort or search) instead',
      ],
      ['/api/search', 'give a search text (q) or a brand'],
      ['/api/search?q=%20%20', 'give a search text (q) or a brand'],
      ['/api/search?q=a&q=b', 'q must be given once, as text'],
      ['/api/search?q=tv&exact=yes', 'exact must be 1 (search the text as typed, uncorrected) or 0'],
      [`/api/search/suggestions?q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ];
    for (const [url, message] of cases) {
      expect(await get(url)).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', code: 'INVALID_REQUEST', message },
      });
    }
  });

  it('suggests texts and brands from two characters, at most eight', async () => {
    expect((await get('/api/search/suggestions?q=s')).body).toEqual([]);
    expect((await get('/api/search/suggestions')).body).toEqual([]);
    const suggestions = (await get('/api/search/suggestions?q=sa')).body as string[];
    expect(suggestions[0]).toBe('Samsung');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect((await get('/api/brands/suggestions?q=so')).body).toEqual(['Sony']);
    expect((await get('/api/brands/suggestions?q=%20s%20')).body).toEqual([]);
  });

  it('lists popular searches and brands, and records clicks on them once per client', async () => {
    expect((await get('/api/searches/popular')).body).toEqual([]);
    // A search is listed once three networks made it; addresses of one /24 are one network.
    for (const ip of ['198.51.100.1', '198.51.100.2', '192.0.2.1', '203.0.113.1'])
      await get('/api/search?q=Auriculares', ip);
    for (const ip of ['198.51.100.3', '192.0.2.3']) await get('/api/search?q=consola', ip);
    expect((await get('/api/searches/popular')).body).toEqual([
      { id: expect.any(Number), texto_busqueda: 'auriculares' },
    ]);
    await get('/api/search?q=consola', '2001:db8:5::1');
    const popular = (await get('/api/searches/popular')).body as Array<{
      id: number;
      texto_busqueda: string;
    }>;
    expect(popular.map((row) => row.texto_busqueda)).toEqual(['auriculares', 'consola']);

    const consola = popular[1]!;
    const first = await post(`/api/searches/${consola.id}/click`, '198.51.100.8');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    expect((await post(`/api/searches/${consola.id}/click`, '198.51.100.9')).json()).toEqual({
      recorded: false,
    });
    await post(`/api/searches/${consola.id}/click`, '192.0.2.9');
    const after = (await get('/api/searches/popular')).body as Array<{ texto_busqueda: string }>;
    expect(after[0]!.texto_busqueda).toBe('consola');
    expect((await post('/api/searches/99999/click')).statusCode).toBe(404);
    expect((await post('/api/searches/abc/click')).json()).toMatchObject({
      statusCode: 400,
      message: 'id must be a whole number from 1',
    });

    const brands = (await get('/api/brands/popular')).body as Array<{ id: number; brandName: string }>;
    expect(brands[0]).toEqual({ id: expect.any(Number), brandName: 'Samsung' });
    const jbl = brands.find((row) => row.brandName === 'JBL')!;
    expect((await post(`/api/brands/${jbl.id}/click`)).json()).toEqual({ recorded: true });
    expect((await post(`/api/brands/${jbl.id}/click`)).json()).toEqual({ recorded: false });
    await post(`/api/brands/${jbl.id}/click`, '198.51.100.20');
    expect(((await get('/api/brands/popular')).body as Array<{ brandName: string }>)[0]!.brandName).toBe(
      'Samsung',
    );
    await post(`/api/brands/${jbl.id}/click`, '192.0.2.20');
    expect(((await get('/api/brands/popular')).body as Array<{ brandName: string }>)[0]!.brandName).toBe(
      'JBL',
    );
    expect((await post('/api/brands/99999/click')).statusCode).toBe(404);
  });

  it('publishes the search routes in the OpenAPI document', async () => {
    const openapi = (await get('/api/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/search',
        '/api/search/suggestions',
        '/api/brands/suggestions',
        '/api/searches/popular',
        '/api/brands/popular',
        '/api/searches/{id}/click',
        '/api/brands/{id}/click',
      ]),
    );
  });
});
