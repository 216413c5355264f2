import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { FeedScheduler } from '../scheduler/feed-scheduler.ts';
import { hideStaleOffers } from '../scheduler/staleness.ts';
import { generateDemoSnapshots } from './demo-catalog.ts';
import { listMissingDemoDays } from './demo-refresh.ts';
import { DEMO_SEED } from './seed-demo.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// GameNexo: the smallest demo shop keeps the test fast; a two-day plan stands in for the 60 days.
const SHOP = '10004';
const DAYS = 2;

describe('listMissingDemoDays', () => {
  const last = new Date('2026-03-01T07:30:00.000Z');

  it('lists each whole day since the last import, at its time of day', () => {
    expect(listMissingDemoDays(last, new Date('2026-03-01T23:00:00Z'))).toEqual([]);
    expect(listMissingDemoDays(last, new Date('2026-03-03T07:30:00Z')).map((d) => d.toISOString())).toEqual([
      '2026-03-02T07:30:00.000Z',
      '2026-03-03T07:30:00.000Z',
    ]);
  });

  it('catches up on the latest days only', () => {
    const days = listMissingDemoDays(last, new Date('2026-04-01T08:00:00Z'), 3);
    expect(days.map((d) => d.toISOString())).toEqual([
      '2026-03-30T07:30:00.000Z',
      '2026-03-31T07:30:00.000Z',
      '2026-04-01T07:30:00.000Z',
    ]);
  });
});

describeEachDialect('demo refresh', (context) => {
  it('imports the missing days so a demo left running keeps fresh offers and honest history', async () => {
    const { db, config } = context();
    const now = new Date();
    // The demo as seeded 50 hours ago (seed-demo.ts does this for every shop and 60 days).
    const seededAt = new Date(now.getTime() - 50 * HOUR);
    for (const snapshot of generateDemoSnapshots({ seed: DEMO_SEED, endDate: seededAt, days: DAYS })) {
      for (const feed of snapshot.feeds.filter((f) => f.shop.advertiserId === SHOP)) {
        const report = await importFeed(db, feedSourceFromText(`demo/${feed.fileName}`, feed.csv), {
          observedAt: snapshot.observedAt,
          force: true,
        });
        expect(report.status).toBe('applied');
      }
    }
    const listed = async () =>
      (await db.selectFrom('product').select('id').where('is_listed', '=', 1).execute()).length;
    const listedAtSeed = await listed();
    expect(listedAtSeed).toBeGreaterThan(50);
    const pricePointsAtSeed = (await db.selectFrom('price_point').select('id').execute()).length;
    // Left alone, the demo would now go stale.
    expect(
      (
        await db
          .selectFrom('shop')
          .select('last_import_at')
          .where('advertiser_id', '=', SHOP)
          .executeTakeFirst()
      )?.last_import_at,
    ).toBe(seededAt.toISOString());

    const scheduler = new FeedScheduler({
      config: {
        database: config,
        feedsFile: '/nonexistent/feeds.json',
        feedRefreshHours: 4,
        dealMinDropPercent: 10,
        awinPublisherId: '000000',
        affiliateNetworkName: 'Awin',
      },
      db,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      demoDays: DAYS,
      demoAdvertiserIds: [SHOP],
      now: () => now,
    });
    const outcome = await scheduler.refresh();
    await scheduler.stop();
    expect(outcome).toMatchObject({ status: 'done', mode: 'demo', staleness: { offersHidden: 0 } });

    // One run per missing day, at the seed's time of day, each applied.
    const runs = await db
      .selectFrom('import_run')
      .select(['source', 'status', 'observed_at'])
      .where('observed_at', '>', seededAt.toISOString())
      .orderBy('id')
      .execute();
    expect(runs.map((run) => [run.status, new Date(run.observed_at).toISOString()])).toEqual([
      ['applied', new Date(seededAt.getTime() + DAY).toISOString()],
      ['applied', new Date(seededAt.getTime() + 2 * DAY).toISOString()],
    ]);
    expect(runs[1]!.source).toBe(
      `demo/${SHOP}_gamenexo_${new Date(seededAt.getTime() + 2 * DAY).toISOString().slice(0, 10)}.csv`,
    );
    // The shop is fresh, its products stay listed, and the repeated last-day prices add no price points.
    expect(await hideStaleOffers(db, { now })).toMatchObject({ offersHidden: 0 });
    expect(await listed()).toBe(listedAtSeed);
    expect((await db.selectFrom('price_point').select('id').execute()).length).toBe(pricePointsAtSeed);

    // Up to date now: the next run imports nothing.
    const again = new FeedScheduler({
      config: {
        database: config,
        feedsFile: '/nonexistent/feeds.json',
        feedRefreshHours: 4,
        dealMinDropPercent: 10,
        awinPublisherId: '000000',
        affiliateNetworkName: 'Awin',
      },
      db,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      demoDays: DAYS,
      demoAdvertiserIds: [SHOP],
      now: () => now,
    });
    expect(await again.refresh()).toMatchObject({ status: 'done', mode: 'demo', feeds: [] });
    await again.stop();
  });
});
