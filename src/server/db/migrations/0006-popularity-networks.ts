import type { Kysely } from 'kysely';

// Which client networks searched a text or looked at a brand, and the last day they did, so a
// search or a brand enters the public "popular" lists only once several distinct networks asked
// for it within the window (search/search-popularity.ts). A network is the anonymised address
// (IPv4 /24, IPv6 /48), stored hashed: the lists need only "how many different", never "which".
// No foreign keys: rows only ever join to their query or brand, are pruned by day, and must not
// stop migration 0002's down() from dropping the search tables.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_query_network')
    .addColumn('query_id', 'integer', (col) => col.notNull())
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('last_day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_query_network_pk', ['query_id', 'network'])
    .execute();
  await db.schema
    .createIndex('search_query_network_day_idx')
    .on('search_query_network')
    .columns(['last_day', 'query_id'])
    .execute();
  await db.schema
    .createTable('brand_network')
    .addColumn('brand_id', 'integer', (col) => col.notNull())
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('last_day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('brand_network_pk', ['brand_id', 'network'])
    .execute();
  await db.schema
    .createIndex('brand_network_day_idx')
    .on('brand_network')
    .columns(['last_day', 'brand_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_network').ifExists().execute();
  await db.schema.dropTable('search_query_network').ifExists().execute();
}
