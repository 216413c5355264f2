import { type Kysely, sql } from 'kysely';
import { POSTGRES_SEARCH_SCHEMA } from '../../search/postgres-search.ts';
import { reindexSearch, searchSqlFor } from '../../search/search-index.ts';
import { SQLITE_SEARCH_SCHEMA } from '../../search/sqlite-search.ts';
import { dialectOf } from '../database.ts';

// Search: the full-text index (SQLite FTS5 or PostgreSQL tsvector, see src/server/search), its
// suggestions, and the counters behind popular searches and brands; then the index is filled from
// the catalog already there. On SQLite the indexing SQL needs the folding functions migrate.ts
// registers on the connection before running migrations.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The migrator runs PostgreSQL migrations in a transaction, SQLite ones not; the index must be
  // built in one (its work tables live until commit) and never left half-built.
  const postgres = dialectOf(db) === 'postgres';
  if (db.isTransaction) await createSearch(db, postgres);
  else await db.transaction().execute((trx) => createSearch(trx, postgres));
}

async function createSearch(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  for (const statement of postgres ? POSTGRES_SEARCH_SCHEMA : SQLITE_SEARCH_SCHEMA) {
    await sql.raw(statement).execute(db);
  }

  // Bumped by every re-index, so caches of search results know when the catalog changed.
  await db.schema
    .createTable('search_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('generation', 'integer', (col) => col.notNull())
    .execute();
  await sql`INSERT INTO search_state (id, generation) VALUES (1, 0)`.execute(db);

  // Popular searches: each normalised query once, counted per UTC day.
  const withId = (table: string) =>
    postgres
      ? db.schema
          .createTable(table)
          .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(table).addColumn('id', 'integer', (col) => col.primaryKey());
  await withId('search_query')
    .addColumn('query_key', 'text', (col) => col.notNull().unique())
    .addColumn('display_text', 'text', (col) => col.notNull())
    .addColumn('created_at', postgres ? sql`timestamptz` : sql`text`, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('search_query_day')
    .addColumn('query_id', 'integer', (col) => col.notNull().references('search_query.id'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('searches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_query_day_pk', ['query_id', 'day'])
    .execute();
  await db.schema.createIndex('search_query_day_day_idx').on('search_query_day').column('day').execute();

  // Popular brands: views (brand searches) and clicks per brand per UTC day.
  await db.schema
    .createTable('brand_activity_day')
    .addColumn('brand_id', 'integer', (col) => col.notNull().references('brand.id'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('brand_activity_day_pk', ['brand_id', 'day'])
    .execute();
  await db.schema.createIndex('brand_activity_day_day_idx').on('brand_activity_day').column('day').execute();

  await reindexSearch(searchSqlFor(db), { all: true });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'brand_activity_day',
    'search_query_day',
    'search_query',
    'search_state',
    'search_suggestion_fts',
    'search_suggestion',
    'search_term',
    'search_document',
    'search_word',
    'search_fts',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
