import { type SelectQueryBuilder, sql } from 'kysely';
import type { ProductListScope, ProductSort } from '../../shared/contracts/product-lists.ts';
import { type Db, dialectOf } from '../db/database.ts';
import { prepared } from '../db/prepared-statements.ts';
import type { Database } from '../db/schema.ts';

// Product list queries: one row per visible product with its best current offer, shop, brand and
// category joined in. Only this file and its siblings talk to the query builder.

// "Featured" is a quality bar, not paid placement: well rated by enough buyers.
export const FEATURED_MIN_RATING = 4;
export const FEATURED_MIN_REVIEWS = 5;

export type ProductListFilter = {
  scope: ProductListScope;
  categoryId?: number;
  // With its parent categoryId always: subcategory lists are read from the category's indexes
  // (migration 0005; the importer only files a product under a subcategory of its category).
  subcategoryId?: number;
  excludeDeals?: boolean;
};

export type ProductListQuery = ProductListFilter & { sort: ProductSort; offset: number; limit: number };

export type ProductListRow = Awaited<ReturnType<typeof findProductRows>>[number];

type ProductQuery<O> = SelectQueryBuilder<Database, 'product', O>;

// `sort`: the order the rows will be read in, when they are (not for counts).
function applyFilter<O>(
  query: ProductQuery<O>,
  filter: ProductListFilter,
  sort?: ProductSort,
): ProductQuery<O> {
  let q = query.where('product.is_listed', '=', 1);
  if (filter.categoryId !== undefined) q = q.where('product.category_id', '=', filter.categoryId);
  if (filter.subcategoryId !== undefined) q = q.where('product.subcategory_id', '=', filter.subcategoryId);
  if (filter.scope === 'deals') {
    // A page of deals in an order with a list index (migration 0005) is read from that index,
    // which holds is_deal: a few hundred entries for a page when 4 % of products are deals. SQLite
    // would take the deals' own index instead and sort every deal (40,000 product rows read:
    // 200 ms at a million products). The unary plus keeps the column out of index selection.
    // Counts (no order) and the discount order, which has no list index, still use the deals'.
    const deal =
      sort !== undefined && sort !== 'discount'
        ? sql<number>`+${sql.ref('product.is_deal')}`
        : sql.ref('product.is_deal');
    q = q.where(deal, '=', 1);
  }
  if (filter.scope === 'featured') {
    // Read in another order than rating, the rating bar must not draw SQLite to the rating index
    // (a range on it looks selective) and away from the index in the list's order, which would
    // mean sorting the whole list. A unary plus keeps a column out of index selection.
    const rating =
      sort !== undefined && sort !== 'rating'
        ? sql<number>`+${sql.ref('product.rating')}`
        : sql.ref('product.rating');
    q = q.where(rating, '>=', FEATURED_MIN_RATING).where('product.review_count', '>=', FEATURED_MIN_REVIEWS);
  }
  if (filter.excludeDeals) q = q.where('product.is_deal', '=', 0);
  return q;
}

export function applySort<O>(query: ProductQuery<O>, sort: ProductSort): ProductQuery<O> {
  switch (sort) {
    // Each order is read from an index of exactly these columns and directions (migration 0005).
    case 'rating':
      // Unrated products last on both dialects (PostgreSQL would put NULL first in a DESC order).
      return query
        .orderBy('product.rating', (order) => order.desc().nullsLast())
        .orderBy('product.review_count', 'desc')
        .orderBy('product.id');
    case 'popularity':
    case 'popular':
      return query
        .orderBy('product.click_count', 'desc')
        .orderBy('product.review_count', 'desc')
        .orderBy('product.offer_count', 'desc')
        .orderBy('product.id');
    case 'recent':
      return query.orderBy('product.first_seen_at', 'desc').orderBy('product.id', 'desc');
    case 'price_asc':
      return query.orderBy('product.price_cents', 'asc').orderBy('product.id');
    case 'price_desc':
      return query.orderBy('product.price_cents', 'desc').orderBy('product.id', 'desc');
    case 'discount':
      return query.orderBy('product.discount_percent', 'desc').orderBy('product.id');
  }
}

// One row per product with its best current offer, shop, brand and category: what every product
// list item (and the product page) is made from.
export function productRowsQuery(db: Db) {
  return db
    .selectFrom('product')
    .leftJoin('offer', 'offer.id', 'product.best_offer_id')
    .leftJoin('shop', 'shop.id', 'offer.shop_id')
    .leftJoin('brand', 'brand.id', 'product.brand_id')
    .leftJoin('category', 'category.id', 'product.category_id')
    .leftJoin('subcategory', 'subcategory.id', 'product.subcategory_id')
    .select([
      'product.id',
      'product.id_c10',
      'product.name',
      'product.product_name',
      'product.gtin',
      'product.short_description',
      'product.short_description_c10',
      'product.description',
      'product.description_c10',
      'product.merchant_category',
      'product.model',
      'product.colour',
      'product.keywords',
      'product.isbn',
      'product.specifications',
      'product.large_image',
      'product.merchant_image_url',
      'product.alternate_image',
      'product.alternate_image_two',
      'product.alternate_image_three',
      'product.rating',
      'product.review_count',
      'product.price_cents',
      'product.reference_price_cents',
      'product.discount_percent',
      'product.is_deal',
      'product.deal_since',
      'product.offer_count',
      'product.lowest_price_cents',
      'product.highest_price_cents',
      'offer.deep_link',
      'offer.condition',
      'offer.currency',
      'offer.delivery_cost_cents',
      'offer.in_stock',
      'shop.last_import_at',
      'shop.name as shop_name',
      'brand.name as brand_name',
      'category.slug as category_slug',
      'category.name as category_name',
      'subcategory.slug as subcategory_slug',
      'subcategory.name as subcategory_name',
    ]);
}

// A list's rows in its order, before paging (list-indexes.test.ts checks it reads an index).
export function productListQuery(db: Db, filter: ProductListFilter, sort: ProductSort) {
  return applySort(applyFilter(productRowsQuery(db), filter, sort), sort);
}

export async function findProductRows(db: Db, query: ProductListQuery) {
  return productListQuery(db, query, query.sort).limit(query.limit).offset(query.offset).execute();
}

// The same rows as the product lists (productRowsQuery), so a
// search result is the same item as in any list.
export async function findProductRowsByIds(db: Db, ids: readonly number[]): Promise<ProductListRow[]> {
  if (ids.length === 0) return [];
  let rows: ProductListRow[];
  if (dialectOf(db) === 'postgres') {
    // Every filtered list and search page asks this: one text for any number of ids, prepared
    // once per connection (db/prepared-statements.ts).
    const query = productRowsQuery(db)
      .where(sql<boolean>`product.id = any(${[...ids]}::integer[])`)
      .where('product.is_listed', '=', 1);
    rows = (await db.executeQuery(prepared('product_rows_by_ids', query.compile()))).rows as ProductListRow[];
  } else {
    rows = await productRowsQuery(db)
      .where('product.id', 'in', [...ids])
      .where('product.is_listed', '=', 1)
      .execute();
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductListRow => row !== undefined);
}

// A product by its public id, listed or not (a product page outlives its last offer).
export async function findProductRowByPublicId(db: Db, publicId: string) {
  return productRowsQuery(db)
    .select('product.merged_into_id')
    .where('product.id_c10', '=', publicId)
    .executeTakeFirst();
}

// Where a merged product went: its public id and name.
export async function findProductRowById(db: Db, id: number) {
  return db.selectFrom('product').select(['id_c10', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function countProducts(db: Db, filter: ProductListFilter): Promise<number> {
  const row = await applyFilter(db.selectFrom('product'), filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

// The deepest current discount in a list's filter: the deals page's description quotes it, so the
// "up to N %" it promises is always true.
export async function findMaxDiscountPercent(db: Db, filter: ProductListFilter): Promise<number | null> {
  const row = await applyFilter(db.selectFrom('product'), { ...filter, scope: 'deals' })
    .select((eb) => eb.fn.max('product.discount_percent').as('max_discount'))
    .executeTakeFirst();
  return row?.max_discount ?? null;
}

// Adds outbound clicks to products, in one transaction (see catalog/click-counter.ts).
export async function addClicks(db: Db, clicksByPublicId: ReadonlyMap<string, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [publicId, count] of clicksByPublicId) {
      await trx
        .updateTable('product')
        .set((eb) => ({ click_count: eb('click_count', '+', count) }))
        .where('id_c10', '=', publicId)
        .execute();
      // Filtered lists in popularity order read them there (catalog/filtering/facet-table.ts).
      await trx
        .updateTable('product_facet')
        .set((eb) => ({ click_count: eb('click_count', '+', count) }))
        .where('product_id', '=', (eb) =>
          eb.selectFrom('product').select('product.id').where('product.id_c10', '=', publicId),
        )
        .execute();
    }
  });
}

export async function productExists(db: Db, publicId: string): Promise<boolean> {
  const row = await db.selectFrom('product').select('id').where('id_c10', '=', publicId).executeTakeFirst();
  return row !== undefined;
}

export async function findCategoryIdBySlug(db: Db, slug: string): Promise<number | null> {
  const row = await db.selectFrom('category').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}

// A subcategory and the category it belongs to (its lists are read from that category's indexes).
export async function findSubcategoryBySlug(
  db: Db,
  slug: string,
): Promise<{ id: number; categoryId: number } | null> {
  const row = await db
    .selectFrom('subcategory')
    .select(['id', 'category_id'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? { id: row.id, categoryId: row.category_id } : null;
}
