import { type BulkSql, PostgresBulkSql, SqliteBulkSql } from '../../db/bulk-sql.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../../db/database.ts';

// product_facet (migration 0011): one narrow row per listed product with what filters and facets
// read (facet-index.ts), derived from the product and its current offers. Reading the filters'
// columns from the product table means reading its every page (names, descriptions, images: 2 GB
// for a million products, 4 s); this table is a tenth of that. Kept in step by whatever changes
// products, in the same transaction and with the same changes as the search index: imports,
// `npm run match`, the freshness runs; clicks add to click_count directly.

export type FacetSql = Pick<BulkSql, 'dialect' | 'run' | 'insertMany'>;

// Products whose offers or listing changed, and products created after an id (as search-index).
export type FacetTableChanges =
  | { all: true }
  | { all?: false; touchedProductIds: Iterable<number>; createdAfterId: number | null };

export const FACET_TABLE = 'product_facet';

// JSON fields of product.match_attributes (matching/product-matcher.ts attributesToJson) by column.
export const FACET_ATTRIBUTE_COLUMNS = {
  storage_gb: 'storageGb',
  ram_gb: 'ramGb',
  screen_in: 'screenInches',
  capacity_l: 'capacityLitres',
  capacity_kg: 'capacityKg',
} as const;

// PostgreSQL parses the product's attributes once (the lateral `attributes` below, kept apart from
// the query by OFFSET 0, which the planner would otherwise fold back into each column), not once
// per column: 3.2 s against 1.9 s for 200,000 products.
function attributeExpression(dialect: 'sqlite' | 'postgres', field: string): string {
  return dialect === 'postgres'
    ? `(attributes.json ->> '${field}')::float8`
    : `json_extract(p.match_attributes, '$.${field}')`;
}

export async function refreshProductFacets(sql: FacetSql, changes: FacetTableChanges): Promise<void> {
  const postgres = sql.dialect === 'postgres';
  await sql.run(
    postgres
      ? 'CREATE TEMP TABLE IF NOT EXISTS facet_touched (id integer PRIMARY KEY) ON COMMIT DROP'
      : 'CREATE TEMP TABLE IF NOT EXISTS facet_touched (id INTEGER PRIMARY KEY)',
  );
  await sql.run('DELETE FROM facet_touched');
  if (changes.all) {
    await sql.run(`DELETE FROM ${FACET_TABLE}`);
    await sql.run('INSERT INTO facet_touched (id) SELECT id FROM product WHERE is_listed = 1');
  } else {
    await sql.insertMany(
      'facet_touched',
      ['id'],
      [...new Set(changes.touchedProductIds)].map((id) => [id]),
      'ON CONFLICT DO NOTHING',
    );
    if (changes.createdAfterId !== null) {
      await sql.run(
        'INSERT INTO facet_touched (id) SELECT id FROM product WHERE id > ? ON CONFLICT DO NOTHING',
        [changes.createdAfterId],
      );
    }
    await sql.run(`DELETE FROM ${FACET_TABLE} WHERE product_id IN (SELECT id FROM facet_touched)`);
  }
  const shops = postgres ? `string_agg(DISTINCT o.shop_id::text, ',')` : 'group_concat(DISTINCT o.shop_id)';
  const attributes = Object.entries(FACET_ATTRIBUTE_COLUMNS);
  // Rows of products no longer listed stay, marked, for processes that read only what changed.
  await sql.run(`INSERT INTO ${FACET_TABLE} (product_id, listed, changed_generation, brand_id, category_id,
      subcategory_id, price_cents, total_cents, rating, review_count, click_count, offer_count, first_seen_at,
      discount_percent, flags, shop_ids, ${attributes.map(([column]) => column).join(', ')})
    SELECT p.id, p.is_listed, coalesce((SELECT generation + 1 FROM search_state WHERE id = 1), 1),
           p.brand_id, p.category_id, p.subcategory_id, p.price_cents, o.total_cents, p.rating,
           p.review_count, p.click_count, p.offer_count, p.first_seen_at, p.discount_percent,
           p.is_deal + 2 * coalesce(o.in_stock, 0) + 4 * coalesce(o.has_new, 0)
             + 8 * coalesce(o.has_refurbished, 0) + 16 * coalesce(o.has_used, 0),
           o.shop_ids,
           ${attributes.map(([, field]) => attributeExpression(sql.dialect, field)).join(', ')}
      FROM facet_touched t
      JOIN product p ON p.id = t.id
      ${postgres ? 'CROSS JOIN LATERAL (SELECT p.match_attributes::jsonb AS json OFFSET 0) attributes' : ''}
      LEFT JOIN (
        SELECT o.product_id,
               min(o.price_cents + coalesce(o.delivery_cost_cents, 0)) AS total_cents,
               max(o.in_stock) AS in_stock,
               max(CASE WHEN o.condition = 'new' THEN 1 ELSE 0 END) AS has_new,
               max(CASE WHEN o.condition = 'refurbished' THEN 1 ELSE 0 END) AS has_refurbished,
               max(CASE WHEN o.condition = 'used' THEN 1 ELSE 0 END) AS has_used,
               ${shops} AS shop_ids
          FROM facet_touched t2 JOIN offer o ON o.product_id = t2.id
         WHERE o.is_available = 1
         GROUP BY o.product_id
      ) o ON o.product_id = p.id
     ${changes.all ? 'WHERE p.is_listed = 1' : ''}`);
}

// A catalog whose products were listed before product_facet existed is filled whole, once, at start.
export async function fillEmptyFacetTable(db: Db): Promise<boolean> {
  const [listed, faceted] = await Promise.all([
    db.selectFrom('product').select('id').where('is_listed', '=', 1).limit(1).executeTakeFirst(),
    db.selectFrom('product_facet').select('product_id').limit(1).executeTakeFirst(),
  ]);
  if (!listed || faceted) return false;
  await db.transaction().execute(async (trx) => {
    const bulk =
      dialectOf(db) === 'postgres' ? new PostgresBulkSql(trx) : new SqliteBulkSql(sqliteConnectionOf(db));
    await refreshProductFacets(bulk, { all: true });
  });
  return true;
}
