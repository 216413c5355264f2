import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../tests/support/each-dialect.ts';
import {
  FILTER_SHOPS,
  importFilterCatalog,
  importFilterCatalogChanges,
} from '../../../../tests/support/filter-catalog.fixture.ts';
import {
  ATTRIBUTE_PARAM_PREFIX,
  type Facets,
  type FilterAttribute,
  NO_FILTERS,
  type ProductFilters,
  parseFilters,
} from '../../../shared/contracts/filters.ts';
import type { ProductListItem } from '../../../shared/product.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { readCatalogGeneration } from '../../db/catalog-generation.ts';
import type { Db, Dialect } from '../../db/database.ts';
import { normalizeBrandKey } from '../brand-key.ts';
import { type FacetIndex, loadFacetIndex } from './facet-index.ts';
import { FacetIndexHolder } from './facet-index-holder.ts';
import { narrowProducts } from './narrow-products.ts';

// Filters and facet counts (issue 16) through the API, checked against counts written directly in
// SQL over the product and offer tables (not the filters' own table), on both databases.

type Answer = { products: ProductListItem[]; total: number; facets?: Facets };

const ATTRIBUTE_FIELDS: Record<FilterAttribute, string> = {
  storage_gb: 'storageGb',
  ram_gb: 'ramGb',
  screen_in: 'screenInches',
  capacity_l: 'capacityLitres',
  capacity_kg: 'capacityKg',
};

type Scope = { category?: string; subcategory?: string; deals?: boolean; featured?: boolean };

// How many listed products of the scope (and of `ids`, when given) pass the filters: the rule of
// issue 16 written as plain SQL.
async function countInSql(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  filters: ProductFilters,
  ids: readonly number[] | null,
): Promise<number> {
  const [row] = await selectInSql<{ n: number }>(db, dialect, scope, filters, ids, 'count(*) AS n');
  return Number(row!.n);
}

// The price range the facets show: the lowest and highest price (or total with delivery) of the
// products passing every filter but the price's, in euros.
async function priceRangeInSql(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  filters: ProductFilters,
  ids: readonly number[] | null,
): Promise<{ min: number | null; max: number | null }> {
  const price =
    filters.priceBy === 'total'
      ? '(SELECT min(o.price_cents + coalesce(o.delivery_cost_cents, 0)) FROM offer o WHERE o.product_id = p.id AND o.is_available = 1)'
      : 'p.price_cents';
  const unpriced = { ...filters, minPriceCents: null, maxPriceCents: null };
  const [row] = await selectInSql<{ low: number | null; high: number | null }>(
    db,
    dialect,
    scope,
    unpriced,
    ids,
    `min(${price}) AS low, max(${price}) AS high`,
  );
  const euros = (cents: number | null) => (cents === null ? null : Number(cents) / 100);
  return { min: euros(row!.low), max: euros(row!.high) };
}

async function selectInSql<Row>(
  db: Db,
  dialect: Dialect,
  scope: Scope,
  filters: ProductFilters,
  ids: readonly number[] | null,
  select: string,
): Promise<Row[]> {
  const where: string[] = ['p.is_listed = 1'];
  const available = 'o.product_id = p.id AND o.is_available = 1';
  const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
  if (scope.category)
    where.push(`p.category_id = (SELECT id FROM category WHERE slug = ${text(scope.category)})`);
  if (scope.subcategory) {
    where.push(`p.subcategory_id = (SELECT id FROM subcategory WHERE slug = ${text(scope.subcategory)})`);
  }
  if (scope.deals) where.push('p.is_deal = 1');
  if (scope.featured) where.push('p.rating >= 4 AND p.review_count >= 5');
  if (ids) where.push(ids.length === 0 ? '1 = 0' : `p.id IN (${ids.join(',')})`);
  if (filters.brands.length > 0) {
    where.push(
      `p.brand_id IN (SELECT id FROM brand WHERE name_key IN (${filters.brands.map((b) => text(normalizeBrandKey(b))).join(',')}))`,
    );
  }
  if (filters.shops.length > 0) {
    where.push(`EXISTS (SELECT 1 FROM offer o JOIN shop s ON s.id = o.shop_id WHERE ${available}
      AND s.name IN (${filters.shops.map(text).join(',')}))`);
  }
  if (filters.conditions.length > 0) {
    where.push(
      `EXISTS (SELECT 1 FROM offer o WHERE ${available} AND o.condition IN (${filters.conditions.map(text).join(',')}))`,
    );
  }
  if (filters.minPriceCents !== null || filters.maxPriceCents !== null) {
    const price =
      filters.priceBy === 'total'
        ? `(SELECT min(o.price_cents + coalesce(o.delivery_cost_cents, 0)) FROM offer o WHERE ${available})`
        : 'p.price_cents';
    where.push(
      `${price} BETWEEN ${filters.minPriceCents ?? 0} AND ${filters.maxPriceCents ?? 2_000_000_000}`,
    );
  }
  if (filters.inStock) where.push(`EXISTS (SELECT 1 FROM offer o WHERE ${available} AND o.in_stock = 1)`);
  if (filters.deals) where.push('p.is_deal = 1');
  if (filters.minRating !== null) where.push(`p.rating >= ${filters.minRating}`);
  for (const [name, values] of Object.entries(filters.attributes) as [FilterAttribute, number[]][]) {
    const field = ATTRIBUTE_FIELDS[name];
    const value =
      dialect === 'postgres'
        ? `(p.match_attributes::jsonb ->> '${field}')::float8`
        : `json_extract(p.match_attributes, '$.${field}')`;
    where.push(`${value} IN (${values.join(',')})`);
  }
  const { rows } = await sql
    .raw<Row>(`SELECT ${select} FROM product p WHERE ${where.join(' AND ')}`)
    .execute(db);
  return rows;
}

// The filters with one facet's value chosen instead of that facet's chosen values.
function choosing(filters: ProductFilters, facet: string, value: string): ProductFilters {
  const next: ProductFilters = {
    ...filters,
    brands: [...filters.brands],
    shops: [...filters.shops],
    conditions: [...filters.conditions],
    attributes: { ...filters.attributes },
  };
  if (facet === 'brand') next.brands = [value];
  else if (facet === 'shop') next.shops = [value];
  else if (facet === 'condition') next.conditions = [value as ProductFilters['conditions'][number]];
  else if (facet === 'in_stock') next.inStock = true;
  else if (facet === 'deals') next.deals = true;
  else if (facet === 'min_rating') next.minRating = Number(value);
  else next.attributes[facet.slice(ATTRIBUTE_PARAM_PREFIX.length) as FilterAttribute] = [Number(value)];
  return next;
}

describeEachDialect('filters and facets', (context) => {
  let app: FastifyInstance;

  beforeEach(async () => {
    const { db, config } = context();
    app = await buildApp({ config: { ...loadConfig({}), database: config }, db });
    await importFilterCatalog(db);
  });

  afterEach(async () => {
    await app.close();
  });

  async function get(url: string): Promise<Answer> {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as Answer;
  }

  // Every product of an unfiltered search, to count the search's filters in SQL among them.
  async function searchIds(q: string): Promise<number[]> {
    const { db } = context();
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await get(`/api/search?q=${encodeURIComponent(q)}&limit=100&page=${page}&facets=0`);
      ids.push(...answer.products.map((product) => product.id_c10));
      if (answer.products.length < 100) break;
    }
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('product').select('id').where('id_c10', 'in', ids).execute();
    return rows.map((row) => row.id);
  }

  async function expectCountsMatchSql(path: string, query: string, scope: Scope, ids: number[] | null) {
    const { db, dialect } = context();
    const answer = await get(`${path}${path.includes('?') ? '&' : '?'}${query}`);
    const { filters } = parseFilters(new URLSearchParams(query).entries());
    expect(answer.total, `${path} ${query}: total`).toBe(await countInSql(db, dialect, scope, filters, ids));
    expect(answer.facets, `${path} ${query}: facets`).toBeDefined();
    const range = await priceRangeInSql(db, dialect, scope, filters, ids);
    expect([answer.facets!.price.min, answer.facets!.price.max], `${path} ${query}: price range`).toEqual([
      range.min,
      range.max,
    ]);
    let checked = 0;
    for (const facet of answer.facets!.filters) {
      for (const value of facet.values) {
        const expected = await countInSql(
          db,
          dialect,
          scope,
          choosing(filters, facet.name, value.value),
          ids,
        );
        expect(value.count, `${path} ${query}: ${facet.name}=${value.value}`).toBe(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    return answer;
  }

  it('counts every value as SQL does, for combinations of filters, on lists and in search', async () => {
    const lists: Array<[string, Scope]> = [
      ['/api/products/category/electronics', { category: 'electronics' }],
      ['/api/products/subcategory/smartphones', { subcategory: 'smartphones' }],
      ['/api/products/subcategory/laptops', { subcategory: 'laptops' }],
      ['/api/products/featured', { featured: true }],
      ['/api/products/deals', { deals: true }],
      ['/api/products/popular/category/computers', { category: 'computers' }],
    ];
    const combinations = [
      '',
      'brand=Apple&brand=Samsung',
      'shop=MegaStore',
      'condition=refurbished&condition=used',
      'min_price=200&max_price=900',
      'min_price=200&max_price=900&price_by=total&in_stock=1',
      'brand=Lenovo&in_stock=1&min_rating=3',
      'attr.storage_gb=128&attr.storage_gb=256',
      'attr.ram_gb=16&shop=Tienda%20Dos&condition=new',
      'deals=1',
      // Filters most products pass: their counts are the list's minus the products left out.
      'in_stock=1',
      'condition=new',
      'min_price=60',
      // The results by subtraction (most pass both), and a shop's own facet by subtraction (the
      // shop leaves out most products, stock few).
      'in_stock=1&condition=new',
      'shop=MegaStore&in_stock=1',
    ];
    for (const [path, scope] of lists) {
      for (const query of combinations) await expectCountsMatchSql(path, query, scope, null);
    }
    for (const q of ['portatil', 'smartphone', 'auriculares sony']) {
      const ids = await searchIds(q);
      expect(ids.length, q).toBeGreaterThan(0);
      for (const query of combinations) {
        await expectCountsMatchSql(`/api/search?q=${encodeURIComponent(q)}`, query, {}, ids);
      }
    }
    // A brand alone (the spec's brand search) with other filters.
    await expectCountsMatchSql('/api/search', 'brand=Sony&in_stock=1', {}, null);
    await expectCountsMatchSql('/api/search', 'brand=Sony&brand=JBL', {}, null);
  });

  it('lists only products that pass every filter, in the order asked, paged', async () => {
    const { db } = context();
    const answer = await get(
      '/api/products/popular/subcategory/smartphones?brand=Apple&brand=Samsung&sort=price_asc&limit=3',
    );
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((product) => ['Apple', 'Samsung'].includes(product.brand_name ?? ''))).toBe(
      true,
    );
    const all: ProductListItem[] = [];
    for (let page = 1; page <= Math.ceil(answer.total / 3); page++) {
      all.push(
        ...(
          await get(
            `/api/products/popular/subcategory/smartphones?brand=Apple&brand=Samsung&sort=price_asc&limit=3&page=${page}`,
          )
        ).products,
      );
    }
    expect(all).toHaveLength(answer.total);
    const prices = all.map((product) => product.search_price);
    expect(prices).toEqual([...prices].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(new Set(all.map((product) => product.id_c10)).size).toBe(all.length);

    // Price ranges include both ends; by total, delivery counts.
    const ranged = await get('/api/products/category/electronics?min_price=100&max_price=700&limit=100');
    for (const product of ranged.products) {
      expect(product.search_price).toBeGreaterThanOrEqual(100);
      expect(product.search_price).toBeLessThanOrEqual(700);
    }
    const inStock = await get('/api/products/category/electronics?in_stock=1&limit=100');
    const stocked = await sql
      .raw<{ id_c10: string }>(
        'SELECT DISTINCT p.id_c10 FROM product p JOIN offer o ON o.product_id = p.id AND o.is_available = 1 AND o.in_stock = 1',
      )
      .execute(db);
    const stockedIds = new Set(stocked.rows.map((row) => row.id_c10));
    expect(inStock.products.every((product) => stockedIds.has(product.id_c10))).toBe(true);
  });

  it('keeps answers without filters as they were, and leaves facets out with facets=0', async () => {
    const plain = await get('/api/products/featured?limit=12&facets=0');
    expect(plain.facets).toBeUndefined();
    const withFacets = await get('/api/products/featured?limit=12');
    expect(withFacets.products.map((p) => p.id_c10)).toEqual(plain.products.map((p) => p.id_c10));
    expect(withFacets.total).toBe(plain.total);
    const shops = withFacets.facets!.filters.find((facet) => facet.name === 'shop')!;
    expect(shops.values.map((value) => value.value).sort()).toEqual(
      FILTER_SHOPS.map((shop) => shop.name).sort(),
    );
    expect(withFacets.facets!.price.min).toBeLessThanOrEqual(withFacets.facets!.price.max!);
    // The chosen values say so; values with no products are left out, unless chosen.
    const chosen = await get('/api/products/subcategory/laptops?brand=Apple&brand=Lenovo');
    const brands = chosen.facets!.filters.find((facet) => facet.name === 'brand')!;
    expect(brands.values.find((value) => value.value === 'Lenovo')).toMatchObject({ selected: true });
    expect(brands.values.find((value) => value.value === 'Apple')).toMatchObject({
      selected: true,
      count: 0,
    });
    expect(brands.values.every((value) => value.count > 0 || value.selected)).toBe(true);
  });

  it('offers specifications on lists of one category and in search, not across every category', async () => {
    const names = (answer: Answer) => answer.facets!.filters.map((facet) => facet.name);
    expect(names(await get('/api/products/popular/subcategory/laptops'))).toContain('attr.storage_gb');
    expect(names(await get('/api/products/popular/category/computers'))).toContain('attr.ram_gb');
    expect(names(await get('/api/search?q=portatil'))).toContain('attr.storage_gb');
    const globalLists: Array<[string, Scope]> = [
      ['/api/products/popular', {}],
      ['/api/products/featured', { featured: true }],
      ['/api/products/recent', {}],
    ];
    for (const [path, scope] of globalLists) {
      const answer = await get(path);
      expect(
        names(answer).filter((name) => name.startsWith('attr.')),
        path,
      ).toEqual([]);
      expect(names(answer), path).toContain('brand');
      // Chosen all the same, a specification is counted (and its other values offered).
      const chosen = await expectCountsMatchSql(path, 'attr.storage_gb=512', scope, null);
      const storage = chosen.facets!.filters.find((facet) => facet.name === 'attr.storage_gb')!;
      expect(storage.values.find((value) => value.value === '512')).toMatchObject({ selected: true });
      expect(storage.values.length, path).toBeGreaterThan(1);
    }
  });

  it('updates the index with what an import changed, as a whole load would read it', async () => {
    const { db } = context();
    const holder = new FacetIndexHolder(db);
    const before = await holder.forGeneration(await readCatalogGeneration(db));
    await importFilterCatalogChanges(db);
    const generation = await readCatalogGeneration(db);
    const updated = await holder.forGeneration(generation);
    const whole = await loadFacetIndex(db, generation);
    // Read as an update: the offers that left unlisted products, which stay as removed rows.
    expect(updated.removed).toBeGreaterThan(0);
    expect(updated.allRows.length).toBe(whole.allRows.length);
    expect(updated.allRows.length).not.toBe(before.allRows.length);
    const ids = (index: FacetIndex, rows: Int32Array) => [...rows].map((row) => index.productId[row]).sort();
    for (const query of [
      '',
      'shop=MegaStore',
      'in_stock=1&brand=Apple',
      'min_price=100&max_price=900&price_by=total',
    ]) {
      const { filters } = parseFilters(new URLSearchParams(query).entries());
      for (const scope of [{}, { deals: true }, { featured: true }]) {
        const a = narrowProducts(updated, null, scope, filters);
        const updatedIds = ids(updated, a.rows);
        const b = narrowProducts(whole, null, scope, filters);
        expect(updatedIds, query).toEqual(ids(whole, b.rows));
        expect(a.facets, query).toEqual(b.facets);
      }
    }
    for (const [id] of whole.rowsOfSubcategory) {
      const a = narrowProducts(updated, updated.rowsOfSubcategory.get(id) ?? null, {}, NO_FILTERS);
      const updatedIds = ids(updated, a.rows);
      const b = narrowProducts(whole, whole.rowsOfSubcategory.get(id)!, {}, NO_FILTERS);
      expect(updatedIds).toEqual(ids(whole, b.rows));
      expect(a.facets).toEqual(b.facets);
    }
  });

  it('refuses unknown and malformed parameters with a 400 naming them', async () => {
    const cases: Array<[string, string]> = [
      ['/api/products/featured?colour=red', 'unknown parameter colour'],
      ['/api/products/featured?min_price=cheap', 'min_price must be an amount in euros'],
      ['/api/products/featured?min_price=500&max_price=100', 'min_price must not be above max_price'],
      ['/api/search?q=tv&condition=broken', 'condition must be one of: new, refurbished, used'],
      ['/api/search?q=tv&min_rating=4.5', 'min_rating must be a whole number of stars from 1 to 5'],
      ['/api/search?q=tv&attr.weight_kg=2', 'unknown filter attr.weight_kg'],
      ['/api/search?q=tv&attr.storage_gb=lots', 'attr.storage_gb must be a number'],
      ['/api/search?q=tv&in_stock=yes', 'in_stock must be 1'],
      ['/api/search?q=tv&price_by=cheapest', 'price_by must be price'],
      ['/api/search?q=tv&facets=maybe', 'facets must be 1'],
      ['/api/search?q=tv&min_price=1&min_price=2', 'min_price must be given once'],
    ];
    for (const [url, message] of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toContain(message);
    }
  });
});
