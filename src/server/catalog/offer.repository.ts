import type { Db } from '../db/database.ts';

// Offers of one product for its page: the current ones (to compare) and the price history of all
// of them (to chart). An available offer was in its shop's last full feed (imports mark missing
// offers unavailable), so the shop's last import is when it was last confirmed: what "actualizado
// hace 2 h" means to a shopper. Unchanged offers are not rewritten by an import, so the offer's own
// last_import_run_id only says when it last changed.

export async function findCurrentOffers(db: Db, productId: number) {
  return db
    .selectFrom('offer')
    .innerJoin('shop', 'shop.id', 'offer.shop_id')
    .select([
      'offer.id',
      'offer.deep_link',
      'offer.product_name',
      'offer.price_cents',
      'offer.currency',
      'offer.delivery_cost_cents',
      'offer.in_stock',
      'offer.condition',
      'offer.is_deal',
      'offer.reference_price_cents',
      'offer.discount_percent',
      'offer.price_changed_at',
      'shop.name as shop_name',
      'shop.logo_url as shop_logo_url',
      'shop.last_import_at',
      'offer.content_changed_at',
      'offer.match_reason',
      'offer.match_detail',
    ])
    .where('offer.product_id', '=', productId)
    .where('offer.is_available', '=', 1)
    .execute();
}

export type CurrentOfferRow = Awaited<ReturnType<typeof findCurrentOffers>>[number];

// Every offer the product ever had, with the window it was seen in.
export async function findOfferTimelines(db: Db, productId: number) {
  return db
    .selectFrom('offer')
    .innerJoin('shop', 'shop.id', 'offer.shop_id')
    .innerJoin('import_run', 'import_run.id', 'offer.last_import_run_id')
    .select([
      'offer.id',
      'offer.first_seen_at',
      'offer.is_available',
      'shop.name as shop_name',
      'import_run.observed_at as last_seen_at',
    ])
    .where('offer.product_id', '=', productId)
    .orderBy('shop.name')
    .execute();
}

// Price points of the given offers from `since` on, plus each offer's last point before it (the
// price in force when the window opens).
export async function findPricePoints(db: Db, offerIds: readonly number[], since: string) {
  if (offerIds.length === 0) return [];
  const inWindow = await db
    .selectFrom('price_point')
    .select(['offer_id', 'price_cents', 'observed_at'])
    .where('offer_id', 'in', offerIds)
    .where('observed_at', '>=', since)
    .execute();
  const before = await db
    .selectFrom('price_point as p')
    .select(['p.offer_id', 'p.price_cents', 'p.observed_at'])
    .where('p.offer_id', 'in', offerIds)
    .where('p.observed_at', '<', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('price_point as later')
            .select('later.id')
            .whereRef('later.offer_id', '=', 'p.offer_id')
            .where('later.observed_at', '<', since)
            .whereRef('later.observed_at', '>', 'p.observed_at'),
        ),
      ),
    )
    .execute();
  return [...before, ...inWindow].sort(
    (a, b) => a.offer_id - b.offer_id || a.observed_at.localeCompare(b.observed_at),
  );
}
