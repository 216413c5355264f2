import { expect, inject, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import {
  buildFeed,
  ean13,
  type FeedRow,
  offerRow,
  STANDARD_COLUMNS,
} from '../../../tests/support/feed-builder.ts';
import {
  createPostgresTestDatabase,
  createSqliteTestDatabasePath,
} from '../../../tests/support/test-databases.ts';
import { parseDatabaseUrl } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { feedSourceFromText } from './feed-source.ts';
import { type ImportOptions, type ImportReport, importFeed } from './import-feed.ts';

// A re-import recognises unchanged offers from their raw records, unparsed (unchanged-records.ts),
// and must build exactly the catalog that reading every record the full way builds.

const DAY = 86_400_000;
const T0 = Date.parse('2026-10-01T06:00:00Z');

function laptop(index: number, overrides: FeedRow = {}): FeedRow {
  const id = `SKU-${String(index).padStart(4, '0')}`;
  return offerRow({
    merchant_product_id: id,
    product_name: `Portátil Lenovo IdeaPad ${index} 16 GB 512 GB, "edición" ${index}`,
    ean: ean13(`8410000${String(index).padStart(5, '0')}`),
    search_price: `${500 + index}.00`,
    // A description over several lines, quoted: records are cut at line feeds outside quotes.
    description: `Línea uno del ${index}\nLínea dos, con "comillas"`,
    ...overrides,
  });
}

const DAY_ONE = Array.from({ length: 40 }, (_, index) => laptop(index));

async function run(
  db: Db,
  name: string,
  rows: readonly FeedRow[],
  day: number,
  options: ImportOptions & { columns?: readonly string[] } = {},
): Promise<ImportReport> {
  const report = await importFeed(
    db,
    feedSourceFromText(name, buildFeed(options.columns ?? STANDARD_COLUMNS, rows)),
    {
      observedAt: new Date(T0 + day * DAY),
      ...options,
    },
  );
  expect(report.status, report.message ?? '').toBe('applied');
  return report;
}

// What visitors and the next import see of the catalog, without ids or run numbers.
async function catalogOf(db: Db) {
  const offers = await db
    .selectFrom('offer')
    .innerJoin('product', 'product.id', 'offer.product_id')
    .select([
      'offer.merchant_product_id',
      'offer.price_cents',
      'offer.is_available',
      'offer.is_deal',
      'offer.reference_price_cents',
      'offer.discount_percent',
      'offer.content_hash',
      'offer.record_hash_hi',
      'offer.record_hash_lo',
      'offer.product_name',
      'product.gtin',
      'product.price_cents as product_price_cents',
      'product.offer_count',
      'product.is_listed',
    ])
    .orderBy('offer.merchant_product_id')
    .execute();
  const facets = await db
    .selectFrom('product_facet')
    .innerJoin('product', 'product.id', 'product_facet.product_id')
    .select(['product.gtin', 'product_facet.listed', 'product_facet.price_cents', 'product_facet.flags'])
    .orderBy('product.gtin')
    .execute();
  return { offers, facets };
}

describeEachDialect('unchanged records recognised unparsed', (context) => {
  it('recognises every record of an unchanged feed, and writes nothing for them', async () => {
    const { db } = context();
    const first = await run(db, 'shop.csv', DAY_ONE, 0);
    expect(first.rowsRecognised).toBe(0);
    const before = await catalogOf(db);
    expect(before.offers.every((offer) => offer.record_hash_hi !== null)).toBe(true);
    const second = await run(db, 'shop.csv', DAY_ONE, 1);
    expect(second).toMatchObject({
      rowsRead: 40,
      rowsRecognised: 40,
      offersUnchanged: 40,
      offersUpdated: 0,
      offersNew: 0,
    });
    expect(await catalogOf(db)).toEqual(before);
  });

  it.each([
    ["on the import's thread", {}],
    ['in the record-cutting thread', { recordCutting: { threadAfterBytes: 0 } }],
  ] as const)(
    'builds the same catalog as reading every record, through changes, removals, returns and duplicates, cut %s',
    async (_, cutting) => {
      const { db, dialect } = context();
      // The second catalog reads every record the full way: its feed has a new name each day, so no
      // earlier run of it is there to recognise records from.
      const created =
        dialect === 'sqlite'
          ? createSqliteTestDatabasePath()
          : await createPostgresTestDatabase(inject('postgresUrl')!);
      const full = openDatabase(parseDatabaseUrl(created.url), { maxConnections: 2 });
      try {
        await prepareDatabase(full);
        const days: FeedRow[][] = [
          DAY_ONE,
          // A price drop (a deal after 30 days? not yet: a change), two gone, one new.
          [
            ...DAY_ONE.slice(0, 30).map((row, i) => (i === 3 ? laptop(3, { search_price: '399.00' }) : row)),
            laptop(90),
          ],
          // The two that vanished come back unchanged; one record repeated word for word.
          [...DAY_ONE, laptop(90), DAY_ONE[5]!],
          // 35 days on: the drop is now measured against 30 days of history.
          DAY_ONE.map((row, i) => (i === 7 ? laptop(7, { search_price: '300.00' }) : row)),
        ];
        const recognisedByDay: number[] = [];
        for (const [day, rows] of days.entries()) {
          const at = day === 3 ? 35 : day;
          const recognised = await run(db, 'shop.csv', rows, at, cutting);
          recognisedByDay.push(recognised.rowsRecognised);
          const reference = await run(full, `shop-day-${day}.csv`, rows, at);
          expect(reference.rowsRecognised).toBe(0);
          expect(recognised.quarantined.byReason).toEqual(reference.quarantined.byReason);
          expect(await catalogOf(db)).toEqual(await catalogOf(full));
        }
        // Day 2: 29 of 31 rows (not the changed price, not the new one). Day 3: the 29 again and the
        // new one of day 2; not the price changed back, the ten that came back or the repeated row.
        // Day 4: all but the new price.
        expect(recognisedByDay).toEqual([0, 29, 30, 39]);
        const catalog = await catalogOf(db);
        expect(catalog.offers.find((offer) => offer.merchant_product_id === 'SKU-0003')?.price_cents).toBe(
          50_300,
        );
        expect(catalog.offers.find((offer) => offer.merchant_product_id === 'SKU-0007')).toMatchObject({
          price_cents: 30_000,
          is_deal: 1,
        });
      } finally {
        await full.destroy();
        await created.drop();
      }
    },
  );

  it('recognises a feed read under a new name once its shop is met (a dated file name)', async () => {
    const { db } = context();
    await run(db, 'shop-2026-10-01.csv', DAY_ONE, 0);
    const before = await catalogOf(db);
    // The first batch is read the full way; it names the shop, whose offers the rest are then.
    const second = await run(db, 'shop-2026-10-02.csv', DAY_ONE, 1, { batchSize: 10 });
    expect(second).toMatchObject({ rowsRecognised: 30, offersUnchanged: 40 });
    expect(await catalogOf(db)).toEqual(before);
  });

  it('reads every record the full way under another header or another price ceiling', async () => {
    const { db } = context();
    await run(db, 'shop.csv', DAY_ONE, 0);
    const reordered = [...STANDARD_COLUMNS].reverse();
    expect((await run(db, 'shop.csv', DAY_ONE, 1, { columns: reordered })).rowsRecognised).toBe(0);
    expect((await run(db, 'shop.csv', DAY_ONE, 2, { columns: reordered })).rowsRecognised).toBe(40);
    const lowerCeiling = await run(db, 'shop.csv', DAY_ONE, 3, { columns: reordered, maxPriceEur: 520 });
    expect(lowerCeiling.rowsRecognised).toBe(0);
    expect(lowerCeiling.quarantined.byReason).toEqual({ price_above_ceiling: 19 });
  });
});
