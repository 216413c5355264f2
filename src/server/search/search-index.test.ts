import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import {
  importSearchCatalog,
  SEARCH_CATALOG,
  SEARCH_FEED_COLUMNS,
  searchFeedRow,
} from '../../../tests/support/search-catalog.fixture.ts';
import { readCatalogGeneration } from '../db/catalog-generation.ts';
import * as searchMigration from '../db/migrations/0002-search.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { createSearchService } from './search.service.ts';
import { searchSqlFor } from './search-index.ts';
import { foldForMatching, toIndexText } from './search-text.ts';
import { mergeFragmentedSearchIndexes } from './sqlite-search.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-10-01T06:00:00Z');
const at = (day: number) => new Date(T0 + day * DAY);
const item = (id: string) => SEARCH_CATALOG.find((entry) => entry.id === id)!;

describeEachDialect('search index', (context) => {
  it('follows each import: new products are found, products no longer sold are not', async () => {
    const { db } = context();
    await importSearchCatalog(db, SEARCH_CATALOG, { observedAt: at(0) });
    const search = createSearchService(db);
    expect((await search.search({ q: 'kingston' })).total).toBe(1);
    expect(await search.suggestBrands('kin')).toEqual(['Kingston']);

    // The next day the shop no longer lists the SSD, the TV is out of stock, and a mouse is new.
    const next = SEARCH_CATALOG.filter((entry) => entry.id !== 'S1').map((entry) =>
      entry.id === 'T1' ? { ...entry, inStock: false } : entry,
    );
    const mouse = {
      ...item('M1'),
      id: 'M2',
      name: 'Ratón gaming Razer DeathAdder V3 Pro inalámbrico',
      brand: 'Razer',
      model: 'DeathAdder V3 Pro',
    };
    await importSearchCatalog(db, [...next, mouse], { observedAt: at(1) });
    expect((await search.search({ q: 'kingston' })).total).toBe(0);
    expect(await search.suggestBrands('kin')).toEqual([]);
    expect((await search.search({ q: 'televisor' })).total).toBe(0);
    expect((await search.search({ q: 'samsung' })).total).toBe(2);
    expect((await search.search({ q: 'deathadder' })).total).toBe(1);
    expect((await search.search({ q: 'mouse' })).total).toBe(3);
    expect(await search.suggest('razer')).toEqual([
      'Razer',
      'Razer DeathAdder V3 Pro',
      'Razer DeathAdder V3 Pro inalámbrico',
    ]);

    // Back in stock, back in the results.
    await importSearchCatalog(db, [...SEARCH_CATALOG.filter((entry) => entry.id !== 'S1'), mouse], {
      observedAt: at(2),
    });
    expect((await search.search({ q: 'televisor' })).total).toBe(1);
    expect((await search.search({ q: 'samsung' })).total).toBe(3);

    if (context().dialect === 'sqlite') {
      // The first load merged its index in one go; later imports merge as they write again.
      const { rows } = await sql<{ k: string; v: number }>`
        SELECT k, v FROM search_fts_config WHERE k IN ('automerge', 'crisismerge') ORDER BY k`.execute(db);
      expect(rows).toEqual([
        { k: 'automerge', v: 4 },
        { k: 'crisismerge', v: 16 },
      ]);
    }
  });

  it('merges a fragmented index into one segment, and finds the same products after', async () => {
    const { db, dialect } = context();
    if (dialect !== 'sqlite') return;
    // Each shop's feed adds segments to the index (the first load leaves one).
    const segments = async () =>
      (await sql<{ n: number }>`SELECT count(DISTINCT segid) AS n FROM search_fts_idx`.execute(db)).rows[0]!
        .n;
    await importSearchCatalog(db, SEARCH_CATALOG, { observedAt: at(0) });
    expect(await segments()).toBe(1);
    for (let shop = 1; shop <= 3; shop++) {
      const row = offerRow({
        merchant_id: `20${shop}`,
        merchant_name: `Tienda ${shop}`,
        merchant_product_id: `ALT${shop}`,
        product_name: `Altavoz Bluetooth Quokkasound ${shop}`,
        ean: ean13(`84300000000${shop}`),
      });
      await importFeed(db, feedSourceFromText(`shop${shop}.csv`, buildFeed(STANDARD_COLUMNS, [row])), {
        observedAt: at(shop),
      });
    }
    expect(await segments()).toBeGreaterThan(1);
    const search = createSearchService(db);
    const before = await search.search({ q: 'quokkasound' });
    expect(before.total).toBe(3);
    const laptops = await search.search({ q: 'portatil' });

    await db
      .transaction()
      .execute((trx) => mergeFragmentedSearchIndexes(searchSqlFor(trx as unknown as Kysely<unknown>), 1));
    expect(await segments()).toBe(1);
    expect(await createSearchService(db).search({ q: 'quokkasound' })).toEqual(before);
    expect(await createSearchService(db).search({ q: 'portatil' })).toEqual(laptops);
  });

  it('keeps the previous index when an import fails half way', async () => {
    const { db } = context();
    await importSearchCatalog(db, SEARCH_CATALOG, { observedAt: at(0) });
    const generation = await readCatalogGeneration(db);
    const rows = [
      ...SEARCH_CATALOG.map((entry, index) => searchFeedRow(entry, index)),
      searchFeedRow({ ...item('M1'), id: 'M9', name: 'Ratón Zowie EC2-CW inalámbrico', brand: 'Zowie' }, 40),
    ];
    const broken = `${buildFeed(SEARCH_FEED_COLUMNS, rows)}"unterminated,quote\n`;
    const report = await importFeed(db, feedSourceFromText('broken.csv', broken), { observedAt: at(1) });
    expect(report.status).toBe('failed');

    const search = createSearchService(db);
    expect((await search.search({ q: 'zowie' })).total).toBe(0);
    expect((await search.search({ q: 'portatil' })).total).toBe(3);
    expect(await readCatalogGeneration(db)).toBe(generation);
  });

  it('indexes a catalog that existed before search when the database is prepared', async () => {
    const { db } = context();
    await importSearchCatalog(db, SEARCH_CATALOG, { observedAt: at(0) });
    const before = await createSearchService(db).search({ q: 'auriculares' });
    const migrationDb = db as unknown as Kysely<unknown>;
    await searchMigration.down(migrationDb);
    await searchMigration.up(migrationDb);
    // The migration creates the index's tables; the start-up step fills them from the catalog.
    expect((await createSearchService(db).search({ q: 'auriculares' })).total).toBe(0);
    await prepareDatabase(db);
    const search = createSearchService(db);
    expect(await search.search({ q: 'auriculares' })).toEqual(before);
    expect((await search.search({ q: 'i5-1235u' })).total).toBe(2);
    expect((await search.suggest('sams'))[0]).toBe('Samsung');
    expect((await search.popularBrands())[0]!.brandName).toBe('Samsung');
  });

  it('folds text in SQL exactly as in JavaScript', async () => {
    const { db } = context();
    const samples = [
      'Portátil HP 15s-fq5000 15.6" Intel Core i5-1235U',
      'Auriculares Sony WH-1000XM5 (Negro) — cancelación',
      'SSD Kingston FURY 1TB M.2 NVMe PCIe 4.0',
      'Ring Indoor Camera (2.ª generación) ½ Straße Øre Œuvre',
      'Café™ «x» “y” ‘z’ 50% 1,65 kg a/b/c w--x .y.',
      'Cámara réflex Canon EOS 2000D + EF-S 18-55mm',
      'ÀÉÎÕÜ çà ñ Ñ',
      '',
    ];
    for (const sample of samples) {
      const { rows } = await sql<{ text: string; fold: string }>`
        SELECT search_text(${sample}) AS text, search_fold(${sample}) AS fold`.execute(db);
      expect(rows[0]).toEqual({ text: toIndexText(sample), fold: foldForMatching(sample) });
    }
  });
});

describeEachDialect(
  'search documents an import folds itself',
  (context) => {
    it('stores the very documents the server would fold from the stored products', async () => {
      const { db } = context();
      const names = [
        'Portátil HP 15s-fq5000 15.6" Intel Core i5-1235U',
        'Ring Indoor Camera (2.ª generación) ½ Straße Øre Œuvre',
        'Cámara réflex Canon EOS 2000D + EF-S 18-55mm',
        'SSD Kingston FURY 1TB M.2 NVMe PCIe 4.0',
      ];
      const rows = names.map((name, i) =>
        offerRow({
          merchant_product_id: `F${i}`,
          product_name: name,
          brand_name: i === 1 ? 'Ring' : '',
          description: i === 2 ? 'Kit con objetivo EF-S 18-55 mm, ½ batería' : '',
        }),
      );
      const report = await importFeed(
        db,
        feedSourceFromText('folded.csv', buildFeed(STANDARD_COLUMNS, rows)),
        {
          observedAt: at(0),
        },
      );
      expect(report.status).toBe('applied');
      // The server's fold of each stored product, as postgres-search.ts wrote documents before.
      const { rows: differing } = await sql<{ product_id: number }>`
        SELECT d.product_id FROM search_document d JOIN product p ON p.id = d.product_id
          LEFT JOIN brand b ON b.id = p.brand_id
          LEFT JOIN category cat ON cat.id = p.category_id
          LEFT JOIN subcategory sub ON sub.id = p.subcategory_id
         WHERE d.document <> setweight(to_tsvector('simple', search_text(p.name)), 'A')
           || setweight(to_tsvector('simple', search_text(concat_ws(' ', b.name, p.model, cat.name, sub.name,
                p.merchant_category, p.keywords))), 'B')
           || setweight(to_tsvector('simple', search_text(p.short_description)), 'C')`.execute(db);
      expect(differing).toEqual([]);
      const { rows: documents } = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM search_document`.execute(db);
      expect(documents[0]!.n).toBe(names.length);
    });
  },
  ['postgres'],
);
