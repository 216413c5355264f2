import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import type { Db } from '../db/database.ts';
import { createSearchService } from '../search/search.service.ts';
import { feedSourceFromText } from './feed-source.ts';
import { importFeed } from './import-feed.ts';
import { rematchCatalog } from './rematch-catalog.ts';

// `npm run match` on the two situations it exists for: a catalog imported before matching existed
// (each shop's phone its own product), and an offer whose shop changed it into another product
// after it was grouped.

function feed(shop: '1001' | '2002', rows: ReadonlyArray<readonly [string, string]>) {
  return buildFeed(
    STANDARD_COLUMNS,
    rows.map(([id, title]) =>
      offerRow({
        merchant_product_id: id,
        merchant_id: shop,
        merchant_name: shop === '1001' ? 'Tienda Uno' : 'Tienda Dos',
        product_name: title,
        brand_name: title.split(' ')[0],
        category_name: 'Mobile Phones',
        ean: '',
      }),
    ),
  );
}

const SHOP_ONE = [
  ['s23', 'Samsung Galaxy S23 SM-S911B 128GB Verde'],
  ['ip15', 'Apple iPhone 15 128GB Negro'],
] as const;
const SHOP_TWO = [
  ['gal-s23', 'Samsung Galaxy S23 SM-S911B 128 GB verde'],
  ['iphone15-azul', 'Apple iPhone 15 (128 GB) - Azul'],
] as const;

async function load(db: Db, shop: '1001' | '2002', rows: ReadonlyArray<readonly [string, string]>) {
  const report = await importFeed(db, feedSourceFromText(`${shop}.csv`, feed(shop, rows)));
  expect(report.status).toBe('applied');
}

// Each listed product's offers' titles.
async function listedGroups(db: Db): Promise<string[][]> {
  const rows = await db
    .selectFrom('offer')
    .innerJoin('product', 'product.id', 'offer.product_id')
    .select(['offer.product_id', 'offer.product_name'])
    .where('product.is_listed', '=', 1)
    .orderBy('offer.product_name')
    .execute();
  const groups = new Map<number, string[]>();
  for (const row of rows)
    groups.set(row.product_id, [...(groups.get(row.product_id) ?? []), row.product_name]);
  return [...groups.values()].sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describeEachDialect('npm run match (rematchCatalog)', (context) => {
  it('gives a catalog from before matching its keys and merges what imports would have grouped', async () => {
    const { db } = context();
    await load(db, '1001', SHOP_ONE);
    // As an older version left the catalog: no attributes, no keys.
    await db.updateTable('product').set({ match_attributes: null }).execute();
    await db.deleteFrom('product_match_key').execute();
    await load(db, '2002', SHOP_TWO);
    const apart = await listedGroups(db);
    expect(apart).toHaveLength(4);

    const dryRun = await rematchCatalog(db, { apply: false });
    expect(dryRun.productsIndexed).toBe(2);
    expect(dryRun.merges.map((merge) => [merge.name, merge.intoName, merge.reason])).toEqual([
      ['Samsung Galaxy S23 SM-S911B 128 GB', 'Samsung Galaxy S23 SM-S911B 128 GB', 'model'],
      ['Apple iPhone 15 (128 GB)', 'Apple iPhone 15 128 GB', 'line'],
    ]);
    expect(await listedGroups(db)).toEqual(apart);

    const applied = await rematchCatalog(db, { apply: true });
    expect(applied.merges).toEqual(dryRun.merges);
    expect(await listedGroups(db)).toEqual([
      ['Apple iPhone 15 (128 GB) - Azul', 'Apple iPhone 15 128GB Negro'],
      ['Samsung Galaxy S23 SM-S911B 128 GB verde', 'Samsung Galaxy S23 SM-S911B 128GB Verde'],
    ]);
    const merged = await db
      .selectFrom('product')
      .select(['id', 'merged_into_id', 'offer_count'])
      .where('merged_into_id', 'is not', null)
      .execute();
    expect(merged).toHaveLength(2);
    expect(merged.every((product) => product.offer_count === 0)).toBe(true);

    // Run again: nothing left to do.
    const again = await rematchCatalog(db, { apply: true });
    expect([again.productsIndexed, again.merges.length, again.splits.length]).toEqual([0, 0, 0]);
  });

  it('splits off an offer its shop turned into another product', async () => {
    const { db } = context();
    await load(db, '1001', SHOP_ONE);
    await load(db, '2002', SHOP_TWO);
    expect(await listedGroups(db)).toHaveLength(2);
    // The shop corrects the storage: it was the 256 GB phone all along.
    await load(db, '2002', [SHOP_TWO[0], ['iphone15-azul', 'Apple iPhone 15 (256 GB) - Azul']]);

    const report = await rematchCatalog(db, { apply: true });
    expect(report.splits).toEqual([
      {
        productId: expect.stringMatching(/^[0-9a-z]{12}$/),
        name: 'Apple iPhone 15 128 GB',
        shop: 'Tienda Dos',
        offerTitle: 'Apple iPhone 15 (256 GB) - Azul',
      },
    ]);
    expect(await listedGroups(db)).toEqual([
      ['Apple iPhone 15 (256 GB) - Azul'],
      ['Apple iPhone 15 128GB Negro'],
      ['Samsung Galaxy S23 SM-S911B 128 GB verde', 'Samsung Galaxy S23 SM-S911B 128GB Verde'],
    ]);
    const own = await db
      .selectFrom('product')
      .select(['name', 'is_listed'])
      .where('product_name', '=', 'Apple iPhone 15 (256 GB) - Azul')
      .executeTakeFirstOrThrow();
    expect(own).toEqual({ name: 'Apple iPhone 15 (256 GB)', is_listed: 1 });
  });

  it('gives products still named with their shop title a clean name, found by search', async () => {
    const { db } = context();
    await load(db, '1001', [['tv', 'LG OLED55C34LA SMART TV OLED 55 PULGADAS 4K ENVIO GRATIS']]);
    const { name: clean } = await db.selectFrom('product').select('name').executeTakeFirstOrThrow();
    expect(clean).toBe('LG OLED55C34LA OLED 55" 4K');
    // As an older version left the catalog: the shop's title as the product's name.
    await db.updateTable('product').set({ name: sql<string>`product_name` }).execute();

    const dryRun = await rematchCatalog(db, { apply: false });
    expect(dryRun.productsRenamed).toBe(1);
    const applied = await rematchCatalog(db, { apply: true });
    expect(applied.productsRenamed).toBe(1);
    const product = await db.selectFrom('product').select(['name', 'product_name']).executeTakeFirstOrThrow();
    expect(product).toEqual({
      name: clean,
      product_name: 'LG OLED55C34LA SMART TV OLED 55 PULGADAS 4K ENVIO GRATIS',
    });
    const found = await createSearchService(db).search({ q: 'oled55c34la' });
    expect(found.products.map((item) => item.c10_product_name)).toEqual([clean]);

    // Once clean, a name is left alone.
    expect((await rematchCatalog(db, { apply: true })).productsRenamed).toBe(0);
  });
});
