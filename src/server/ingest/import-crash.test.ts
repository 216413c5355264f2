import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateBenchFeed } from '../../../scripts/bench/generate-feed.ts';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { feedSourceFromText } from './feed-source.ts';
import { importFeed } from './import-feed.ts';

// kill -9 in the middle of an import must leave the previous catalog exactly as it was.
describeEachDialect('an import killed half way', (context) => {
  it('leaves the previous catalog intact and the next import works', { timeout: 120_000 }, async () => {
    const { db, config } = context();
    const rows = Array.from({ length: 20 }, (_, i) =>
      offerRow({ merchant_product_id: `K${i}`, merchant_id: '9001', merchant_name: 'Bench Shop' }),
    );
    await importFeed(db, feedSourceFromText('before.csv', buildFeed(STANDARD_COLUMNS, rows)), {
      observedAt: new Date('2026-10-01T06:00:00Z'),
    });
    const snapshot = async () =>
      db
        .selectFrom('offer')
        .select(['merchant_product_id', 'price_cents', 'is_available'])
        .orderBy('merchant_product_id')
        .execute();
    const before = await snapshot();

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
    try {
      const feed = path.join(dir, 'big.csv');
      await generateBenchFeed(feed, 150_000);
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/import-feeds.ts', '--observed-at', '2026-10-02', feed],
        {
          env: { ...process.env, DATABASE_URL: config.url, SEED_DEMO: 'false' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      // Kill it once it reports progress, i.e. while rows are being written.
      await new Promise<void>((resolve, reject) => {
        let output = '';
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/\d rows, /.test(output)) resolve();
        });
        child.on('exit', () => reject(new Error(`the import ended before it could be killed:\n${output}`)));
      });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      expect(await snapshot()).toEqual(before);
      const products = await db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(products.n)).toBe(20);
      const after = await importFeed(db, feedSourceFromText('after.csv', buildFeed(STANDARD_COLUMNS, rows)), {
        observedAt: new Date('2026-10-03T06:00:00Z'),
      });
      expect(after).toMatchObject({ status: 'applied', offersUnchanged: 20 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
