import { replaceBanners } from '../banners/banner.repository.ts';
import type { Db } from '../db/database.ts';
import { enrichProductTexts } from '../enrichment/enrich-products.ts';
import { feedSourceFromText } from '../ingest/feed-source.ts';
import { importFeed } from '../ingest/import-feed.ts';
import { importShopDirectory } from '../ingest/import-shops.ts';
import { buildDemoBanners } from './demo-banners.ts';
import { buildDemoShopDirectory, DEMO_DAYS, generateDemoSnapshots, listDemoShops } from './demo-catalog.ts';

// Fills an empty database with the demo catalog through the real import path: the shop directory,
// then every day's feeds of every shop in date order, so price history and deals arise exactly as
// they would from real feeds. Then the products' texts, by the rules (well under a second): a fresh
// start shows them at once; a configured model rewrites them later, from the scheduler.

export const DEMO_SEED = 20_251_121;

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('offer').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export type SeedDemoOptions = {
  publisherId: string;
  networkName: string;
  dealMinDropPercent: number;
  endDate?: Date;
  days?: number;
  log?: (line: string) => void;
};

export async function seedDemoCatalog(
  db: Db,
  options: SeedDemoOptions,
): Promise<{ rows: number; durationMs: number }> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  await importShopDirectory(db, buildDemoShopDirectory(), {
    publisherId: options.publisherId,
    networkName: options.networkName,
  });
  await replaceBanners(db, await buildDemoBanners(db, listDemoShops()));
  // The last snapshot is "now", so the demo's offers are fresh today.
  const endDate = options.endDate ?? new Date();
  const days = options.days ?? DEMO_DAYS;
  let rows = 0;
  for (const snapshot of generateDemoSnapshots({ seed: DEMO_SEED, endDate, days })) {
    for (const feed of snapshot.feeds) {
      const report = await importFeed(db, feedSourceFromText(`demo/${feed.fileName}`, feed.csv), {
        observedAt: snapshot.observedAt,
        // Demo shops drop products on purpose; never hold a demo day for review.
        force: true,
        dealMinDropPercent: options.dealMinDropPercent,
      });
      if (report.status !== 'applied')
        throw new Error(`demo import of ${feed.fileName} failed: ${report.message}`);
      rows += report.rowsRead;
    }
    if ((snapshot.dayIndex + 1) % 10 === 0 || snapshot.dayIndex === days - 1) {
      log(
        `demo catalog: day ${snapshot.dayIndex + 1} of ${days} imported (${rows.toLocaleString('en-US')} feed rows)`,
      );
    }
  }
  const texts = await enrichProductTexts(db);
  log(
    `demo catalog: texts of ${texts.productsChecked.toLocaleString('en-US')} products written by the rules`,
  );
  return { rows, durationMs: Date.now() - started };
}
