import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { runCli } from '../../../tests/support/run-cli.ts';
import { createSqliteTestDatabasePath, type TestDatabase } from '../../../tests/support/test-databases.ts';
import { parseDatabaseUrl } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { prepareDatabase } from '../prepare-database.ts';

// `npm run match` as an operator runs it: the dry run's report, and a clear refusal of anything
// else (imports do not group by these rules yet).

describe('npm run match', () => {
  let database: TestDatabase & { path: string };
  beforeEach(() => {
    database = createSqliteTestDatabasePath();
  });
  afterEach(async () => {
    await database.drop();
  });

  it('reports, changing nothing, the products the model-number rule would group', async () => {
    const db = openDatabase(parseDatabaseUrl(database.url));
    try {
      await prepareDatabase(db);
      const titles = ['Sony WH-1000XM5 auriculares inalámbricos Negro', 'SONY WH1000XM5 Kopfhörer schwarz'];
      const rows = titles.map((title, index) =>
        offerRow({ merchant_product_id: `wh-${index}`, product_name: title, ean: '', brand_name: 'Sony' }),
      );
      await importFeed(db, feedSourceFromText('shop.csv', buildFeed(STANDARD_COLUMNS, rows)));
    } finally {
      await db.destroy();
    }
    const { code, output } = await runCli('src/server/cli/match.ts', ['--dry-run'], database.url);
    expect(code).toBe(0);
    expect(output).toContain('2 products read.');
    expect(output).toContain('GTINs shared by different things: 0');
    expect(output).toContain('would group: 1 groups');
    expect(output).toMatch(
      /"Sony WH-1000XM5 auriculares inalámbricos Negro" \+ [0-9a-z]{12} "SONY WH1000XM5/,
    );
  });

  it('refuses to run without --dry-run, and a bad limit, with the usage', async () => {
    const plain = await runCli('src/server/cli/match.ts', [], database.url);
    expect(plain.code).toBe(2);
    expect(plain.output).toContain('Only the dry run exists for now: add --dry-run.');
    const badLimit = await runCli('src/server/cli/match.ts', ['--dry-run', '--limit', 'many'], database.url);
    expect(badLimit.code).toBe(2);
    expect(badLimit.output).toContain('--limit "many" must be a whole number from 1 to 100000');
  });
});
