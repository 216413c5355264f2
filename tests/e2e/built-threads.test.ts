import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { RecordCutter } from '../../src/server/ingest/record-cutter.ts';
import type { CuttingReply, RowParsing } from '../../src/server/ingest/record-cutting-thread.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../support/feed-builder.ts';

// The built server starts its worker threads from files next to its bundles (scripts/build.mjs):
// an import of a large feed cuts its records in build/server/record-cutting-thread.js
// (ingest/feed-records.ts). Were that file missing or broken, imports would still work, cut on their
// own thread, and say so in their report: this test is where a broken build shows.
describe('the built record-cutting thread', () => {
  it('starts from the build and cuts a chunk of records', async () => {
    const worker = new Worker(new URL('../../build/server/record-cutting-thread.js', import.meta.url));
    try {
      const replies: CuttingReply[] = [];
      const cut = new Promise<CuttingReply>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (reply: CuttingReply) => {
          replies.push(reply);
          if (reply.type !== 'ready') resolve(reply);
        });
      });
      worker.postMessage({ type: 'resume', state: new RecordCutter({ settings: 'test' }).state });
      const chunk = Buffer.from('aw_product_id,product_name\n1,"Portátil\n14"""\n2,Móvil\n');
      worker.postMessage({ type: 'cut', chunk, atEnd: true });
      const reply = await cut;
      expect(replies[0]?.type).toBe('ready');
      expect(reply).toMatchObject({ type: 'cut', count: 3, encoding: 'utf-8' });
      if (reply.type !== 'cut') return;
      const texts = Array.from({ length: reply.count }, (_, i) =>
        Buffer.from(reply.bytes).toString('utf8', reply.bounds[i * 5], reply.bounds[i * 5 + 1]),
      );
      expect(texts).toEqual(['aw_product_id,product_name', '1,"Portátil\n14"""', '2,Móvil']);
    } finally {
      await worker.terminate();
    }
  });

  it('parses and prepares a first load’s rows, with the category rules beside it', async () => {
    const worker = new Worker(new URL('../../build/server/record-cutting-thread.js', import.meta.url));
    try {
      const cut = new Promise<CuttingReply>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (reply: CuttingReply) => {
          if (reply.type !== 'ready') resolve(reply);
        });
      });
      const parsing: RowParsing = { maxPriceCents: undefined, headerText: null };
      worker.postMessage({ type: 'resume', state: new RecordCutter({ settings: 'test' }).state, parsing });
      const feed = buildFeed(STANDARD_COLUMNS, [
        offerRow({ merchant_product_id: 'B1', product_name: 'Portátil Lenovo IdeaPad 3 15,6" 8 GB' }),
      ]);
      worker.postMessage({ type: 'cut', chunk: Buffer.from(feed), atEnd: true, parse: true });
      const reply = await cut;
      expect(reply).toMatchObject({ type: 'cut', count: 2 });
      if (reply.type !== 'cut') return;
      expect(reply.rows?.[0]).toBeNull();
      expect(reply.rows?.[1]).toMatchObject({
        ok: true,
        offer: {
          merchantProductId: 'B1',
          identityKey: expect.any(String),
          category: { category: expect.any(String) },
        },
      });
    } finally {
      await worker.terminate();
    }
  });
});
