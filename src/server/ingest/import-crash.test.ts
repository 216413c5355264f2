import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateBenchFeed } from '../../../scripts/bench/generate-feed.ts';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { openDatabase } from '../db/database.ts';
import { type FeedSource, feedSourceFromText } from './feed-source.ts';
import { importFeed } from './import-feed.ts';
import { INTERRUPTED_MESSAGE, settleInterruptedRuns } from './import-run-liveness.ts';

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
      // The killed run said "running" when it died; it is now known to be dead. (PostgreSQL drops
      // the dead session's locks when it notices the closed socket: give it a moment.)
      const killed = await db
        .selectFrom('import_run')
        .select(['id', 'status'])
        .where('source', 'like', '%big.csv')
        .executeTakeFirstOrThrow();
      expect(killed.status).toBe('running');
      let settled: number[] = [];
      for (let attempt = 0; attempt < 50 && settled.length === 0; attempt++) {
        settled = await settleInterruptedRuns(db);
        if (settled.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(settled).toEqual([killed.id]);
      expect(
        await db
          .selectFrom('import_run')
          .select(['status', 'message'])
          .where('id', '=', killed.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ status: 'interrupted', message: INTERRUPTED_MESSAGE });
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

  it('is told apart from an import still at work, which keeps its "running" run', async () => {
    const { db, config } = context();
    const rows = Array.from({ length: 10 }, (_, i) =>
      offerRow({ merchant_product_id: `L${i}`, merchant_id: '9002', merchant_name: 'Slow Shop' }),
    );
    const [head, ...rest] = buildFeed(STANDARD_COLUMNS, rows).split('\n');
    let reachGate!: () => void;
    let openGate!: () => void;
    const atGate = new Promise<void>((resolve) => {
      reachGate = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    // A feed whose download stalls half way: the import is inside its transaction, alive.
    const slowFeed: FeedSource = {
      name: 'slow.csv',
      bytes: (async function* () {
        yield Buffer.from(`${head}\n${rest.slice(0, 5).join('\n')}\n`);
        reachGate();
        await gate;
        yield Buffer.from(rest.slice(5).join('\n'));
      })(),
    };
    const importing = importFeed(db, slowFeed, { observedAt: new Date('2026-10-01T06:00:00Z') });
    await atGate;

    // Another process (feeds:status, the next import) looks at the runs meanwhile.
    const observer = openDatabase(config);
    try {
      expect(await settleInterruptedRuns(observer)).toEqual([]);
      const run = await observer.selectFrom('import_run').select('status').executeTakeFirstOrThrow();
      expect(run.status).toBe('running');
    } finally {
      await observer.destroy();
    }
    openGate();
    expect(await importing).toMatchObject({ status: 'applied', offersNew: 10 });
    const run = await db.selectFrom('import_run').select('status').executeTakeFirstOrThrow();
    expect(run.status).toBe('applied');
  });
});
