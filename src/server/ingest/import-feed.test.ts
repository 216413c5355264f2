import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { indexDefinitions } from '../../../tests/support/index-definitions.ts';
import { printImportReport } from '../cli/import-report.ts';
import type { Db } from '../db/database.ts';
import { type FeedSource, feedSourceFromText } from './feed-source.ts';
import { IMPORT_STAGES, type ImportProgress, importFeed } from './import-feed.ts';

// A scratch folder for feed files, removed afterwards whatever the test did.
async function withTempDir(run: (dir: string) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'));
  try {
    await run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const DAY = 86_400_000;
const T0 = Date.parse('2026-09-01T06:00:00Z');
const day = (n: number) => new Date(T0 + n * DAY);

async function importText(db: Db, text: string, options: Parameters<typeof importFeed>[2] = {}) {
  return importFeed(db, feedSourceFromText('test-feed.csv', text), { observedAt: day(0), ...options });
}

async function offersOf(db: Db) {
  return db
    .selectFrom('offer')
    .innerJoin('shop', 'shop.id', 'offer.shop_id')
    .select([
      'offer.merchant_product_id',
      'offer.price_cents',
      'offer.is_available',
      'offer.in_stock',
      'shop.name as shop',
    ])
    .orderBy('offer.merchant_product_id')
    .execute();
}

async function pricePointCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('price_point')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// The shop titles the products were made from (product_name; their names are cleaned).
async function shopTitles(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('product').select(['product_name']).orderBy('product_name').execute();
  return rows.map((row) => row.product_name);
}

// Windows-1252 is Latin-1 plus a few printable characters where Latin-1 has C1 controls.
const WINDOWS_1252_EXTRAS: Record<string, number> = { '€': 0x80, '–': 0x96, '—': 0x97 };

function encodeWindows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (ch) => {
      const code = WINDOWS_1252_EXTRAS[ch] ?? ch.charCodeAt(0);
      if (code > 0xff) throw new Error(`${ch} has no Windows-1252 byte`);
      return code;
    }),
  );
}

describeEachDialect('importFeed', (context) => {
  it('finds columns by name whatever their order and reads every price format', async () => {
    const { db } = context();
    // An odd column order and subset, CRLF, a BOM, and the four price spellings of real feeds.
    const columns = [
      'search_price',
      'merchant_id',
      'product_name',
      'currency',
      'aw_deep_link',
      'merchant_name',
      'merchant_product_id',
      'product_GTIN',
    ];
    const text = buildFeed(
      columns,
      [
        offerRow({ merchant_product_id: 'A1', search_price: '12.0', product_GTIN: ean13('841234500001') }),
        offerRow({ merchant_product_id: 'A2', search_price: '130.00' }),
        offerRow({ merchant_product_id: 'A3', search_price: '9.69 EUR', currency: '' }),
        offerRow({ merchant_product_id: 'A4', search_price: 'EUR12.0', currency: '' }),
      ],
      { eol: '\r\n', bom: true },
    );
    const report = await importText(db, text);
    expect(report.status).toBe('applied');
    expect(report).toMatchObject({ rowsRead: 4, rowsValid: 4, offersNew: 4, productsNew: 4 });
    expect((await offersOf(db)).map((offer) => offer.price_cents)).toEqual([1200, 13000, 969, 1200]);
    const product = await db
      .selectFrom('product')
      .select(['gtin'])
      .where('gtin', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(product.gtin).toBe(`0${ean13('841234500001')}`);
  });

  it('groups offers of different shops by a valid GTIN, and keeps the cheapest in stock as best offer', async () => {
    const { db } = context();
    const gtin = ean13('841234500002');
    await importText(
      db,
      buildFeed(STANDARD_COLUMNS, [
        offerRow({ merchant_product_id: 'X', ean: gtin, search_price: '199.99' }),
      ]),
    );
    await importText(
      db,
      buildFeed(STANDARD_COLUMNS, [
        offerRow({
          merchant_product_id: 'Y',
          merchant_id: '2002',
          merchant_name: 'Tienda Dos',
          ean: gtin,
          search_price: '189.50',
        }),
        // Same digits with a wrong check digit: must NOT join the product.
        offerRow({
          merchant_product_id: 'Z',
          merchant_id: '2002',
          merchant_name: 'Tienda Dos',
          ean: `${gtin.slice(0, 12)}${(Number(gtin[12]) + 1) % 10}`,
        }),
      ]),
    );
    const products = await db
      .selectFrom('product')
      .select(['gtin', 'offer_count', 'price_cents', 'highest_price_cents'])
      .orderBy('id')
      .execute();
    expect(products).toEqual([
      { gtin: `0${gtin}`, offer_count: 2, price_cents: 18950, highest_price_cents: 19999 },
      { gtin: null, offer_count: 1, price_cents: 10000, highest_price_cents: 10000 },
    ]);
  });

  it('quarantines bad rows with their line and reason and imports the rest', async () => {
    const { db } = context();
    const text = buildFeed(STANDARD_COLUMNS, [
      offerRow({ merchant_product_id: 'OK1' }),
      offerRow({ merchant_product_id: 'NOPRICE', search_price: '' }),
      offerRow({ merchant_product_id: 'NA', search_price: 'N/A' }),
      offerRow({ merchant_product_id: 'NONAME', product_name: '  ' }),
      offerRow({ merchant_product_id: 'BADLINK', aw_deep_link: 'javascript:alert(1)' }),
      offerRow({ merchant_product_id: 'USD', currency: 'USD' }),
      offerRow({ merchant_product_id: 'OK1', search_price: '5' }),
      offerRow({ merchant_product_id: 'OK2', description: 'Una descripción, con comas\ny "comillas"' }),
    ]).concat('too,few,fields\n');
    const report = await importText(db, text);
    expect(report.status).toBe('applied');
    expect(report.rowsRead).toBe(9);
    expect(report.rowsValid).toBe(2);
    expect(report.quarantined.byReason).toEqual({
      missing_price: 1,
      invalid_price: 1,
      missing_name: 1,
      invalid_link: 1,
      unsupported_currency: 1,
      duplicate_offer: 1,
      wrong_field_count: 1,
    });
    expect(report.quarantined.examples.find((e) => e.reason === 'invalid_price')?.line).toBe(4);
    // The multi-line quoted description pushes the last record to line 11.
    expect(report.quarantined.examples.find((e) => e.reason === 'wrong_field_count')?.line).toBe(11);
    const stored = await db
      .selectFrom('quarantined_row')
      .select(['line', 'reason'])
      .where('import_run_id', '=', report.runId)
      .orderBy('line')
      .execute();
    expect(stored).toHaveLength(7);
    expect((await offersOf(db)).map((o) => o.merchant_product_id)).toEqual(['OK1', 'OK2']);
    const run = await db
      .selectFrom('import_run')
      .selectAll()
      .where('id', '=', report.runId)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'applied', rows_read: 9, rows_quarantined: 7, offers_new: 2 });
  });

  it('lists euro prices only and tells the operator which currency a refused row had and why', async () => {
    const text = buildFeed(STANDARD_COLUMNS, [
      offerRow({ merchant_product_id: 'EUR1' }),
      offerRow({ merchant_product_id: 'USD1', currency: 'USD', search_price: '499.00' }),
      offerRow({ merchant_product_id: 'GBP1', currency: 'gbp' }),
      offerRow({ merchant_product_id: 'JPY1', currency: '', search_price: 'JPY 75800' }),
    ]);
    const report = await importText(context().db, text);
    expect(report.quarantined.byReason).toEqual({ unsupported_currency: 3 });
    expect((await offersOf(context().db)).map((o) => o.merchant_product_id)).toEqual(['EUR1']);
    const printed: string[] = [];
    printImportReport(report, (line) => printed.push(line));
    expect(printed.join('\n')).toContain(
      '3  the price is not in euros: the site lists euro prices only (docs/decisions/013-euro-prices-only.md) (unsupported_currency)',
    );
    expect(printed).toEqual(
      expect.arrayContaining([
        '      line 3: unsupported_currency USD, not EUR',
        '      line 4: unsupported_currency GBP, not EUR',
      ]),
    );
  });

  it('writes a price point only when a price changes and tells new, updated and unchanged apart', async () => {
    const { db } = context();
    const rows = ['P1', 'P2', 'P3'].map((id) => offerRow({ merchant_product_id: id }));
    await importText(db, buildFeed(STANDARD_COLUMNS, rows));
    expect(await pricePointCount(db)).toBe(3);
    const again = await importText(db, buildFeed(STANDARD_COLUMNS, rows), { observedAt: day(1) });
    expect(again).toMatchObject({ offersNew: 0, offersUpdated: 0, offersUnchanged: 3 });
    expect(await pricePointCount(db)).toBe(3);
    const changed = await importText(
      db,
      buildFeed(STANDARD_COLUMNS, [
        rows[0]!,
        { ...rows[1]!, search_price: '90.00' },
        { ...rows[2]!, in_stock: '0' },
      ]),
      { observedAt: day(2) },
    );
    expect(changed).toMatchObject({ offersNew: 0, offersUpdated: 2, offersUnchanged: 1 });
    expect(await pricePointCount(db)).toBe(4);
    const p3 = await db
      .selectFrom('product')
      .select(['is_listed'])
      .where('product_name', '=', 'Producto P3')
      .executeTakeFirstOrThrow();
    expect(p3.is_listed).toBe(0);
  });

  it('catches a merchant product id repeated in a later batch, for new and for known offers', async () => {
    const { db } = context();
    const rows = ['R1', 'R2', 'R3'].map((id) => offerRow({ merchant_product_id: id }));
    const repeated = buildFeed(STANDARD_COLUMNS, [...rows, rows[0]!, rows[1]!]);
    const first = await importText(db, repeated, { batchSize: 2 });
    expect(first).toMatchObject({
      offersNew: 3,
      rowsValid: 3,
      quarantined: { byReason: { duplicate_offer: 2 } },
    });
    const second = await importText(db, repeated, { batchSize: 2, observedAt: day(1) });
    expect(second).toMatchObject({
      offersUnchanged: 3,
      offersUnavailable: 0,
      quarantined: { byReason: { duplicate_offer: 2 } },
    });
    expect((await offersOf(db)).every((o) => o.is_available === 1)).toBe(true);
  });

  it('marks offers missing from a new full feed unavailable and never deletes them', async () => {
    const { db } = context();
    const rows = ['M1', 'M2', 'M3'].map((id) => offerRow({ merchant_product_id: id }));
    await importText(db, buildFeed(STANDARD_COLUMNS, rows));
    const report = await importText(db, buildFeed(STANDARD_COLUMNS, rows.slice(0, 2)), {
      observedAt: day(1),
    });
    expect(report.offersUnavailable).toBe(1);
    expect((await offersOf(db)).map((o) => [o.merchant_product_id, o.is_available])).toEqual([
      ['M1', 1],
      ['M2', 1],
      ['M3', 0],
    ]);
    const gone = await db
      .selectFrom('product')
      .select(['is_listed', 'offer_count'])
      .where('product_name', '=', 'Producto M3')
      .executeTakeFirstOrThrow();
    expect(gone).toEqual({ is_listed: 0, offer_count: 0 });
    // It comes back when the shop lists it again.
    const back = await importText(db, buildFeed(STANDARD_COLUMNS, rows), { observedAt: day(2) });
    expect(back).toMatchObject({ offersUpdated: 1, offersUnchanged: 2, offersUnavailable: 0 });
  });

  it('holds a feed that shrank by more than half unless forced, leaving the catalog as it was', async () => {
    const { db } = context();
    const rows = Array.from({ length: 10 }, (_, i) => offerRow({ merchant_product_id: `S${i}` }));
    await importText(db, buildFeed(STANDARD_COLUMNS, rows));
    const held = await importText(db, buildFeed(STANDARD_COLUMNS, rows.slice(0, 4)), { observedAt: day(1) });
    expect(held.status).toBe('held');
    expect(held.message).toContain('less than half');
    expect((await offersOf(db)).every((o) => o.is_available === 1)).toBe(true);
    const forced = await importText(db, buildFeed(STANDARD_COLUMNS, rows.slice(0, 4)), {
      observedAt: day(1),
      force: true,
    });
    expect(forced).toMatchObject({ status: 'applied', offersUnavailable: 6 });
    const runs = await db.selectFrom('import_run').select(['status']).orderBy('id').execute();
    expect(runs.map((r) => r.status)).toEqual(['applied', 'held', 'applied']);
  });

  it('says which stage it is in after the last row, and how long each took', async () => {
    const { db, dialect } = context();
    const rows = Array.from({ length: 30 }, (_, i) => offerRow({ merchant_product_id: `P${i}` }));
    const progress: ImportProgress[] = [];
    const report = await importText(db, buildFeed(STANDARD_COLUMNS, rows), {
      onProgress: (step) => progress.push(step),
    });
    // A first load builds its indexes after the rows (deferred-indexes.ts).
    const expected = [...IMPORT_STAGES];
    const stages = progress.filter((step) => step.stage !== 'rows');
    expect(stages.map((step) => step.stage)).toEqual(expected.slice(1));
    expect(stages.every((step) => step.rowsRead === 30)).toBe(true);
    expect(Object.keys(report.stageMs)).toEqual(expected);
    const total = Object.values(report.stageMs).reduce((sum, ms) => sum + ms, 0);
    expect(total).toBe(report.durationMs);
    // SQLite's checkpoint comes after the run, outside its duration; PostgreSQL has none.
    if (dialect === 'sqlite') expect(report.walCheckpointMs).toBeGreaterThanOrEqual(0);
    else expect(report.walCheckpointMs).toBeNull();

    // The next import of a catalog that has products writes its indexes as it goes.
    const next = await importText(db, buildFeed(STANDARD_COLUMNS, rows), { observedAt: day(1) });
    expect(Object.keys(next.stageMs)).toEqual(IMPORT_STAGES.filter((stage) => stage !== 'indexes'));

    // A held run stops before applying anything: no search or commit stage.
    const held = await importText(db, buildFeed(STANDARD_COLUMNS, rows.slice(0, 3)), { observedAt: day(1) });
    expect(held.status).toBe('held');
    expect(Object.keys(held.stageMs)).toEqual(['rows']);
    expect(held.walCheckpointMs).toBeNull();
  });

  it('leaves the previous catalog intact when a file breaks half way', async () => {
    const { db } = context();
    const rows = Array.from({ length: 50 }, (_, i) => offerRow({ merchant_product_id: `B${i}` }));
    await importText(db, buildFeed(STANDARD_COLUMNS, rows));
    const broken = `${buildFeed(
      STANDARD_COLUMNS,
      rows.map((r) => ({ ...r, search_price: '1.00' })),
    )}"unterminated,quote\n`;
    const report = await importText(db, broken, { observedAt: day(1) });
    expect(report.status).toBe('failed');
    expect(report.message).toMatch(/not closed/);
    expect((await offersOf(db)).every((o) => o.price_cents === 10000)).toBe(true);
    expect(await pricePointCount(db)).toBe(50);

    const noPriceColumn = await importText(db, 'merchant_product_id,product_name\n1,x\n', {
      observedAt: day(2),
    });
    expect(noPriceColumn.status).toBe('failed');
    expect(noPriceColumn.message).toMatch(/search_price/);
  });

  it('fails with the database’s own reason when it refuses a row written behind the next batch', async () => {
    const { db, dialect } = context();
    // A database that refuses one product, as a constraint added by an operator would.
    if (dialect === 'postgres') {
      await sql`CREATE FUNCTION refuse_product() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'product R6 refused'; END $$`.execute(db);
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON product FOR EACH ROW
        WHEN (NEW.product_name = 'Refused R6') EXECUTE FUNCTION refuse_product()`.execute(db);
    } else {
      await sql`CREATE TRIGGER refuse BEFORE INSERT ON product FOR EACH ROW
        WHEN NEW.product_name = 'Refused R6' BEGIN SELECT RAISE(ABORT, 'product R6 refused'); END`.execute(
        db,
      );
    }
    const rows = Array.from({ length: 9 }, (_, i) =>
      offerRow({ merchant_product_id: `R${i}`, product_name: i === 6 ? 'Refused R6' : `Monitor R${i}` }),
    );
    // The rows after the refused one are no offers: they are quarantined while the refused row's
    // batch may still be on its way.
    for (const i of [7, 8]) rows[i] = { ...rows[i]!, search_price: '' };
    const report = await importText(db, buildFeed(STANDARD_COLUMNS, rows), { batchSize: 2 });
    expect(report.status).toBe('failed');
    expect(report.message).toMatch(/product R6 refused/);
    expect(await offersOf(db)).toEqual([]);
  });
  it('ends a first load, applied or failed, with exactly the indexes the catalog had', async () => {
    const { db } = context();
    const before = await indexDefinitions(db);
    expect(before.some((definition) => definition.includes('product_listed_all_rating_idx'))).toBe(true);

    const broken = `${buildFeed(STANDARD_COLUMNS, [offerRow({ merchant_product_id: 'I1' })])}"unterminated\n`;
    expect((await importText(db, broken)).status).toBe('failed');
    expect(await indexDefinitions(db)).toEqual(before);

    const rows = Array.from({ length: 20 }, (_, i) => offerRow({ merchant_product_id: `I${i}` }));
    expect((await importText(db, buildFeed(STANDARD_COLUMNS, rows))).status).toBe('applied');
    expect(await indexDefinitions(db)).toEqual(before);
  });

  it('refuses a snapshot older than the shop’s last import, which would scramble price history', async () => {
    const { db } = context();
    const rows = [offerRow({ merchant_product_id: 'H1' })];
    await importText(db, buildFeed(STANDARD_COLUMNS, rows), { observedAt: day(5) });
    const older = await importText(db, buildFeed(STANDARD_COLUMNS, rows), { observedAt: day(3) });
    expect(older.status).toBe('held');
    expect(older.message).toMatch(/before its last import/);
  });

  it('reads gzip files and files given by path', async () => {
    const { db } = context();
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'feed.csv.gz');
      fs.writeFileSync(
        file,
        zlib.gzipSync(buildFeed(STANDARD_COLUMNS, [offerRow({ merchant_product_id: 'GZ1' })])),
      );
      const report = await importFeed(db, file, { observedAt: day(0) });
      expect(report).toMatchObject({ status: 'applied', offersNew: 1 });
      const missing = await importFeed(db, path.join(dir, 'nope.csv'), { observedAt: day(1) });
      expect(missing.status).toBe('failed');
      expect(missing.message).toMatch(/cannot read feed file/);
    });
  });

  it('fails fast on a 20 MB file without a line break, storing a short message that says why', async () => {
    const { db } = context();
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'one-line.csv');
      fs.writeFileSync(file, 'aw_deep_link,product_name,'.padEnd(20 * 1024 * 1024, 'x'));
      const report = await importFeed(db, file, { observedAt: day(0) });
      expect(report.status).toBe('failed');
      expect(report.message).toMatch(/header line is longer than 4 MiB \(limit 4,194,304 characters\)/);
      expect(report.message!.length).toBeLessThanOrEqual(500);
      const run = await db
        .selectFrom('import_run')
        .select(['status', 'message'])
        .where('id', '=', report.runId)
        .executeTakeFirstOrThrow();
      expect(run).toEqual({ status: 'failed', message: report.message });
    });
  });

  it('stops reading an endless first line after the record limit, not at the end of the feed', async () => {
    const { db } = context();
    let chunksRead = 0;
    const endless: FeedSource = {
      name: 'endless.csv',
      bytes: (async function* () {
        for (; chunksRead < 50; chunksRead++) yield Buffer.alloc(1024 * 1024, 'x');
      })(),
    };
    const report = await importFeed(db, endless, { observedAt: day(0) });
    expect(report.status).toBe('failed');
    expect(report.message).toMatch(/header line is longer/);
    expect(chunksRead).toBeLessThanOrEqual(5);
  });

  it('shortens a long failure message to 500 characters in the report and in import_run', async () => {
    const { db } = context();
    // A header whose column names are huge but whose line is within the record limit.
    const header = Array.from({ length: 3 }, (_, i) => `col${i}_${'y'.repeat(100_000)}`).join(',');
    const report = await importText(db, `${header}\n1,2,3\n`);
    expect(report.status).toBe('failed');
    expect(report.message).toMatch(/^the header row lacks required column/);
    expect(report.message).toHaveLength(500);
    expect(report.message!.endsWith('…')).toBe(true);
    const run = await db
      .selectFrom('import_run')
      .select(['message'])
      .where('id', '=', report.runId)
      .executeTakeFirstOrThrow();
    expect(run.message).toBe(report.message);
  });

  it('quarantines prices that are no prices or are above MAX_PRICE_EUR, saying why', async () => {
    const { db } = context();
    const text = buildFeed(STANDARD_COLUMNS, [
      offerRow({ merchant_product_id: 'OK', search_price: '12.0' }),
      offerRow({ merchant_product_id: 'GROUPED', search_price: '€ 1.299,00' }),
      offerRow({ merchant_product_id: 'EXP', search_price: '1e5' }),
      offerRow({ merchant_product_id: 'HEX', search_price: '0x10' }),
      offerRow({ merchant_product_id: 'FRACTION', search_price: '1/2' }),
      offerRow({ merchant_product_id: 'DOTS', search_price: '12.5.0' }),
      offerRow({ merchant_product_id: 'COMMAS', search_price: '1,2,3' }),
      offerRow({ merchant_product_id: 'TRILLION', search_price: '1000000000000' }),
      offerRow({ merchant_product_id: 'EXPENSIVE', search_price: '150000.00' }),
    ]);
    const report = await importText(db, text);
    expect(report.status).toBe('applied');
    expect(report.quarantined.byReason).toEqual({ invalid_price: 5, price_above_ceiling: 2 });
    const stored = await db
      .selectFrom('quarantined_row')
      .select(['line', 'reason', 'excerpt'])
      .where('import_run_id', '=', report.runId)
      .orderBy('line')
      .execute();
    expect(stored).toEqual([
      { line: 4, reason: 'invalid_price', excerpt: expect.stringMatching(/^"1e5": .*exponent/) },
      { line: 5, reason: 'invalid_price', excerpt: expect.stringMatching(/^"0x10": .*hexadecimal/) },
      { line: 6, reason: 'invalid_price', excerpt: expect.stringMatching(/^"1\/2": .*slash/) },
      { line: 7, reason: 'invalid_price', excerpt: expect.stringMatching(/^"12\.5\.0": .*grouping/) },
      { line: 8, reason: 'invalid_price', excerpt: expect.stringMatching(/^"1,2,3": .*grouping/) },
      {
        line: 9,
        reason: 'price_above_ceiling',
        excerpt: expect.stringMatching(/^"1000000000000": .*100,000 € \(MAX_PRICE_EUR\)/),
      },
      { line: 10, reason: 'price_above_ceiling', excerpt: expect.stringMatching(/^"150000\.00"/) },
    ]);
    expect((await offersOf(db)).map((o) => [o.merchant_product_id, o.price_cents])).toEqual([
      ['GROUPED', 129900],
      ['OK', 1200],
    ]);

    // A higher ceiling lets the expensive offer in; the absurd one stays out.
    const raised = await importText(db, text, { observedAt: day(1), maxPriceEur: 200_000 });
    expect(raised.quarantined.byReason).toEqual({ invalid_price: 5, price_above_ceiling: 1 });
    expect((await offersOf(db)).map((o) => [o.merchant_product_id, o.price_cents])).toEqual([
      ['EXPENSIVE', 15000000],
      ['GROUPED', 129900],
      ['OK', 1200],
    ]);
  });

  it('reads a Windows-1252 (Latin-1) feed with its accents and says so in the report', async () => {
    const { db } = context();
    await withTempDir(async (dir) => {
      const rows = [
        offerRow({ merchant_product_id: 'L1', product_name: 'Portátil Lenovo IdeaPad 3' }),
        offerRow({ merchant_product_id: 'L2', product_name: 'Cámara Canon EOS 2000D – 18-55 mm' }),
      ];
      const latin1 = path.join(dir, 'latin1.csv');
      fs.writeFileSync(latin1, encodeWindows1252(buildFeed(STANDARD_COLUMNS, rows)));
      const report = await importFeed(db, latin1, { observedAt: day(0) });
      expect(report).toMatchObject({ status: 'applied', offersNew: 2 });
      expect(report.message).toMatch(/not UTF-8; read as Windows-1252 \(Latin-1\)/);
      expect(await shopTitles(db)).toEqual([
        'Cámara Canon EOS 2000D – 18-55 mm',
        'Portátil Lenovo IdeaPad 3',
      ]);
      const run = await db
        .selectFrom('import_run')
        .select(['message'])
        .where('id', '=', report.runId)
        .executeTakeFirstOrThrow();
      expect(run.message).toBe(report.message);

      // The same feed in UTF-8 reads the same, without a word about encodings.
      const utf8 = path.join(dir, 'utf8.csv.gz');
      fs.writeFileSync(utf8, zlib.gzipSync(buildFeed(STANDARD_COLUMNS, rows, { bom: true })));
      const again = await importFeed(db, utf8, { observedAt: day(1) });
      expect(again).toMatchObject({ status: 'applied', offersUnchanged: 2, message: null });
      expect(await shopTitles(db)).toEqual([
        'Cámara Canon EOS 2000D – 18-55 mm',
        'Portátil Lenovo IdeaPad 3',
      ]);
    });
  });

  it('fails a feed that turns from UTF-8 to another encoding half way, changing nothing', async () => {
    const { db } = context();
    await withTempDir(async (dir) => {
      const file = path.join(dir, 'mixed.csv');
      const head = buildFeed(STANDARD_COLUMNS, [
        offerRow({ merchant_product_id: 'U1', product_name: 'Cámara' }),
      ]);
      const tail = buildFeed(STANDARD_COLUMNS, [
        offerRow({ merchant_product_id: 'W1', product_name: 'Portátil' }),
      ])
        .split('\n')
        .slice(1)
        .join('\n');
      fs.writeFileSync(file, Buffer.concat([Buffer.from(head, 'utf8'), encodeWindows1252(tail)]));
      const report = await importFeed(db, file, { observedAt: day(0) });
      expect(report.status).toBe('failed');
      expect(report.message).toMatch(/not valid UTF-8 at byte \d+, after UTF-8 text/);
      expect(await offersOf(db)).toEqual([]);
    });
  });

  it('flags a deal only after a real drop against the 30-day lowest price', async () => {
    const { db } = context();
    const feedAt = (price: string) =>
      buildFeed(
        [...STANDARD_COLUMNS, 'product_price_old'],
        [offerRow({ merchant_product_id: 'D1', search_price: price, product_price_old: '999' })],
      );
    await importText(db, feedAt('100.00'), { observedAt: day(0) });
    // A drop on day 20 is too early: there are not 30 days of history yet.
    await importText(db, feedAt('80.00'), { observedAt: day(20) });
    let product = await db
      .selectFrom('product')
      .select(['is_deal', 'reference_price_cents', 'discount_percent'])
      .executeTakeFirstOrThrow();
    expect(product.is_deal).toBe(0);
    await importText(db, feedAt('100.00'), { observedAt: day(25) });
    // Day 60: the 30 days before hold 100 only (the 80 of day 20 is outside the window).
    await importText(db, feedAt('85.00'), { observedAt: day(60) });
    product = await db
      .selectFrom('product')
      .select(['is_deal', 'reference_price_cents', 'discount_percent'])
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ is_deal: 1, reference_price_cents: 10000, discount_percent: 15 });
    await importText(db, feedAt('99.00'), { observedAt: day(61) });
    product = await db
      .selectFrom('product')
      .select(['is_deal', 'reference_price_cents', 'discount_percent'])
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ is_deal: 0, reference_price_cents: null, discount_percent: null });
  });
});

describe('importFeed input sources', () => {
  it('names an unreadable URL clearly', async () => {
    const { describeSource } = await import('./feed-source.ts');
    expect(
      describeSource('https://productdata.awin.com/datafeed/download/apikey/0123456789abcdef0123/fid/1/'),
    ).not.toContain('0123456789abcdef0123');
  });
});
