import type { Kysely } from 'kysely';

// Which process runs an import ("host:pid"), so a run left "running" by a process that died can
// be told from one still at work or queued (see ingest/import-run-liveness.ts).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_run').addColumn('worker', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_run').dropColumn('worker').execute();
}
