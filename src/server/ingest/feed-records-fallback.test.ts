import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { cutFeedRecords } from './feed-records.ts';
import { feedSourceFromText } from './feed-source.ts';
import { importFeed } from './import-feed.ts';
import { BOUND_FIELDS } from './record-cutter.ts';

// A broken installation: the record-cutting thread's entry fails as it starts (a real thread whose
// module throws, as a missing or damaged build/server/record-cutting-thread.js would).
vi.mock('../lib/module-thread.ts', () => ({
  startModuleThread: () =>
    new Worker('throw new Error("Cannot find module record-cutting-thread.js")', { eval: true }),
}));

async function* chunksOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('a record-cutting thread that cannot start', () => {
  it('leaves the cutting on the import thread, every record kept, and says why', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `${i},"Producto ${i}",${i}.99`);
    const feed = Buffer.from(`id,name,price\n${rows.join('\n')}\n`);
    const failures: Error[] = [];
    let records = 0;
    const inThread: boolean[] = [];
    for await (const cut of cutFeedRecords(chunksOf(feed, 1000), 'settings', {
      threadAfterBytes: 0,
      onThreadFailed: (error) => failures.push(error),
    })) {
      records += cut.count;
      inThread.push(cut.inThread);
      expect(cut.bounds.length).toBeGreaterThanOrEqual(cut.count * BOUND_FIELDS);
    }
    expect(records).toBe(501);
    expect(inThread.every((flag) => !flag)).toBe(true);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.message).toMatch(/record-cutting thread failed: Cannot find module/);
  });
});

describeEachDialect('an import whose record-cutting thread cannot start', (context) => {
  it('applies the feed and says in its report how its records were cut', async () => {
    const { db } = context();
    const rows = Array.from({ length: 30 }, (_, i) => offerRow({ merchant_product_id: `P${i}` }));
    const report = await importFeed(db, feedSourceFromText('shop.csv', buildFeed(STANDARD_COLUMNS, rows)), {
      observedAt: new Date('2026-11-27T06:00:00Z'),
      recordCutting: { threadAfterBytes: 0 },
    });
    expect(report).toMatchObject({ status: 'applied', rowsRead: 30, offersNew: 30 });
    expect(report.message).toMatch(
      /the feed's records were cut on the import's thread \(the record-cutting thread failed: Cannot find module/,
    );
  });
});
