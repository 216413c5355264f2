import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteTestDatabasePath, type TestDatabase } from '../../../tests/support/test-databases.ts';
import type { ProductListItem } from '../../shared/product.ts';
import { buildApp } from '../app.ts';
import { loadConfig, parseDatabaseUrl } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { seedDemoCatalog } from './seed-demo.ts';

// A fresh start shows the demo catalog with its texts written (by the rules: no model runs here).

describe('the demo seed', () => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = createSqliteTestDatabasePath();
    db = openDatabase(parseDatabaseUrl(database.url));
    await prepareDatabase(db);
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  it('writes every product’s short description and description, which the API shows', async () => {
    const lines: string[] = [];
    await seedDemoCatalog(db, {
      publisherId: '000000',
      networkName: 'Awin',
      dealMinDropPercent: 10,
      days: 1,
      log: (line) => lines.push(line),
    });
    expect(lines.at(-1)).toMatch(/^demo catalog: texts of [\d,]+ products written by the rules$/);
    const missing = await db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where((eb) => eb.or([eb('short_description_c10', 'is', null), eb('description_c10', 'is', null)]))
      .executeTakeFirstOrThrow();
    expect(Number(missing.count)).toBe(0);

    const phone = await db
      .selectFrom('product')
      .select('id_c10')
      .where('product_name', 'like', '%GB%')
      .where('product_name', 'like', 'Smartphone%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const app = await buildApp({
      config: { ...loadConfig({}), database: parseDatabaseUrl(database.url) },
      db,
    });
    try {
      const shown = (await app.inject({ url: `/api/products/${phone.id_c10}` })).json<ProductListItem>();
      expect(shown.short_description_c10).toMatch(/ · \d+ GB/);
      expect(shown.descripcion_c10).toMatch(/^<ul><li><strong>Marca:<\/strong> /);
    } finally {
      await app.close();
    }
  }, 60_000);
});
