import { type Kysely, sql } from 'kysely';

// Deals pages in their own order, the deepest discount first, sorted every listed deal: 40,000
// product rows read and sorted, 170-320 ms at a million products (docs/benchmarks.md). Partial
// indexes on listed deals only (a few percent of the products), in that order, whole catalog and
// per category (subcategory lists read their category's, as in migration 0005), let a page read
// its first rows and stop. The column order matches applySort()'s 'discount' exactly.
//
// They replace product_deal_idx (is_deal, category_id): every query asking for deals asks for
// listed ones (pages, their totals, the deals page's deepest discount, the alert digests), which
// these hold, and SQLite, seeing an equality on its first column, preferred it to the order's index
// and sorted every deal.

const INDEXES = {
  product_deal_all_discount_idx: 'discount_percent DESC, id',
  product_deal_category_discount_idx: 'category_id, discount_percent DESC, id, subcategory_id',
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, keys] of Object.entries(INDEXES)) {
    await sql
      .raw(`CREATE INDEX ${name} ON product (${keys}) WHERE is_listed = 1 AND is_deal = 1`)
      .execute(db);
  }
  await db.schema.dropIndex('product_deal_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('product_deal_idx')
    .on('product')
    .columns(['is_deal', 'category_id'])
    .where(sql.ref('is_deal'), '=', 1)
    .execute();
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).ifExists().execute();
}
