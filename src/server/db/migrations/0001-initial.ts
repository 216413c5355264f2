import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.ts';

// The first schema. Types are chosen to behave the same on both dialects: integer cents, 0/1 flags,
// text JSON. Timestamps are timestamptz on PostgreSQL and ISO text on SQLite (both sort correctly).

type Builder<T extends string> = CreateTableBuilder<T, never>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  const timestamp = postgres ? sql`timestamptz` : sql`text`;
  const withId = <T extends string>(table: Builder<T>): Builder<T> =>
    postgres
      ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey());
  const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
  const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

  await withId(db.schema.createTable('shop'))
    .addColumn('advertiser_id', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('display_url', 'text')
    .addColumn('tracking_url', 'text')
    .addColumn('in_directory', 'integer', zero)
    .addColumn('last_feed_rows', 'integer')
    .addColumn('last_import_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .execute();

  await withId(db.schema.createTable('category'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .execute();

  await withId(db.schema.createTable('subcategory'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .execute();

  await withId(db.schema.createTable('brand'))
    .addColumn('name', 'text', notNull)
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .addColumn('click_count', 'integer', zero)
    .addColumn('view_count', 'integer', zero)
    .execute();

  await withId(db.schema.createTable('product'))
    .addColumn('id_c10', 'text', (col) => col.notNull().unique())
    // Not indexed: id_c10 is derived from it and indexed, and each index costs the importer per row.
    .addColumn('identity_key', 'text', notNull)
    .addColumn('gtin', 'text')
    .addColumn('name', 'text', notNull)
    .addColumn('product_name', 'text', notNull)
    .addColumn('short_description', 'text')
    .addColumn('description', 'text')
    .addColumn('description_c10', 'text')
    .addColumn('brand_id', 'integer', (col) => col.references('brand.id'))
    .addColumn('category_id', 'integer', (col) => col.references('category.id'))
    .addColumn('subcategory_id', 'integer', (col) => col.references('subcategory.id'))
    .addColumn('merchant_category', 'text')
    .addColumn('model', 'text')
    .addColumn('colour', 'text')
    .addColumn('keywords', 'text')
    .addColumn('isbn', 'text')
    .addColumn('specifications', 'text')
    .addColumn('large_image', 'text')
    .addColumn('merchant_image_url', 'text')
    .addColumn('alternate_image', 'text')
    .addColumn('alternate_image_two', 'text')
    .addColumn('alternate_image_three', 'text')
    .addColumn('rating', 'real')
    .addColumn('review_count', 'integer', zero)
    .addColumn('first_seen_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .addColumn('best_offer_id', 'integer')
    .addColumn('price_cents', 'integer')
    .addColumn('reference_price_cents', 'integer')
    .addColumn('discount_percent', 'integer')
    .addColumn('is_deal', 'integer', zero)
    .addColumn('deal_since', timestamp)
    .addColumn('offer_count', 'integer', zero)
    .addColumn('lowest_price_cents', 'integer')
    .addColumn('highest_price_cents', 'integer')
    .addColumn('is_listed', 'integer', zero)
    .addColumn('click_count', 'integer', zero)
    .execute();

  await withId(db.schema.createTable('offer'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id'))
    .addColumn('shop_id', 'integer', (col) => col.notNull().references('shop.id'))
    .addColumn('merchant_product_id', 'text', notNull)
    .addColumn('aw_product_id', 'text')
    .addColumn('deep_link', 'text', notNull)
    .addColumn('merchant_deep_link', 'text')
    .addColumn('product_name', 'text', notNull)
    .addColumn('image_url', 'text')
    .addColumn('price_cents', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('delivery_cost_cents', 'integer')
    .addColumn('in_stock', 'integer', notNull)
    .addColumn('stock_quantity', 'integer')
    .addColumn('condition', 'text', notNull)
    .addColumn('is_available', 'integer', notNull)
    .addColumn('is_deal', 'integer', zero)
    .addColumn('reference_price_cents', 'integer')
    .addColumn('discount_percent', 'integer')
    .addColumn('deal_since', timestamp)
    .addColumn('content_hash', 'text', notNull)
    .addColumn('first_seen_at', timestamp, notNull)
    .addColumn('content_changed_at', timestamp, notNull)
    .addColumn('price_changed_at', timestamp, notNull)
    .addColumn('last_import_run_id', 'integer', notNull)
    .addUniqueConstraint('offer_shop_merchant_product_unique', ['shop_id', 'merchant_product_id'])
    .execute();

  await withId(db.schema.createTable('price_point'))
    .addColumn('offer_id', 'integer', (col) => col.notNull().references('offer.id'))
    .addColumn('price_cents', 'integer', notNull)
    .addColumn('observed_at', timestamp, notNull)
    .execute();

  await withId(db.schema.createTable('import_run'))
    .addColumn('source', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('started_at', timestamp, notNull)
    .addColumn('finished_at', timestamp)
    .addColumn('observed_at', timestamp, notNull)
    .addColumn('forced', 'integer', zero)
    .addColumn('rows_read', 'integer', zero)
    .addColumn('rows_valid', 'integer', zero)
    .addColumn('offers_new', 'integer', zero)
    .addColumn('offers_updated', 'integer', zero)
    .addColumn('offers_unchanged', 'integer', zero)
    .addColumn('offers_unavailable', 'integer', zero)
    .addColumn('products_new', 'integer', zero)
    .addColumn('rows_unmapped_category', 'integer', zero)
    .addColumn('rows_quarantined', 'integer', zero)
    .addColumn('quarantine_summary', 'text')
    .addColumn('shop_ids', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('message', 'text')
    .execute();

  await withId(db.schema.createTable('quarantined_row'))
    .addColumn('import_run_id', 'integer', (col) => col.notNull().references('import_run.id'))
    .addColumn('line', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('excerpt', 'text')
    .execute();

  await withId(db.schema.createTable('banner'))
    .addColumn('placement', 'text', notNull)
    .addColumn('html', 'text', notNull)
    .addColumn('position', 'integer', zero)
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', timestamp, notNull)
    .execute();

  await withId(db.schema.createTable('subscription'))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('language', 'text', notNull)
    .addColumn('categories', 'text')
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('confirmed_at', timestamp)
    .addColumn('unsubscribed_at', timestamp)
    .execute();

  // Lists filter on visibility and a category, then sort; deals are a small slice of the catalog.
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
  await db.schema
    .createIndex('product_deal_idx')
    .on('product')
    .columns(['is_deal', 'category_id'])
    .where(sql.ref('is_deal'), '=', 1)
    .execute();
  await db.schema.createIndex('product_brand_idx').on('product').column('brand_id').execute();
  await db.schema.createIndex('offer_product_idx').on('offer').column('product_id').execute();
  await db.schema
    .createIndex('price_point_offer_idx')
    .on('price_point')
    .columns(['offer_id', 'observed_at'])
    .execute();
  await db.schema
    .createIndex('quarantined_row_run_idx')
    .on('quarantined_row')
    .column('import_run_id')
    .execute();
  await db.schema.createIndex('import_run_started_idx').on('import_run').column('started_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'quarantined_row',
    'import_run',
    'price_point',
    'offer',
    'product',
    'brand',
    'subcategory',
    'category',
    'shop',
    'banner',
    'subscription',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
