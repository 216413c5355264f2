import type { Kysely } from 'kysely';

// Offers without a GTIN join the product they sell (matching/product-matcher.ts, issue 15):
// - product.match_attributes: what the product's offers say about it (brand, model numbers, line,
//   sizes), merged, as JSON; imports compare new offers with it.
// - product_match_key: the keys a product is found by (model numbers, brand + line), so an import
//   compares an offer with a handful of candidates, never with the whole catalog.
// - offer.match_reason and match_detail: why an offer is shown under its product ("gtin", "model"
//   with the model number, "line" with the line and sizes); null for the offer that started it.
// - product.merged_into_id: a product `npm run match` found to be another one; its offers moved
//   there and its address redirects there.
// Products of catalogs imported before this migration have no keys yet: `npm run match` adds them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product').addColumn('match_attributes', 'text').execute();
  await db.schema.alterTable('product').addColumn('merged_into_id', 'integer').execute();
  await db.schema.alterTable('offer').addColumn('match_reason', 'text').execute();
  await db.schema.alterTable('offer').addColumn('match_detail', 'text').execute();
  await db.schema
    .createTable('product_match_key')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_match_key_pk', ['key', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_match_key_product_idx')
    .on('product_match_key')
    .column('product_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_match_key').ifExists().execute();
  await db.schema.alterTable('offer').dropColumn('match_detail').execute();
  await db.schema.alterTable('offer').dropColumn('match_reason').execute();
  await db.schema.alterTable('product').dropColumn('merged_into_id').execute();
  await db.schema.alterTable('product').dropColumn('match_attributes').execute();
}
