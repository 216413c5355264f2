import { beforeEach, describe, expect, inject, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { importSearchCatalog } from '../../../tests/support/search-catalog.fixture.ts';
import {
  createPostgresTestDatabase,
  createSqliteTestDatabasePath,
} from '../../../tests/support/test-databases.ts';
import { parseFilters } from '../../shared/contracts/filters.ts';
import { parseDatabaseUrl } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { createSearchService, type SearchRequest, type SearchService } from './search.service.ts';

const DAY = 86_400_000;

// The same queries must find the same products on SQLite and on PostgreSQL.
const EXPECTED_TOTALS: ReadonlyArray<readonly [query: string, total: number]> = [
  ['portatil', 3],
  ['PORTÁTIL', 3],
  ['portátiles', 3],
  ['laptop', 3],
  ['notebook', 3],
  ['port', 3],
  ['rtx 4070', 3],
  ['rtx4070', 3],
  ['i5-1235u', 2],
  ['i5 1235u', 2],
  ['I51235U', 2],
  ['m.2', 1],
  ['m2 nvme', 1],
  ['wh-1000xm5', 1],
  ['wh1000xm5', 1],
  ['WH 1000XM5', 1],
  ['auriculares', 2],
  ['headphones', 2],
  ['cascos', 2],
  ['auriculares sony', 1],
  ['sony headphones', 1],
  ['ratón', 2],
  ['mouse', 2],
  ['samsung', 3],
  ['sams', 3],
  ['samsung ga', 2],
  ['tarjeta grafica', 2],
  ['graphics card', 2],
  ['gpu', 2],
  ['disco duro', 1],
  ['hard drive', 1],
  ['altavoz', 1],
  ['speaker', 1],
  ['tv', 1],
  ['televisor', 1],
  ['consola', 1],
  ['console', 1],
  ['ps5', 1],
  ['lenovo', 2],
  ['acer', 0],
  ['samsung OR lg', 0],
  ['xyzzy', 0],
];

// Each database's own engine, and the in-memory index (text-index.ts) that stands in front of it.
for (const inMemory of [false, true])
  describeEachDialect(`search service (${inMemory ? 'in memory' : 'database engine'})`, (context) => {
    let search: SearchService;
    let clock: number;

    beforeEach(async () => {
      const { db } = context();
      await importSearchCatalog(db);
      clock = Date.parse('2026-10-05T12:00:00Z');
      search = createSearchService(db, { now: () => clock, ...(inMemory ? {} : { textIndex: false }) });
      if (inMemory) await search.ready();
    });

    it('finds the same products for a fixed set of queries on both databases', async () => {
      const totals: Array<readonly [string, number]> = [];
      for (const [query] of EXPECTED_TOTALS) totals.push([query, (await search.search({ q: query })).total]);
      expect(totals).toEqual(EXPECTED_TOTALS);
    });

    it('puts the product named by the query first, and only listed products at all', async () => {
      const rtx = await search.search({ q: 'rtx 4070' });
      // The two graphics cards before the laptop that has one.
      expect(rtx.products.map((p) => p.subcategory_slug)).toEqual([
        'graphics-cards',
        'graphics-cards',
        'laptops',
      ]);
      const ideapad = await search.search({ q: 'lenovo ideapad' });
      expect(ideapad.products[0]!.c10_product_name).toMatch(/^Lenovo IdeaPad 1/);
      // The Acer laptop has no offer in stock: it is in no result.
      expect((await search.search({ q: 'aspire' })).total).toBe(0);
    });

    it('returns the same items as the product lists, with paging', async () => {
      const first = await search.search({ q: 'portatil', limit: 2 });
      expect(first).toMatchObject({ total: 3, hasNextPage: true, didYouMean: null });
      expect(first.products[0]).toMatchObject({
        merchant_name: 'Tienda Uno',
        category_slug: 'computers',
        subcategory_slug: 'laptops',
        condition: 'new',
        in_stock: true,
      });
      const second = await search.search({ q: 'portatil', limit: 2, page: 2 });
      expect(second).toMatchObject({ total: 3, hasNextPage: false });
      expect(second.products).toHaveLength(1);
      const ids = [...first.products, ...second.products].map((p) => p.id_c10);
      expect(new Set(ids).size).toBe(3);
      expect((await search.search({ q: 'portatil', page: 9 })).products).toEqual([]);
    });

    it('sorts by rating (the default without a text), price, recency and popularity', async () => {
      const byBrand = await search.search({ brand: 'samsung' });
      expect(byBrand.total).toBe(3);
      expect(byBrand.products.map((p) => p.rating_c10)).toEqual([4.4, 4.3, 4.1]);
      const cheapest = await search.search({ q: 'portatil', sort: 'price_asc' });
      expect(cheapest.products.map((p) => p.search_price)).toEqual([449, 529, 1499]);
      const dearest = await search.search({ q: 'portatil', sort: 'price_desc' });
      expect(dearest.products.map((p) => p.search_price)).toEqual([1499, 529, 449]);
      expect((await search.search({ q: 'portatil', sort: 'rating' })).products[0]!.rating_c10).toBe(4.9);
      expect((await search.search({ q: 'samsung', sort: 'recent' })).total).toBe(3);
      expect((await search.search({ q: 'samsung', sort: 'popularity' })).total).toBe(3);
    });

    it('filters by brand, in any case, and finds nothing for an unknown brand', async () => {
      expect((await search.search({ q: 'galaxy', brand: 'SAMSUNG' })).total).toBe(2);
      expect((await search.search({ q: 'auriculares', brand: 'Sony' })).products[0]!.brand_name).toBe('Sony');
      expect((await search.search({ q: 'portatil', brand: 'Samsung' })).total).toBe(0);
      expect(await search.search({ brand: 'Nokia' })).toEqual({
        products: [],
        total: 0,
        hasNextPage: false,
        didYouMean: null,
      });
      expect((await search.search({ q: '***', brand: 'Logitech' })).total).toBe(2);
      expect((await search.search({ q: '***' })).total).toBe(0);
    });

    it('corrects misspelt words that find nothing', async () => {
      expect(await search.search({ q: 'samsumg' })).toMatchObject({ total: 3, didYouMean: 'samsung' });
      expect(await search.search({ q: 'auriculres sony' })).toMatchObject({
        total: 1,
        didYouMean: 'auriculares sony',
      });
      expect(await search.search({ q: 'nvidea' })).toMatchObject({ total: 3, didYouMean: 'nvidia' });
      expect(await search.search({ q: 'logitek' })).toMatchObject({ total: 2, didYouMean: 'logitech' });
      // Correct spellings and hopeless texts get no correction.
      expect((await search.search({ q: 'samsung' })).didYouMean).toBeNull();
      expect(await search.search({ q: 'xyzzy' })).toMatchObject({ total: 0, didYouMean: null });
    });

    it('searches the text as typed, uncorrected, when asked to', async () => {
      // The "search instead for «samsumg»" link of a corrected search; asked after the corrected one,
      // so a shared cache entry would show.
      expect(await search.search({ q: 'samsumg' })).toMatchObject({ total: 3, didYouMean: 'samsung' });
      expect(await search.search({ q: 'samsumg', exact: true })).toMatchObject({
        products: [],
        total: 0,
        didYouMean: null,
      });
      expect(await search.search({ q: 'samsung', exact: true })).toMatchObject({
        total: 3,
        didYouMean: null,
      });
    });

    it('suggests brands, models and categories, then product names, for two or more characters', async () => {
      expect(await search.suggest('s')).toEqual([]);
      expect(await search.suggest(' s ')).toEqual([]);
      const samsung = await search.suggest('sa');
      expect(samsung[0]).toBe('Samsung');
      expect(samsung).toEqual(expect.arrayContaining(['Samsung Galaxy A55 5G', 'Samsung Galaxy Buds3 Pro']));
      expect(samsung.length).toBeLessThanOrEqual(8);
      expect(await search.suggest('lenovo idea')).toEqual([
        'Lenovo IdeaPad 1 15.6"',
        'Lenovo IdeaPad 1 15,6" Intel Core i5-1235U 8 GB / 256 GB SSD',
      ]);
      // English words find the Spanish category; misspellings are corrected.
      expect((await search.suggest('laptop'))[0]).toBe('Portátiles');
      expect((await search.suggest('smasung'))[0]).toBe('Samsung');
      expect(await search.suggest('qzqz')).toEqual([]);
    });

    it('suggests brand names by any word', async () => {
      expect(await search.suggestBrands('sa')).toEqual(['Samsung']);
      expect(await search.suggestBrands('DIG')).toEqual(['Western Digital']);
      expect(await search.suggestBrands('l')).toEqual([]);
      expect(await search.suggestBrands('%_')).toEqual([]);
    });

    it('gives pages a popular list read in the last 30 seconds, and the newest counts after that', async () => {
      const recent = async () =>
        (await search.popularSearches({ recent: true })).map((row) => row.texto_busqueda);
      expect(await recent()).toEqual([]);
      for (const client of ['a', 'b', 'c']) await search.search({ q: 'auriculares', client });
      // Every page shows the list: within 30 s the one read before serves.
      clock += 29_000;
      expect(await recent()).toEqual([]);
      clock += 2_000;
      expect(await recent()).toEqual(['auriculares']);
    });

    it('lists searches that found products once three networks made them, over the last 7 days', async () => {
      const texts = async () => (await search.popularSearches()).map((row) => row.texto_busqueda);
      expect(await texts()).toEqual([]);
      for (const client of ['a', 'b', 'c']) await search.search({ q: 'Portátil  Lenovo', client });
      // The same network repeating a search counts once a day.
      await search.search({ q: 'portatil lenovo', client: 'a' });
      for (const client of ['a', 'b', 'c', 'd']) await search.search({ q: 'auriculares', client });
      // Two networks are not enough, whatever they repeat.
      for (let day = 0; day < 3; day++) {
        await search.search({ q: 'samsung', client: 'a' });
        await search.search({ q: 'samsung', client: 'b' });
        clock += DAY / 4;
      }
      // Not counted: no results, a later page, no client.
      for (const client of ['a', 'b', 'c']) await search.search({ q: 'xyzzy', client });
      for (const client of ['a', 'b', 'c']) await search.search({ q: 'lenovo', client, page: 2, limit: 1 });
      await search.search({ q: 'lenovo' });
      expect(await texts()).toEqual(['auriculares', 'portátil lenovo']);

      // A week later the old searches are out of the window and new ones count.
      clock += 7 * DAY;
      for (const client of ['a', 'b', 'c']) await search.search({ q: 'samsung', client });
      expect(await texts()).toEqual(['samsung']);
    });

    it("lists only the words of a search, and never texts without meaning (the attack run's entries)", async () => {
      const texts = async () => (await search.popularSearches()).map((row) => row.texto_busqueda);
      const fromTwelveNetworks = async (q: string) => {
        for (let network = 1; network <= 12; network++)
          await search.search({ q, client: `198.51.${network}.0` });
      };
      // Each of these finds products (their words match the catalog), and each was once listed.
      await fromTwelveNetworks('tv ☠☠☠ >>> <<‹ ¡¡¡');
      await fromTwelveNetworks("' or '1'='1");
      await fromTwelveNetworks('es/../../');
      await fromTwelveNetworks('\u0000samsung\u0007');
      await fromTwelveNetworks('%00');
      expect((await texts()).sort()).toEqual(['samsung', 'tv']);
    });

    it('counts clicks on popular searches once per network and day', async () => {
      for (const client of ['a', 'b', 'c', 'd']) await search.search({ q: 'auriculares', client });
      for (const client of ['a', 'b', 'c']) await search.search({ q: 'samsung', client });
      const [top] = await search.popularSearches();
      const samsung = (await search.popularSearches()).find((row) => row.texto_busqueda === 'samsung')!;
      expect(top!.texto_busqueda).toBe('auriculares');
      expect(await search.recordSearchClick(samsung.id, 'x')).toBe(true);
      expect(await search.recordSearchClick(samsung.id, 'x')).toBe(false);
      expect(await search.recordSearchClick(samsung.id, 'y')).toBe(true);
      expect((await search.popularSearches())[0]!.texto_busqueda).toBe('samsung');
      expect(await search.recordSearchClick(99_999, 'x')).toBeNull();
    });

    it('ranks brands by views and clicks, falling back to brands with most products', async () => {
      const names = async () => (await search.popularBrands()).map((row) => row.brandName);
      const fallback = await names();
      expect(fallback.slice(0, 3)).toEqual(['Samsung', 'Lenovo', 'Logitech']);
      expect(fallback).not.toContain('Acer');

      const jbl = (await search.popularBrands()).find((row) => row.brandName === 'JBL')!;
      expect(await search.recordBrandClick(jbl.id, 'a')).toBe(true);
      expect(await search.recordBrandClick(jbl.id, 'a')).toBe(false);
      for (const client of ['b', 'c']) await search.recordBrandClick(jbl.id, client);
      for (const client of ['a', 'b', 'c', 'd']) await search.search({ brand: 'Kingston', client });
      await search.search({ brand: 'Kingston', client: 'b' });
      // Two networks, however often, do not move a brand.
      for (const client of ['a', 'b', 'a', 'b']) await search.search({ brand: 'Lenovo', client });
      expect((await names()).slice(0, 3)).toEqual(['Kingston', 'JBL', 'Samsung']);
      expect(await search.recordBrandClick(99_999, 'a')).toBeNull();

      clock += 8 * DAY;
      expect((await names()).slice(0, 1)).toEqual(['Samsung']);
    });
  });

// The in-memory engine stands in for the database's: every answer must be the one SQLite's FTS5
// engine gives (totals, pages in every order, corrections and suggestions), and PostgreSQL's in
// memory the same as SQLite's (PostgreSQL's own engine orders a few ties otherwise: ts_rank).
async function answers(search: SearchService): Promise<unknown[]> {
  const found: unknown[] = [];
  const texts = [...EXPECTED_TOTALS.map(([query]) => query), 'samsumg', 'auriculres', 'sony', 'la', 'ga'];
  const filtered = (query: string) => parseFilters(new URLSearchParams(query).entries()).filters;
  const requests: SearchRequest[] = [
    { q: 'auriculares', brand: 'Sony' },
    { q: 'portatil', page: 2, limit: 2 },
    // Filtered: ranked among the rows the filters let through, with the facets.
    { q: 'samsung', filters: filtered('brand=Samsung&brand=Sony'), facets: true },
    { q: 'portatil', filters: filtered('in_stock=1'), facets: true },
    { q: 'sa', filters: filtered('max_price=500'), sort: 'price_asc' },
  ];
  for (const q of texts) {
    for (const sort of [undefined, 'price_asc', 'rating'] as const) requests.push({ q, sort, limit: 5 });
  }
  for (const request of requests) {
    const result = await search.search(request);
    found.push({ request, ...result, products: result.products.map((product) => product.id_c10) });
  }
  for (const q of texts) found.push({ q, suggestions: await search.suggest(q) });
  return found;
}

async function openCatalog(dialect: 'sqlite' | 'postgres') {
  const created =
    dialect === 'sqlite'
      ? createSqliteTestDatabasePath()
      : await createPostgresTestDatabase(inject('postgresUrl')!);
  const db = openDatabase(parseDatabaseUrl(created.url), { maxConnections: 4 });
  await prepareDatabase(db);
  await importSearchCatalog(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      await created.drop();
    },
  };
}

describe('search in memory', () => {
  it("answers as SQLite's full-text engine", async () => {
    const catalog = await openCatalog('sqlite');
    try {
      const memory = createSearchService(catalog.db, { cacheEntries: 0 });
      await memory.ready();
      const database = createSearchService(catalog.db, { cacheEntries: 0, textIndex: false });
      expect(await answers(memory)).toEqual(await answers(database));
    } finally {
      await catalog.close();
    }
  });

  it.skipIf(!inject('postgresUrl'))('answers the same on PostgreSQL as on SQLite', async () => {
    const [sqlite, postgres] = [await openCatalog('sqlite'), await openCatalog('postgres')];
    try {
      const [onSqlite, onPostgres] = [
        createSearchService(sqlite.db, { cacheEntries: 0 }),
        createSearchService(postgres.db, { cacheEntries: 0 }),
      ];
      await Promise.all([onSqlite.ready(), onPostgres.ready()]);
      expect(await answers(onPostgres)).toEqual(await answers(onSqlite));
    } finally {
      await sqlite.close();
      await postgres.close();
    }
  });
});
