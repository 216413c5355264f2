import { type ExpressionBuilder, sql } from 'kysely';
import { refreshProductFacets } from '../catalog/filtering/facet-table.ts';
import { PostgresBulkSql, SqliteBulkSql } from '../db/bulk-sql.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../db/database.ts';
import { CATALOG_WRITE_LOCK_ID } from '../db/locks.ts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_DEAL_MIN_DROP_PERCENT } from '../deals/deal-rule.ts';
import { CatalogWriter } from '../ingest/catalog-writer.ts';
import { reindexSearch } from '../search/search-index.ts';

// An offer is only as fresh as its shop's last applied feed: shop.last_import_at is when a feed last
// confirmed every available offer of the shop (an unchanged offer costs the importer no write, so
// the offer row itself cannot say). A shop whose feed has not been confirmed for two days (missed
// runs, a broken or held feed, a shop that left the programme) may be showing prices it no longer
// charges, so its offers leave the lists until a feed confirms them again. Two days leave room for
// a feed that fails a few scheduled runs in a row before visitors notice anything.
export const STALE_AFTER_HOURS = 48;
export const STALE_AFTER_MS = STALE_AFTER_HOURS * 3_600_000;

export type StaleShop = { id: number; name: string; lastImportAt: string | null };
export type StalenessReport = { staleShops: StaleShop[]; offersHidden: number; productsChanged: number };

// A shop with at least one offer still in the lists.
export function showsOffers(eb: ExpressionBuilder<Database, 'shop'>) {
  return eb.exists(
    eb
      .selectFrom('offer')
      .select('offer.id')
      .whereRef('offer.shop_id', '=', 'shop.id')
      .where('offer.is_available', '=', 1),
  );
}

export function staleCutoff(now: Date): string {
  return new Date(now.getTime() - STALE_AFTER_MS).toISOString();
}

export function isStale(lastImportAt: string | null, now: Date): boolean {
  return lastImportAt === null || Date.parse(lastImportAt) < now.getTime() - STALE_AFTER_MS;
}

// Marks the still-available offers of stale shops unavailable and recomputes their products'
// summaries (best offer, price, offer count, deal, listed) with the importer's own rule, so a
// product with a fresh offer elsewhere stays listed at that price. The next applied feed of the shop
// makes the offers available again (an unavailable offer in a feed counts as updated).
export async function hideStaleOffers(db: Db, options: { now?: Date } = {}): Promise<StalenessReport> {
  const now = options.now ?? new Date();
  const cutoff = staleCutoff(now);
  // Read first, without any lock: most checks find nothing to do and must not queue behind an import.
  const staleShops = (
    await db
      .selectFrom('shop')
      .select(['id', 'name', 'last_import_at'])
      .where((eb) => eb.or([eb('last_import_at', 'is', null), eb('last_import_at', '<', cutoff)]))
      .where(showsOffers)
      .orderBy('name')
      .execute()
  ).map((row) => ({ id: row.id, name: row.name, lastImportAt: row.last_import_at }));
  if (staleShops.length === 0) return { staleShops, offersHidden: 0, productsChanged: 0 };

  return db.transaction().execute(async (trx) => {
    const postgres = dialectOf(db) === 'postgres';
    const bulk = postgres ? new PostgresBulkSql(trx) : new SqliteBulkSql(sqliteConnectionOf(db));
    if (postgres) await sql`SELECT pg_advisory_xact_lock(${CATALOG_WRITE_LOCK_ID})`.execute(trx);
    // The condition is checked again under the lock: an import may have confirmed a shop meanwhile.
    const hidden = await bulk.selectIn<{ product_id: number }>(
      `UPDATE offer SET is_available = 0
        WHERE is_available = 1
          AND shop_id IN (SELECT id FROM shop WHERE last_import_at IS NULL OR last_import_at < ?)
          AND shop_id IN`,
      staleShops.map((shop) => shop.id),
      'RETURNING product_id',
      [cutoff],
    );
    const productIds = [...new Set(hidden.map((row) => row.product_id))];
    if (productIds.length > 0) {
      // Only the summary rule of the writer is used here: no feed, no run, no deal evaluation.
      const writer = new CatalogWriter(bulk, {
        runId: 0,
        observedAt: now.toISOString(),
        dealMinDropPercent: DEFAULT_DEAL_MIN_DROP_PERCENT,
      });
      await writer.refreshProductSummaries(productIds);
      await refreshProductFacets(bulk, { touchedProductIds: productIds, createdAfterId: null });
      await reindexSearch(bulk, { touchedProductIds: productIds, createdAfterId: null }, db);
    }
    return { staleShops, offersHidden: hidden.length, productsChanged: productIds.length };
  });
}
