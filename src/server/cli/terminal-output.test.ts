import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { runCli } from '../../../tests/support/run-cli.ts';
import { createSqliteTestDatabasePath, type TestDatabase } from '../../../tests/support/test-databases.ts';
import { parseDatabaseUrl } from '../config.ts';
import { openDatabase } from '../db/database.ts';

// What `npm run import` and `npm run feeds:status` print to the operator's terminal, with feeds
// whose values carry escape sequences: a window title (OSC ... BEL) and a clear-screen (CSI 2J).

const OSC_TITLE = '\u001b]0;pwned\u0007';
const CLEAR_SCREEN = '\u001b[2J';
// ESC, BEL and every other byte a terminal would act on rather than show.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const TERMINAL_BYTES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

describe('command-line output with escape sequences in the feed', () => {
  let database: TestDatabase & { path: string };

  beforeEach(() => {
    database = createSqliteTestDatabasePath();
  });
  afterEach(async () => {
    await database.drop();
  });

  it('reaches the terminal of import and feeds:status without any control byte', {
    timeout: 60_000,
  }, async () => {
    const feedFile = path.join(path.dirname(database.path), 'feed.csv');
    fs.writeFileSync(
      feedFile,
      buildFeed(STANDARD_COLUMNS, [
        offerRow({ merchant_product_id: 'OK1', merchant_name: 'Tienda \u009b2JUno' }),
        // Quarantine details quote the bad value.
        offerRow({ merchant_product_id: 'P1', search_price: `precio${OSC_TITLE}` }),
        offerRow({ merchant_product_id: 'L1', aw_deep_link: `${CLEAR_SCREEN}javascript:alert(1)` }),
        offerRow({ merchant_product_id: 'L2', aw_deep_link: `${OSC_TITLE}ftp://files.example/x` }),
      ]),
    );
    const imported = await runCli('src/server/cli/import-feeds.ts', [feedFile], database.url);
    expect(imported.output).toContain('APPLIED');
    // The report still says what was wrong, minus the bytes.
    expect(imported.output).toMatch(/line 3: \w+ .*precio/);
    expect(imported.output).toContain('line 4: invalid_link "javascript:alert(1)"');
    expect(imported.output).toContain('line 5: invalid_link "ftp://files.example/x"');
    expect(imported.output).toContain('shop               Tienda Uno: 1 rows');
    expect(imported.output).not.toMatch(TERMINAL_BYTES);

    // A run whose source and message carry them too (a feed named so, an error quoting the feed).
    const db = openDatabase(parseDatabaseUrl(database.url));
    try {
      await db
        .updateTable('import_run')
        .set({
          source: `feeds/${OSC_TITLE}uno.csv`,
          message: `the feed says ${CLEAR_SCREEN}hola\r\u001b[1Aapplied`,
        })
        .execute();
    } finally {
      await db.destroy();
    }
    const status = await runCli('src/server/cli/feeds-status.ts', [], database.url);
    expect(status.code).toBe(0);
    expect(status.output).toContain('feeds/uno.csv');
    expect(status.output).toContain('the feed says hola applied');
    expect(status.output).toContain('Tienda Uno');
    expect(status.output).not.toContain('pwned');
    expect(status.output).not.toMatch(TERMINAL_BYTES);
  });
});
