import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.ts';

// Filters with counts (issue 16; docs/decisions/020-filters.md): product_facet holds, for each
// listed product, what the filters read, in a narrow row: the product's brand, places, price and
// the summary of its current offers (best total with delivery, stock, conditions, shops), and the
// specifications matching read from its offers. Every web process loads it into memory
// (catalog/filtering/facet-index.ts); imports keep it in step (catalog/filtering/facet-table.ts).
// A catalog that was already there is filled after the migrations (prepare-database.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;
  const real = dialectOf(db) === 'postgres' ? sql`double precision` : sql`real`;
  await db.schema
    .createTable('product_facet')
    .addColumn('product_id', 'integer', (col) => col.primaryKey())
    // 0 once the product is no longer listed: the row stays, so a process that loaded the table
    // before learns it is gone by reading the rows changed since (changed_generation).
    .addColumn('listed', 'integer', (col) => col.notNull())
    // The catalog generation the row was last written for (db/catalog-generation.ts).
    .addColumn('changed_generation', 'integer', (col) => col.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('category_id', 'integer')
    .addColumn('subcategory_id', 'integer')
    .addColumn('price_cents', 'integer')
    .addColumn('total_cents', 'integer')
    .addColumn('rating', real)
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('click_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('offer_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('first_seen_at', timestamp, (col) => col.notNull())
    .addColumn('discount_percent', 'integer')
    // Bits: 1 a deal, 2 in stock somewhere, 4 / 8 / 16 offered new / refurbished / used.
    .addColumn('flags', 'integer', (col) => col.notNull().defaultTo(0))
    // Ids of the shops with a current offer, comma-separated.
    .addColumn('shop_ids', 'text')
    .addColumn('storage_gb', real)
    .addColumn('ram_gb', real)
    .addColumn('screen_in', real)
    .addColumn('capacity_l', real)
    .addColumn('capacity_kg', real)
    .execute();
  await db.schema
    .createIndex('product_facet_changed_idx')
    .on('product_facet')
    .columns(['changed_generation'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_facet').execute();
}
