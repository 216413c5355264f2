import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { indexDefinitions } from '../../../tests/support/index-definitions.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../../../tests/support/test-databases.ts';
import { parseDatabaseUrl } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { deferPostgresIndexesOfEmptyCatalog } from './deferred-indexes.ts';
import { type FeedSource, feedSourceFromText } from './feed-source.ts';
import { importFeed } from './import-feed.ts';

// A first load on PostgreSQL drops its indexes before its transaction and re-creates them inside it
// (deferred-indexes.ts). What a visitor and the operator would notice: queries go on during the
// load, and the catalog ends with exactly the indexes it had, whatever became of the run.

const OBSERVED_AT = new Date('2026-11-20T06:00:00Z');
const FEED = buildFeed(
  STANDARD_COLUMNS,
  Array.from({ length: 20 }, (_, i) => offerRow({ merchant_product_id: `D${i}` })),
);

async function deferredRows(db: Db): Promise<string[]> {
  return (await db.selectFrom('deferred_index').select('name').execute()).map((row) => row.name);
}

async function listedProducts(client: pg.Client): Promise<number> {
  return (await client.query('SELECT count(*)::int AS n FROM product WHERE is_listed = 1')).rows[0].n;
}

describe.skipIf(!inject('postgresUrl'))('a first load on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  let visitor: pg.Client;

  beforeEach(async () => {
    database = await createPostgresTestDatabase(inject('postgresUrl')!);
    db = openDatabase(parseDatabaseUrl(database.url), { maxConnections: 4 });
    await prepareDatabase(db);
    // A visitor's connection that would rather fail than wait for a lock.
    visitor = new pg.Client({ connectionString: database.url });
    await visitor.connect();
    await visitor.query("SET lock_timeout = '1s'");
  });

  afterEach(async () => {
    await visitor.end();
    await db.destroy();
    await database.drop();
  });

  it('lets visitors query the catalog while it loads, and ends with the indexes it started with', async () => {
    const before = await indexDefinitions(db);
    let resume = () => {};
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const half = FEED.indexOf('\n', FEED.length / 2) + 1;
    const stalled: FeedSource = {
      name: 'stalled.csv',
      bytes: (async function* () {
        yield Buffer.from(FEED.slice(0, half));
        await resumed;
        yield Buffer.from(FEED.slice(half));
      })(),
    };
    const importing = importFeed(db, stalled, { observedAt: OBSERVED_AT });
    for (let waited = 0; (await deferredRows(db)).length === 0; waited += 20) {
      if (waited > 10_000) throw new Error('the first load never deferred its indexes');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Mid-load: the list indexes are gone, and a visitor is answered at once, with the catalog
    // as it was.
    expect(await indexDefinitions(db)).not.toEqual(before);
    expect(await listedProducts(visitor)).toBe(0);

    resume();
    expect((await importing).status).toBe('applied');
    expect(await listedProducts(visitor)).toBe(20);
    expect(await indexDefinitions(db)).toEqual(before);
    expect(await deferredRows(db)).toEqual([]);
  });

  it('puts back the indexes a load that died had dropped, at the next run', async () => {
    const before = await indexDefinitions(db);
    // What a run does before its transaction; then its process dies.
    await deferPostgresIndexesOfEmptyCatalog(db);
    expect((await deferredRows(db)).length).toBeGreaterThan(10);
    // The row tables' foreign keys too: an offer's product, shop, a price point's offer...
    expect(await deferredRows(db)).toEqual(
      expect.arrayContaining(['offer_product_id_fkey', 'offer_shop_id_fkey']),
    );
    expect(await indexDefinitions(db)).not.toEqual(before);

    const report = await importFeed(db, feedSourceFromText('feed.csv', FEED), { observedAt: OBSERVED_AT });
    expect(report.status).toBe('applied');
    expect(await indexDefinitions(db)).toEqual(before);
    expect(await deferredRows(db)).toEqual([]);
  });

  it('keeps its indexes, rather than wait, while a visitor holds the tables', async () => {
    const before = await indexDefinitions(db);
    await visitor.query('BEGIN');
    await visitor.query('SELECT count(*) FROM product');
    try {
      const report = await importFeed(db, feedSourceFromText('feed.csv', FEED), { observedAt: OBSERVED_AT });
      expect(report.status).toBe('applied');
      expect(await deferredRows(db)).toEqual([]);
    } finally {
      await visitor.query('COMMIT');
    }
    expect(await listedProducts(visitor)).toBe(20);
    expect(await indexDefinitions(db)).toEqual(before);
  });
});
