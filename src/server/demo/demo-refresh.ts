import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Db } from '../db/database.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { type ImportReport, importFeed } from '../ingest/import-feed.ts';
import { DEMO_DAYS, type DemoFeed, generateDemoSnapshots, listDemoShops } from './demo-catalog.ts';
import { DEMO_SEED } from './seed-demo.ts';

// Keeps a running demo fresh. The seed's last snapshot is "now" at first start; without new feeds
// the demo shops would go stale (scheduler/staleness.ts) and leave the lists two days later. So the
// scheduler, when the database holds the demo and no feeds file is configured, imports one demo
// snapshot per whole day since the demo shops' last import, at the same time of day, as a partner
// shop sending a daily feed would.
//
// The generator plans prices for the seeded days only (the plan depends on the number of days, so a
// longer plan would rewrite the history already imported). After the plan's last day, every day
// repeats that day's prices and stock: flat, but honest, price history. One generated snapshot
// therefore serves every missing day; only its rows' last_updated texts, which the importer
// ignores, belong to the latest of them.

const DAY_MS = 86_400_000;
// A demo switched off for longer gets only the last two weeks: a real feed that was down leaves a
// gap in the history too, and each day costs a few seconds of import.
export const MAX_DEMO_CATCH_UP_DAYS = 14;

export type DemoRefreshOptions = {
  dealMinDropPercent: number;
  now?: Date;
  // The number of days the demo was seeded with (seedDemoCatalog's `days`), which fixes its plan.
  days?: number;
  // Only these demo shops (tests use one small shop); all of them by default.
  advertiserIds?: readonly string[];
  // Checked between feeds: a stopping scheduler leaves the remaining days for its next run.
  signal?: AbortSignal;
  log?: (line: string) => void;
};

export type DemoRefreshReport = { days: Date[]; reports: ImportReport[] };

function demoAdvertiserIds(options: Pick<DemoRefreshOptions, 'advertiserIds'>): string[] {
  const all = listDemoShops().map((shop) => shop.advertiserId);
  return options.advertiserIds ? all.filter((id) => options.advertiserIds!.includes(id)) : all;
}

// When the demo shops were last imported; null when the database does not hold the demo catalog.
export async function findDemoLastImport(
  db: Db,
  options: Pick<DemoRefreshOptions, 'advertiserIds'> = {},
): Promise<Date | null> {
  const ids = demoAdvertiserIds(options);
  if (ids.length === 0) return null;
  const row = await db
    .selectFrom('shop')
    .select((eb) => eb.fn.max('last_import_at').as('last'))
    .where('advertiser_id', 'in', ids)
    .executeTakeFirst();
  return row?.last ? new Date(row.last) : null;
}

// The whole days after `last` up to `now`, at `last`'s time of day, the latest `max` of them.
export function listMissingDemoDays(last: Date, now: Date, max = MAX_DEMO_CATCH_UP_DAYS): Date[] {
  const missing = Math.floor((now.getTime() - last.getTime()) / DAY_MS);
  const days: Date[] = [];
  for (let k = Math.max(1, missing - max + 1); k <= missing; k++) {
    days.push(new Date(last.getTime() + k * DAY_MS));
  }
  return days;
}

// The feeds of the plan's last day, generated for `observedAt`. The generator computes its plan and
// renders every planned day; pausing between days keeps a web server in the same process answering.
export async function generateDemoFeedsAfterPlan(options: {
  observedAt: Date;
  days: number;
  seed?: number;
}): Promise<DemoFeed[]> {
  let last: DemoFeed[] = [];
  for (const snapshot of generateDemoSnapshots({
    seed: options.seed ?? DEMO_SEED,
    endDate: options.observedAt,
    days: options.days,
  })) {
    last = snapshot.feeds;
    await yieldToEventLoop();
  }
  return last;
}

export async function refreshDemoCatalog(db: Db, options: DemoRefreshOptions): Promise<DemoRefreshReport> {
  const log = options.log ?? (() => {});
  const last = await findDemoLastImport(db, options);
  if (last === null) return { days: [], reports: [] };
  const days = listMissingDemoDays(last, options.now ?? new Date());
  const reports: ImportReport[] = [];
  if (days.length === 0 || options.signal?.aborted) return { days: [], reports };
  const wanted = new Set(demoAdvertiserIds(options));
  const feeds = (
    await generateDemoFeedsAfterPlan({ observedAt: days.at(-1)!, days: options.days ?? DEMO_DAYS })
  ).filter((feed) => wanted.has(feed.shop.advertiserId));
  const done: Date[] = [];
  for (const day of days) {
    const date = day.toISOString().slice(0, 10);
    for (const feed of feeds) {
      if (options.signal?.aborted) return { days: done, reports };
      const fileName = feed.fileName.replace(/_\d{4}-\d{2}-\d{2}\.csv$/, `_${date}.csv`);
      reports.push(
        await importFeed(db, feedSourceFromText(`demo/${fileName}`, feed.csv), {
          observedAt: day,
          // As in the seed: demo shops drop products on purpose; never hold a demo day for review.
          force: true,
          dealMinDropPercent: options.dealMinDropPercent,
        }),
      );
    }
    done.push(day);
    log(`demo catalog: feeds of ${date} imported`);
  }
  return { days: done, reports };
}
