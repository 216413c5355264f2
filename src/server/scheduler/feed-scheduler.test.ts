import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startChatCompletionsServer } from '../../../tests/support/chat-completions-server.ts';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { buildFeed, offerRow, STANDARD_COLUMNS } from '../../../tests/support/feed-builder.ts';
import {
  insertRunOfDeadImporter,
  insertRunOfLiveImporter,
} from '../../../tests/support/running-import-runs.ts';
import { INTERRUPTED_MESSAGE } from '../ingest/import-run-liveness.ts';
import { FeedScheduler, type SchedulerLogger } from './feed-scheduler.ts';

const FEED = buildFeed(STANDARD_COLUMNS, [
  offerRow({ merchant_product_id: 'A1', search_price: '100.00' }),
  offerRow({ merchant_product_id: 'A2', search_price: '200.00' }),
]);
// The API key a real feed URL carries; it must never reach the logs or import_run.
const API_KEY = 'k3y0123456789abcdef0123';

// Serves FEED; while `hold` is set, a request gets the header line and then waits for release().
function startFeedServer() {
  let hold = false;
  let arrived: () => void = () => {};
  let release: () => void = () => {};
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/csv' });
    if (!hold) {
      response.end(FEED);
      return;
    }
    const [header, ...rest] = FEED.split('\n');
    response.write(`${header}\n`);
    release = () => response.end(rest.join('\n'));
    arrived();
  });
  return {
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/apikey/${API_KEY}/feed.csv`),
        ),
      ),
    // The next request stalls; resolves when it has arrived (the import is reading it).
    holdNextRequest: () => {
      hold = true;
      return new Promise<void>((resolve) => {
        arrived = resolve;
      });
    },
    release: () => {
      hold = false;
      release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function collectingLogger(): SchedulerLogger & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (details: object, message: string) =>
    lines.push(`${level} ${message} ${JSON.stringify(details)}`);
  return { lines, info: write('info'), warn: write('warn'), error: write('error') };
}

describeEachDialect('feed scheduler', (context) => {
  let dir: string;
  let feedServer: ReturnType<typeof startFeedServer>;
  let feedUrl: string;
  const schedulers: FeedScheduler[] = [];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-scheduler-'));
    feedServer = startFeedServer();
    feedUrl = await feedServer.listen();
  });
  afterEach(async () => {
    for (const scheduler of schedulers.splice(0)) await scheduler.stop({ graceMs: 5000 });
    await feedServer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const writeFeedsFile = (feeds: Array<{ name: string; source: string }>) => {
    const file = path.join(dir, 'feeds.json');
    fs.writeFileSync(file, JSON.stringify({ feeds }));
    return file;
  };

  const createScheduler = (feedsFile: string, log = collectingLogger()) => {
    const scheduler = new FeedScheduler({
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
    });
    schedulers.push(scheduler);
    return scheduler;
  };

  const importRuns = () =>
    context().db.selectFrom('import_run').select(['source', 'status', 'message']).orderBy('id').execute();

  it('never lets two schedulers refresh at once: the second skips while the first runs, then runs', async () => {
    const feedsFile = writeFeedsFile([{ name: 'uno', source: feedUrl }]);
    const firstLog = collectingLogger();
    const secondLog = collectingLogger();
    const first = createScheduler(feedsFile, firstLog);
    const second = createScheduler(feedsFile, secondLog);

    const stalled = feedServer.holdNextRequest();
    const firstRun = first.refresh();
    await stalled;
    // The first scheduler is inside its import, holding the refresh lock.
    expect(await second.refresh()).toMatchObject({ status: 'skipped' });
    expect(secondLog.lines.join('\n')).toMatch(/feed scheduler: skipped/);
    expect(await importRuns()).toEqual([expect.objectContaining({ status: 'running' })]);

    feedServer.release();
    expect(await firstRun).toMatchObject({
      status: 'done',
      mode: 'feeds',
      feeds: [{ name: 'uno', status: 'applied' }],
    });
    expect(await second.refresh()).toMatchObject({
      status: 'done',
      feeds: [{ name: 'uno', status: 'applied' }],
    });
    const runs = await importRuns();
    expect(runs.map((run) => run.status)).toEqual(['applied', 'applied']);
    // Neither the logs nor the stored runs show the feed URL's key.
    expect(runs[0]!.source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/apikey\/…\/feed\.csv$/);
    expect([...firstLog.lines, ...secondLog.lines].join('\n')).not.toContain(API_KEY);
  });

  it('records a broken feed and goes on with the next one', async () => {
    const missing = path.join(dir, 'missing.csv.gz');
    const local = path.join(dir, 'local.csv');
    fs.writeFileSync(local, FEED.replaceAll('Tienda Uno', 'Tienda Local').replaceAll('1001', '3003'));
    const log = collectingLogger();
    const scheduler = createScheduler(
      writeFeedsFile([
        { name: 'roto', source: missing },
        { name: 'local', source: './local.csv' },
      ]),
      log,
    );
    expect(await scheduler.refresh()).toMatchObject({
      status: 'done',
      feeds: [
        { name: 'roto', status: 'failed' },
        { name: 'local', status: 'applied' },
      ],
    });
    expect(await importRuns()).toEqual([
      { source: missing, status: 'failed', message: expect.stringContaining('cannot read feed file') },
      { source: local, status: 'applied', message: null },
    ]);
    expect(log.lines.join('\n')).toMatch(/^error feed roto: failed/m);
  });

  it('logs feed sources and errors without the escape sequences they carry', async () => {
    // The worker prints this log to the operator's terminal (pino-pretty), which would obey them.
    const log = collectingLogger();
    const feedsFile = writeFeedsFile([
      { name: 'uno', source: path.join(dir, 'missing\u001b]0;pwned\u0007\u009b31m.csv') },
    ]);
    const scheduler = createScheduler(feedsFile, log);
    expect(await scheduler.refresh()).toMatchObject({ status: 'done', feeds: [{ status: 'failed' }] });
    // A feeds file whose error quotes a bad feed name.
    writeFeedsFile([{ name: 'dos\u001b[2J', source: './dos.csv' }]);
    expect(await scheduler.refresh()).toMatchObject({ status: 'done', mode: 'none' });

    const output = log.lines.join('\n');
    expect(output).toMatch(/^error feed uno: failed, .*missing\.csv/m);
    expect(output).toMatch(/^ {2}feeds\[0\] \(dos\)\.name: /m);
    expect(output).not.toContain('pwned');
    // Neither the bytes themselves nor their JSON escapes (a pretty printer turns those back).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
    expect(output).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|\\u00(?:1b|07|9b)/i);
  });

  it('abandons the current feed cleanly when stopped: rolled back and recorded', async () => {
    const scheduler = createScheduler(writeFeedsFile([{ name: 'uno', source: feedUrl }]));
    const stalled = feedServer.holdNextRequest();
    const run = scheduler.refresh();
    await stalled;
    await scheduler.stop({ graceMs: 10_000 });
    expect(await run).toMatchObject({
      status: 'done',
      abandoned: true,
      feeds: [{ name: 'uno', status: 'failed' }],
    });
    expect(await importRuns()).toEqual([
      expect.objectContaining({ status: 'failed', message: expect.stringMatching(/scheduler is stopping/) }),
    ]);
    const offers = await context().db.selectFrom('offer').select('id').execute();
    expect(offers).toEqual([]);
    // A stopped scheduler runs nothing more.
    expect(await scheduler.refresh()).toMatchObject({ status: 'skipped' });
  });

  it('logs once that there is no feeds file and keeps serving', async () => {
    const log = collectingLogger();
    const scheduler = createScheduler(path.join(dir, 'feeds.json'), log);
    expect(await scheduler.refresh()).toMatchObject({ status: 'done', mode: 'none', feeds: [] });
    expect(await scheduler.refresh()).toMatchObject({ status: 'done', mode: 'none' });
    expect(log.lines.filter((line) => line.includes('no feeds file'))).toHaveLength(1);
  });

  it('reports a broken feeds file, imports nothing, and still checks freshness', async () => {
    const file = path.join(dir, 'feeds.json');
    fs.writeFileSync(file, JSON.stringify({ feeds: [{ name: 'uno' }] }));
    const log = collectingLogger();
    const scheduler = createScheduler(file, log);
    expect(await scheduler.refresh()).toMatchObject({
      status: 'done',
      mode: 'none',
      staleness: { offersHidden: 0 },
    });
    expect(log.lines.join('\n')).toContain('feeds[0] (uno).source: missing: expected a URL or a file path');
  });

  it('marks the runs of importers that died as interrupted as soon as it starts, before any import', async () => {
    const { db, config } = context();
    const dead = await insertRunOfDeadImporter(db);
    const live = await insertRunOfLiveImporter(db, config);
    try {
      const log = collectingLogger();
      // The worker's and the web server's start-up: the first refresh is a minute away.
      const scheduler = new FeedScheduler({
        config: {
          database: config,
          feedsFile: writeFeedsFile([{ name: 'uno', source: feedUrl }]),
          feedRefreshHours: 4,
          dealMinDropPercent: 10,
          awinPublisherId: '000000',
          affiliateNetworkName: 'Awin',
        },
        db,
        log,
        firstRunDelayMs: 60_000,
      });
      schedulers.push(scheduler);
      scheduler.start();
      const runStatus = async (id: number) =>
        (await db.selectFrom('import_run').select('status').where('id', '=', id).executeTakeFirst())?.status;
      await expect.poll(() => runStatus(dead), { timeout: 10_000, interval: 50 }).toBe('interrupted');
      expect(await importRuns()).toEqual([
        { source: 'killed.csv', status: 'interrupted', message: INTERRUPTED_MESSAGE },
        // Another process really importing keeps its run.
        { source: 'importing.csv', status: 'running', message: null },
      ]);
      expect(log.lines.join('\n')).toMatch(/^warn 1 import run was interrupted .*: run \d+ /m);
    } finally {
      await live.release();
    }
  });

  it('runs on its timer and stops cleanly', async () => {
    const scheduler = new FeedScheduler({
      config: {
        database: context().config,
        feedsFile: writeFeedsFile([{ name: 'uno', source: feedUrl }]),
        feedRefreshHours: 4,
        dealMinDropPercent: 10,
        awinPublisherId: '000000',
        affiliateNetworkName: 'Awin',
      },
      log: collectingLogger(),
      firstRunDelayMs: 10,
    });
    schedulers.push(scheduler);
    scheduler.start();
    const deadline = Date.now() + 20_000;
    while ((await importRuns()).filter((run) => run.status === 'applied').length === 0) {
      if (Date.now() > deadline) throw new Error('the scheduled run did not happen');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await scheduler.stop();
    expect((await importRuns()).map((run) => run.status)).toEqual(['applied']);
  });

  // After each scheduled refresh, the texts of the products it brought (never inside the import).
  const waitFor = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('the scheduled run did not happen');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const shortTexts = async () =>
    (await context().db.selectFrom('product').select('short_description_c10').orderBy('id').execute()).map(
      (row) => row.short_description_c10,
    );

  it('writes the new products’ texts with the model after its scheduled refresh, never logging the key', async () => {
    const model = await startChatCompletionsServer();
    const AI_KEY = 'sk-scheduler-secret';
    try {
      model.reply = () => ({
        content: JSON.stringify({
          short_description: 'Escrito por el modelo.',
          description: '<p>Texto.</p>',
        }),
      });
      const log = collectingLogger();
      const scheduler = new FeedScheduler({
        config: {
          database: context().config,
          feedsFile: writeFeedsFile([{ name: 'uno', source: feedUrl }]),
          feedRefreshHours: 4,
          dealMinDropPercent: 10,
          awinPublisherId: '000000',
          affiliateNetworkName: 'Awin',
          ai: { baseUrl: model.baseUrl, model: 'test-model', apiKey: AI_KEY, dailyRequests: 10 },
        },
        log,
        firstRunDelayMs: 10,
      });
      schedulers.push(scheduler);
      scheduler.start();
      await waitFor(
        async () => (await shortTexts()).filter((text) => text === 'Escrito por el modelo.').length === 2,
      );
      await scheduler.stop();
      expect(model.requests).toHaveLength(2);
      expect(log.lines.join('\n')).toMatch(/info product texts: 2 products checked, 2 written by the rules/);
      expect(log.lines.join('\n')).not.toContain(AI_KEY);
    } finally {
      await model.close();
    }
  });

  it('keeps the rules’ texts and the applied import when the model server is down', async () => {
    const model = await startChatCompletionsServer();
    const baseUrl = model.baseUrl;
    await model.close();
    const log = collectingLogger();
    const scheduler = new FeedScheduler({
      config: {
        database: context().config,
        feedsFile: writeFeedsFile([{ name: 'uno', source: feedUrl }]),
        feedRefreshHours: 4,
        dealMinDropPercent: 10,
        awinPublisherId: '000000',
        affiliateNetworkName: 'Awin',
        ai: { baseUrl, model: 'test-model', apiKey: null, dailyRequests: 10 },
      },
      log,
      firstRunDelayMs: 10,
    });
    schedulers.push(scheduler);
    scheduler.start();
    await waitFor(async () => log.lines.some((line) => line.includes('product texts:')));
    await scheduler.stop();
    expect((await importRuns()).map((run) => run.status)).toEqual(['applied']);
    // The names state no attribute: the shop's own short texts.
    expect(await shortTexts()).toEqual(['Descripción de A1', 'Descripción de A2']);
    expect(log.lines.join('\n')).toMatch(
      /warn product texts: .*2 failed, retried by a later run.*ECONNREFUSED/,
    );
  });

  it('lets a refresh go first between two model requests, and goes on with the texts after it', async () => {
    const model = await startChatCompletionsServer();
    try {
      model.reply = () => ({
        delayMs: 200,
        after: {
          content: JSON.stringify({ short_description: 'Del modelo.', description: '<p>Texto.</p>' }),
        },
      });
      const scheduler = new FeedScheduler({
        config: {
          database: context().config,
          feedsFile: writeFeedsFile([{ name: 'uno', source: feedUrl }]),
          feedRefreshHours: 4,
          dealMinDropPercent: 10,
          awinPublisherId: '000000',
          affiliateNetworkName: 'Awin',
          ai: { baseUrl: model.baseUrl, model: 'test-model', apiKey: null, dailyRequests: 10 },
        },
        log: collectingLogger(),
      });
      schedulers.push(scheduler);
      expect(await scheduler.refresh()).toMatchObject({ status: 'done' });
      const firstPass = scheduler.enrichTexts();
      await waitFor(async () => model.requests.length === 1);
      const secondRefresh = scheduler.refresh();

      // The request in flight finishes; then the refresh runs before the next one.
      expect(await firstPass).toMatchObject({ requests: 1, modelWritten: 1, yielded: true });
      expect(await secondRefresh).toMatchObject({ status: 'done', feeds: [{ status: 'applied' }] });
      expect(model.requests).toHaveLength(1);
      await waitFor(async () => (await shortTexts()).every((text) => text === 'Del modelo.'));
      expect(model.requests).toHaveLength(2);
    } finally {
      await model.close();
    }
  });
});
