import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { normalizeBrandKey } from '../catalog/brand-key.ts';
import { applySort } from '../catalog/product.repository.ts';
import { type Db, dialectOf } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { cleanPopularSearchText, isPresentableBrandName } from './popular-text.ts';

// The dialect-neutral queries of search (Kysely): product rows for result pages, the orders other
// than relevance, brands, and the counters behind popular searches and brands. Full-text matching
// itself is in the engine modules.

export type SearchSortOrder = 'rating' | 'popularity' | 'recent' | 'price_asc' | 'price_desc';

type ProductQuery<O> = SelectQueryBuilder<Database, 'product', O>;

// The orders of the product lists.
function applySearchSort<O>(query: ProductQuery<O>, sort: SearchSortOrder): ProductQuery<O> {
  return applySort(query, sort);
}

export type SortedSearch = {
  // Ids of the products matching the text (an engine subquery), or null for a brand alone.
  matching: RawBuilder<{ id: number }> | null;
  brandId: number | null;
  sort: SearchSortOrder;
  offset: number;
  limit: number;
};

export async function findSortedProductIds(db: Db, search: SortedSearch): Promise<number[]> {
  let query = db.selectFrom('product').select('product.id').where('product.is_listed', '=', 1);
  // On SQLite the unary plus keeps the planner from looking up every match by rowid and sorting
  // them all (368 ms for "te" by price on 200,000 products, one request blocking the server): it
  // walks the list's own index in order instead, checks each product against the matches, and stops
  // at the page (27 ms). PostgreSQL plans this join itself.
  const productId = dialectOf(db) === 'sqlite' ? sql`+product.id` : sql`product.id`;
  if (search.matching) query = query.where(sql<boolean>`${productId} IN (${search.matching})`);
  if (search.brandId !== null) query = query.where('product.brand_id', '=', search.brandId);
  const rows = await applySearchSort(query, search.sort).limit(search.limit).offset(search.offset).execute();
  return rows.map((row) => row.id);
}

export async function countBrandProducts(db: Db, brandId: number): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('brand_id', '=', brandId)
    .where('is_listed', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// Brands are found by the key the importer groups them by ("Sony", "SONY" and "sony" are one).
export async function findBrandIdByName(db: Db, name: string): Promise<number | null> {
  const key = normalizeBrandKey(name);
  if (key === '') return null;
  const row = await db.selectFrom('brand').select('id').where('name_key', '=', key).executeTakeFirst();
  return row?.id ?? null;
}

export async function brandExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('brand').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

// Brands with listed products whose name has a word starting with the folded text, most products
// first. `folded` holds letters, digits and single spaces only (foldForMatching), so it needs no
// escaping inside LIKE.
export async function findBrandNamesStartingWith(db: Db, folded: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_suggestion')
    .select('label')
    .where('kind', '=', 'brand')
    .where('product_count', '>', 0)
    .where((eb) => eb.or([eb('key', 'like', `${folded}%`), eb('key', 'like', `% ${folded}%`)]))
    .orderBy('product_count', 'desc')
    .orderBy('label')
    .limit(limit)
    .execute();
  return rows.map((row) => row.label);
}

// Brands most viewed and clicked since `sinceDay`; brands nobody looked at yet follow, those with
// the most listed products first (so a new site still shows sensible brands).
// Brands ranked by what visitors did in the window, counted only for brands that at least
// `minNetworks` different networks looked at; then the brands with most products. Names that do not
// read as a name (popular-text.ts) are left out, so a few spare rows are read.
export async function findPopularBrands(
  db: Db,
  sinceDay: string,
  minNetworks: number,
  limit: number,
): Promise<Array<{ id: number; name: string }>> {
  const askedFor = db
    .selectFrom('brand_network')
    .select('brand_id')
    .where('last_day', '>=', sinceDay)
    .groupBy('brand_id')
    .having((eb) => eb.fn.countAll(), '>=', minNetworks);
  const activity = db
    .selectFrom('brand_activity_day')
    .select(['brand_id', (eb) => eb.fn.sum<number>(eb('views', '+', eb.ref('clicks'))).as('score')])
    .where('day', '>=', sinceDay)
    .where('brand_id', 'in', askedFor)
    .groupBy('brand_id')
    .as('activity');
  const rows = await db
    .selectFrom('search_suggestion as s')
    .innerJoin('brand as b', 'b.id', 's.brand_id')
    .leftJoin(activity, 'activity.brand_id', 'b.id')
    .select(['b.id', 'b.name', sql<number>`coalesce(activity.score, 0)`.as('score')])
    .where('s.kind', '=', 'brand')
    .where('s.product_count', '>', 0)
    .orderBy(sql`coalesce(activity.score, 0)`, 'desc')
    .orderBy('s.product_count', 'desc')
    .orderBy('b.name')
    .limit(limit + SPARE_POPULAR_ROWS)
    .execute();
  return rows
    .filter((row) => isPresentableBrandName(row.name))
    .slice(0, limit)
    .map((row) => ({ id: row.id, name: row.name }));
}

const SPARE_POPULAR_ROWS = 20;

// Searches at least `minNetworks` different networks made in the window, most searched first.
// Texts stored before they were cleaned are cleaned on the way out too, or left out.
export async function findPopularSearches(
  db: Db,
  sinceDay: string,
  minNetworks: number,
  limit: number,
): Promise<Array<{ id: number; text: string }>> {
  const askedFor = db
    .selectFrom('search_query_network')
    .select('query_id')
    .where('last_day', '>=', sinceDay)
    .groupBy('query_id')
    .having((eb) => eb.fn.countAll(), '>=', minNetworks);
  const rows = await db
    .selectFrom('search_query_day as d')
    .innerJoin('search_query as q', 'q.id', 'd.query_id')
    .select(['q.id', 'q.display_text'])
    .where('d.day', '>=', sinceDay)
    .where('q.id', 'in', askedFor)
    .groupBy(['q.id', 'q.display_text'])
    .orderBy((eb) => eb.fn.sum(eb('d.searches', '+', eb.ref('d.clicks'))), 'desc')
    .orderBy((eb) => eb.fn.max('d.day'), 'desc')
    .orderBy('q.id')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const text = cleanPopularSearchText(row.display_text);
    return text === null ? [] : [{ id: row.id, text }];
  });
}

export async function searchQueryExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('search_query').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

// `networks`: the hashed client networks behind the counts (search-popularity.ts).
export type SearchActivity = {
  queryKey: string;
  displayText: string;
  day: string;
  searches: number;
  networks: Set<string>;
};
export type SearchClickActivity = { queryId: number; day: string; clicks: number; networks: Set<string> };
export type BrandActivity = {
  brandId: number;
  day: string;
  views: number;
  clicks: number;
  networks: Set<string>;
};

// Each network is one row per subject, holding the last day it asked.
function networkRows<Id extends string>(
  idColumn: Id,
  items: ReadonlyArray<{ id: number; day: string; networks: Set<string> }>,
): Array<Record<Id, number> & { network: string; last_day: string }> {
  const rows = new Map<string, Record<Id, number> & { network: string; last_day: string }>();
  for (const item of items)
    for (const network of item.networks) {
      const key = `${item.id}|${network}`;
      const current = rows.get(key);
      if (current === undefined || current.last_day < item.day)
        rows.set(key, { [idColumn]: item.id, network, last_day: item.day } as Record<Id, number> & {
          network: string;
          last_day: string;
        });
    }
  return [...rows.values()];
}

export async function writeSearchActivity(
  db: Db,
  searches: readonly SearchActivity[],
  clicks: readonly SearchClickActivity[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (searches.length > 0) {
      const keys = [...new Map(searches.map((item) => [item.queryKey, item])).values()];
      await trx
        .insertInto('search_query')
        .values(
          keys.map((item) => ({ query_key: item.queryKey, display_text: item.displayText, created_at: now })),
        )
        .onConflict((oc) => oc.column('query_key').doNothing())
        .execute();
      const ids = new Map(
        (
          await trx
            .selectFrom('search_query')
            .select(['id', 'query_key'])
            .where(
              'query_key',
              'in',
              keys.map((item) => item.queryKey),
            )
            .execute()
        ).map((row) => [row.query_key, row.id]),
      );
      const days = searches.flatMap((item) => {
        const queryId = ids.get(item.queryKey);
        return queryId === undefined ? [] : [{ query_id: queryId, day: item.day, searches: item.searches }];
      });
      await writeQueryNetworks(
        trx,
        searches.flatMap((item) => {
          const id = ids.get(item.queryKey);
          return id === undefined ? [] : [{ id, day: item.day, networks: item.networks }];
        }),
      );
      if (days.length > 0) {
        await trx
          .insertInto('search_query_day')
          .values(days)
          .onConflict((oc) =>
            oc.columns(['query_id', 'day']).doUpdateSet((eb) => ({
              searches: eb('search_query_day.searches', '+', eb.ref('excluded.searches')),
            })),
          )
          .execute();
      }
    }
    if (clicks.length > 0) {
      await trx
        .insertInto('search_query_day')
        .values(clicks.map((item) => ({ query_id: item.queryId, day: item.day, clicks: item.clicks })))
        .onConflict((oc) =>
          oc.columns(['query_id', 'day']).doUpdateSet((eb) => ({
            clicks: eb('search_query_day.clicks', '+', eb.ref('excluded.clicks')),
          })),
        )
        .execute();
      await writeQueryNetworks(
        trx,
        clicks.map((item) => ({ id: item.queryId, day: item.day, networks: item.networks })),
      );
    }
  });
}

async function writeQueryNetworks(
  trx: Db,
  items: ReadonlyArray<{ id: number; day: string; networks: Set<string> }>,
): Promise<void> {
  const rows = networkRows('query_id', items);
  if (rows.length === 0) return;
  await trx
    .insertInto('search_query_network')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['query_id', 'network']).doUpdateSet((eb) => ({ last_day: eb.ref('excluded.last_day') })),
    )
    .execute();
}

export async function writeBrandActivity(db: Db, activity: readonly BrandActivity[]): Promise<void> {
  if (activity.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('brand_activity_day')
      .values(
        activity.map((item) => ({
          brand_id: item.brandId,
          day: item.day,
          views: item.views,
          clicks: item.clicks,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['brand_id', 'day']).doUpdateSet((eb) => ({
          views: eb('brand_activity_day.views', '+', eb.ref('excluded.views')),
          clicks: eb('brand_activity_day.clicks', '+', eb.ref('excluded.clicks')),
        })),
      )
      .execute();
    const networks = networkRows(
      'brand_id',
      activity.map((item) => ({ id: item.brandId, day: item.day, networks: item.networks })),
    );
    if (networks.length > 0)
      await trx
        .insertInto('brand_network')
        .values(networks)
        .onConflict((oc) =>
          oc
            .columns(['brand_id', 'network'])
            .doUpdateSet((eb) => ({ last_day: eb.ref('excluded.last_day') })),
        )
        .execute();
    // The all-time counters of the brand table (migration 0001) stay meaningful too.
    for (const item of activity) {
      await trx
        .updateTable('brand')
        .set((eb) => ({
          view_count: eb('view_count', '+', item.views),
          click_count: eb('click_count', '+', item.clicks),
        }))
        .where('id', '=', item.brandId)
        .execute();
    }
  });
}

// Daily counters older than this are of no use to any window.
export async function deleteActivityBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('search_query_day').where('day', '<', day).execute();
  await db.deleteFrom('brand_activity_day').where('day', '<', day).execute();
  await db.deleteFrom('search_query_network').where('last_day', '<', day).execute();
  await db.deleteFrom('brand_network').where('last_day', '<', day).execute();
}

// Suggestion labels by id, in the order of the ids.
export async function findSuggestionLabels(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('search_suggestion')
    .select(['id', 'label'])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row.label]));
  return ids.map((id) => byId.get(id)).filter((label): label is string => label !== undefined);
}
