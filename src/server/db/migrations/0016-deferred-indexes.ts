import type { Kysely } from 'kysely';

// The indexes a PostgreSQL first load dropped before its run and re-creates at its end
// (ingest/deferred-indexes.ts, decision 009), with their definitions, so that a run that fails, or
// dies with its process, leaves what it takes to put them back. Empty between runs. SQLite drops
// and re-creates its indexes inside the run's transaction and never writes here.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deferred_index')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('table_name', 'text', (column) => column.notNull())
    .addColumn('definition', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deferred_index').ifExists().execute();
}
