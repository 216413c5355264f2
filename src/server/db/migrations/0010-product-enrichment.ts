import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.ts';

// Product texts written by us (issue 15, part 4; decision 017): a short description next to the
// feed's own, which stays as the shop sent it, and the state of each product's texts in a table of
// its own, so lists keep reading the product row alone and the importer's hot path is untouched.
//
// - product.short_description_c10: written by the rules or the model; the feed's short_description
//   is shown while it is empty (description_c10 exists since 0001 and gets written too).
// - product_enrichment: per product, the hash of what its texts were written from, who wrote them,
//   the product's updated_at when they were (a later one means the product may have changed), and
//   when the model is due to be asked (null: nothing to ask). The partial index on model_due_at is
//   the model's queue: reading its head never scans the catalog.
// - enrichment_cache: what the model wrote for a hash; equal inputs never cost a second request.
// - enrichment_budget: model requests per UTC day, counted here so restarts and several processes
//   share AI_DAILY_REQUESTS.

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = dialectOf(db) === 'postgres' ? sql`timestamptz` : sql`text`;

  await db.schema.alterTable('product').addColumn('short_description_c10', 'text').execute();

  await db.schema
    .createTable('product_enrichment')
    .addColumn('product_id', 'integer', (col) =>
      col.primaryKey().references('product.id').onDelete('cascade'),
    )
    .addColumn('input_hash', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('text_source', 'text', (col) => col.notNull())
    .addColumn('product_updated_at', timestamp, (col) => col.notNull())
    .addColumn('written_at', timestamp, (col) => col.notNull())
    .addColumn('model_due_at', timestamp)
    .addColumn('model_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('model_error', 'text')
    .execute();
  await sql`CREATE INDEX product_enrichment_model_due_idx ON product_enrichment (model_due_at, product_id) WHERE model_due_at IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('enrichment_cache')
    .addColumn('input_hash', 'text', (col) => col.primaryKey())
    .addColumn('short_description', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('enrichment_budget')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('requests', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enrichment_budget').ifExists().execute();
  await db.schema.dropTable('enrichment_cache').ifExists().execute();
  await db.schema.dropTable('product_enrichment').ifExists().execute();
  await db.schema.alterTable('product').dropColumn('short_description_c10').execute();
}
