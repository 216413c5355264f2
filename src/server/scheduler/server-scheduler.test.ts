import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import { insertRunOfDeadImporter } from '../../../tests/support/running-import-runs.ts';
import type { SchedulerLogger } from './feed-scheduler.ts';
import { type ServerScheduler, startScheduler } from './server-scheduler.ts';

const FEED = buildFeed(
  STANDARD_COLUMNS,
  Array.from({ length: 50 }, (_, i) => offerRow({ merchant_product_id: `T${i}`, search_price: '25.00' })),
);

function collectingLogger(): SchedulerLogger & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (details: object, message: string) =>
    lines.push(`${level} ${message} ${JSON.stringify(details)}`);
  return { lines, info: write('info'), warn: write('warn'), error: write('error') };
}

// Blocks this thread, as a long synchronous SQLite statement of the server's would.
function sleepBlocking(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describeEachDialect('web server scheduler thread', (context) => {
  let dir: string;
  let scheduler: ServerScheduler | null = null;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-scheduler-'));
  });
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = null;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  let catalogChanges = 0;
  const start = (source: string, log: SchedulerLogger) => {
    catalogChanges = 0;
    const feedsFile = path.join(dir, 'feeds.json');
    fs.writeFileSync(feedsFile, JSON.stringify({ feeds: [{ name: 'hilo', source }] }));
    scheduler = startScheduler({
      config: {
        database: context().config,
        feedsFile,
        feedRefreshHours: 4,
        dealMinDropPercent: 10,
        awinPublisherId: '000000',
        affiliateNetworkName: 'Awin',
      },
      db: context().db,
      log,
      firstRunDelayMs: 0,
      onCatalogChanged: () => catalogChanges++,
    });
    return scheduler;
  };

  const runStatuses = async () =>
    (await context().db.selectFrom('import_run').select('status').orderBy('id').execute()).map(
      (run) => run.status,
    );

  it('imports while the server’s own thread is busy, and reports to the server’s log', async () => {
    const { config } = context();
    const feedFile = path.join(dir, 'feed.csv');
    fs.writeFileSync(feedFile, FEED);
    const log = collectingLogger();
    start(feedFile, log);

    if (config.dialect === 'sqlite') {
      // This thread never yields until the import has committed: had the scheduler run here, the
      // import could not even begin and the loop would run out of time.
      const reader = new Database(config.path, { readonly: true });
      let status: string | undefined;
      const deadline = Date.now() + 60_000;
      while (status !== 'applied' && Date.now() < deadline) {
        sleepBlocking(50);
        status = (
          reader.prepare('SELECT status FROM import_run ORDER BY id DESC LIMIT 1').get() as
            | { status: string }
            | undefined
        )?.status;
      }
      reader.close();
      expect(status).toBe('applied');
    }

    await expect.poll(runStatuses, { timeout: 60_000, interval: 100 }).toEqual(['applied']);
    await expect
      .poll(() => log.lines.join('\n'), { timeout: 10_000 })
      .toMatch(/info feed hilo: applied, 50 rows/);
    const offers = await context().db.selectFrom('offer').select('id').execute();
    expect(offers).toHaveLength(50);
    // The server hears of the change (and sends the price alerts it fulfils).
    await expect.poll(() => catalogChanges, { timeout: 10_000 }).toBe(1);
  });

  it('marks the runs of importers that died as interrupted when the server starts', async () => {
    const { db, config } = context();
    const dead = await insertRunOfDeadImporter(db);
    scheduler = startScheduler({
      config: {
        database: config,
        feedsFile: path.join(dir, 'feeds.json'),
        feedRefreshHours: 4,
        dealMinDropPercent: 10,
        awinPublisherId: '000000',
        affiliateNetworkName: 'Awin',
      },
      db,
      log: collectingLogger(),
      // No import runs meanwhile.
      firstRunDelayMs: 60_000,
    });
    await expect
      .poll(
        async () =>
          (await db.selectFrom('import_run').select('status').where('id', '=', dead).executeTakeFirst())
            ?.status,
        { timeout: 20_000, interval: 100 },
      )
      .toBe('interrupted');
    expect(await runStatuses()).toEqual(['interrupted']);
  });

  it('stops on request, abandoning the feed it is reading, which changes nothing', async () => {
    // A feed server that sends the header and then waits, so the import is caught mid-read.
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.write(`${FEED.split('\n')[0]}\n`);
      arrived();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const log = collectingLogger();
      const running = start(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.csv`, log);
      await requestArrived;
      await running.stop();
      scheduler = null;
      expect(await runStatuses()).toEqual(['failed']);
      expect(catalogChanges).toBe(0);
      expect(await context().db.selectFrom('offer').select('id').execute()).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
