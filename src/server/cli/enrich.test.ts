import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatCompletionsServer,
  startChatCompletionsServer,
} from '../../../tests/support/chat-completions-server.ts';
import { buildFeed, ean13, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { runCli } from '../../../tests/support/run-cli.ts';
import { createSqliteTestDatabasePath, type TestDatabase } from '../../../tests/support/test-databases.ts';
import { parseDatabaseUrl } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { prepareDatabase } from '../prepare-database.ts';

// `npm run enrich` as an operator runs it: the rules alone, a model within --limit, and clear
// refusals of a bad limit or a half-configured model.

describe('npm run enrich', () => {
  let database: TestDatabase & { path: string };
  let model: ChatCompletionsServer;
  beforeEach(async () => {
    database = createSqliteTestDatabasePath();
    model = await startChatCompletionsServer();
    const db = openDatabase(parseDatabaseUrl(database.url));
    try {
      await prepareDatabase(db);
      // Three products: each colour with its own GTIN (without one, a shop's colours are one product).
      const rows = ['Negro', 'Azul', 'Rosa'].map((colour, index) =>
        offerRow({
          merchant_product_id: `p${index}`,
          product_name: `Apple iPhone 15 128GB ${colour}`,
          brand_name: 'Apple',
          ean: ean13(`84100000001${index}`),
        }),
      );
      await importFeed(db, feedSourceFromText('shop.csv', buildFeed(STANDARD_COLUMNS, rows)));
    } finally {
      await db.destroy();
    }
  });
  afterEach(async () => {
    await model.close();
    await database.drop();
  });

  const shortTexts = async () => {
    const db = openDatabase(parseDatabaseUrl(database.url));
    try {
      const rows = await db.selectFrom('product').select('short_description_c10').orderBy('id').execute();
      return rows.map((row) => row.short_description_c10);
    } finally {
      await db.destroy();
    }
  };

  it('writes the rules’ texts without a model', async () => {
    const { code, output } = await runCli('src/server/cli/enrich.ts', [], database.url);
    expect(code).toBe(0);
    expect(output).toContain('No AI_BASE_URL: texts are written by the rules from the shop data.');
    expect(output).toContain('Product texts: 3 products checked, 3 written by the rules, 0 from the cache.');
    expect(await shortTexts()).toEqual([
      'Apple iPhone 15 · 128 GB · negro',
      'Apple iPhone 15 · 128 GB · azul',
      'Apple iPhone 15 · 128 GB · rosa',
    ]);
  });

  it('asks the model for at most --limit products and reports what is left of the day', async () => {
    model.reply = () => ({
      content: '{"short_description":"Del modelo.","description":"<p>Del modelo.</p>"}',
    });
    const env = {
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'test-model',
      AI_API_KEY: 'sk-cli-secret',
      AI_DAILY_REQUESTS: '5',
    };
    const { code, output } = await runCli('src/server/cli/enrich.ts', ['--limit', '2'], database.url, env);
    expect(code).toBe(0);
    expect(output).toContain(
      "2 model requests (2 written, 0 failed), stopped: the run's limit was reached, 3 requests left today.",
    );
    expect(output).not.toContain('sk-cli-secret');
    expect(await shortTexts()).toEqual(['Del modelo.', 'Del modelo.', 'Apple iPhone 15 · 128 GB · rosa']);
  });

  it('refuses a bad limit and a model without its address, with the usage', async () => {
    const badLimit = await runCli('src/server/cli/enrich.ts', ['--limit', 'all'], database.url);
    expect(badLimit.code).toBe(2);
    expect(badLimit.output).toContain('--limit "all" must be a whole number from 0 to 1000000');
    expect(badLimit.output).toContain('Usage: npm run enrich -- [--limit N]');
    const noAddress = await runCli('src/server/cli/enrich.ts', [], database.url, { AI_MODEL: 'llama3.1:8b' });
    expect(noAddress.code).toBe(2);
    expect(noAddress.output).toContain('AI_BASE_URL: required when AI_MODEL is set');
  });
});
