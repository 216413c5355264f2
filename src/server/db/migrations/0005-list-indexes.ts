import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.ts';

// Product lists (home page, /featured, /popular, /recent, category and subcategory lists) read
// the first page of listed products in one of four orders. Without an index in that order every
// page sorted all listed products of its scope: 3 s for the home page on a 1,000,000-product
// catalog. One partial index per order and per level (whole catalog, category), on listed products
// only, lets each page read its first rows in order and stop, and makes the totals count a narrow
// index instead of the table. Subcategory lists read their category's indexes (subcategory_id is
// their last column): a level of their own cost first imports more than the other eight indexes
// together (decision 008). They replace the (category_id, is_listed) and (subcategory_id,
// is_listed) indexes, which no query needs any more.
//
// The column orders match applySort() in catalog/product.repository.ts exactly: a query whose
// ORDER BY differs in one direction or tie-break falls back to sorting. is_deal comes last so
// lists that leave deals out (the home page's featured products) count from the index alone.

const ORDERS = {
  rating: (postgres: boolean) => [`rating DESC${postgres ? ' NULLS LAST' : ''}`, 'review_count DESC', 'id'],
  popularity: () => ['click_count DESC', 'review_count DESC', 'offer_count DESC', 'id'],
  recent: () => ['first_seen_at DESC', 'id DESC'],
  price: () => ['price_cents', 'id'],
} as const;

const LEVELS = [
  ['all', [], []],
  ['category', ['category_id'], ['subcategory_id']],
] as const;

function indexName(order: string, level: string): string {
  return `product_listed_${level}_${order}_idx`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const [order, columns] of Object.entries(ORDERS)) {
    for (const [level, prefix, suffix] of LEVELS) {
      const keys = [...prefix, ...columns(postgres), 'is_deal', ...suffix].join(', ');
      await sql
        .raw(`CREATE INDEX ${indexName(order, level)} ON product (${keys}) WHERE is_listed = 1`)
        .execute(db);
    }
  }
  await db.schema.dropIndex('product_category_idx').execute();
  await db.schema.dropIndex('product_subcategory_idx').execute();
  // No ANALYZE: on a new, empty database it would record an empty product table and mislead the
  // planner once the catalog fills. Without statistics SQLite already picks these indexes (the
  // test list-indexes.test.ts checks the plans); PostgreSQL's autovacuum analyzes by itself.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const order of Object.keys(ORDERS)) {
    for (const [level] of LEVELS) await db.schema.dropIndex(indexName(order, level)).ifExists().execute();
  }
  await db.schema
    .createIndex('product_category_idx')
    .on('product')
    .columns(['category_id', 'is_listed'])
    .execute();
  await db.schema
    .createIndex('product_subcategory_idx')
    .on('product')
    .columns(['subcategory_id', 'is_listed'])
    .execute();
}
