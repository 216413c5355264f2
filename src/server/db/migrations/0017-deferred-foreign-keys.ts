import { type Kysely, sql } from 'kysely';

// A PostgreSQL first load sets aside its row tables' foreign keys as well as their indexes
// (ingest/deferred-indexes.ts, decision 025): each row it wrote was checked against the tables it
// points at, one look-up a key, a third of the server's work in the rows stage. A deferred row is now
// an index or a foreign key, put back by the statement in its definition.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('deferred_index')
    .addColumn('kind', 'text', (column) =>
      column.notNull().defaultTo('index').check(sql`kind IN ('index', 'foreign_key')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deferred_index').dropColumn('kind').execute();
}
