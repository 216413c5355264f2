import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { runCli } from '../../../tests/support/run-cli.ts';
import { createSqliteTestDatabasePath, type TestDatabase } from '../../../tests/support/test-databases.ts';
import { parseDatabaseUrl } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { prepareDatabase } from '../prepare-database.ts';

// `npm run match` as an operator runs it: the dry run's report, the run that applies it, and clear
// refusals of bad options.

describe('npm run match', () => {
  let database: TestDatabase & { path: string };
  beforeEach(() => {
    database = createSqliteTestDatabasePath();
  });
  afterEach(async () => {
    await database.drop();
  });

  it('reports what it would merge in a dry run, then merges it', async () => {
    const db = openDatabase(parseDatabaseUrl(database.url));
    try {
      await prepareDatabase(db);
      const shopFeed = (shop: string, id: string, title: string) =>
        buildFeed(STANDARD_COLUMNS, [
          offerRow({
            merchant_product_id: id,
            merchant_id: shop,
            merchant_name: `Tienda ${shop}`,
            product_name: title,
            ean: '',
            brand_name: 'Sony',
          }),
        ]);
      await importFeed(
        db,
        feedSourceFromText(
          'uno.csv',
          shopFeed('1001', 'wh-1', 'Sony WH-1000XM5 auriculares inalámbricos Negro'),
        ),
      );
      // A catalog imported before matching existed: the second shop's offer found nothing to join.
      await db.deleteFrom('product_match_key').execute();
      await db.updateTable('product').set({ match_attributes: null }).execute();
      await importFeed(
        db,
        feedSourceFromText('dos.csv', shopFeed('2002', 'wh-2', 'SONY WH1000XM5 Kopfhörer schwarz')),
      );
    } finally {
      await db.destroy();
    }
    const dry = await runCli('src/server/cli/match.ts', ['--dry-run'], database.url);
    expect(dry.code).toBe(0);
    expect(dry.output).toContain('2 products read (dry run: nothing changed).');
    expect(dry.output).toContain('Products that would be merged into another: 1');
    expect(dry.output).toMatch(
      /[0-9a-z]{12} "Sony WH1000XM5" -> [0-9a-z]{12} "Sony WH-1000XM5" \(model: WH1000XM5\)/,
    );
    expect(dry.output).toContain('GTINs shared by different things: 0');

    const applied = await runCli('src/server/cli/match.ts', [], database.url);
    expect(applied.code).toBe(0);
    expect(applied.output).toContain('Products that were merged into another: 1');
    const again = await runCli('src/server/cli/match.ts', [], database.url);
    expect(again.output).toContain('Products that were merged into another: 0');
  });

  it('refuses a bad limit and an unknown option, with the usage', async () => {
    const unknown = await runCli('src/server/cli/match.ts', ['--apply'], database.url);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Usage: npm run match');
    const badLimit = await runCli('src/server/cli/match.ts', ['--dry-run', '--limit', 'many'], database.url);
    expect(badLimit.code).toBe(2);
    expect(badLimit.output).toContain('--limit "many" must be a whole number from 1 to 100000');
  });
});
