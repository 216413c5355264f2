import type { Kysely } from 'kysely';

// Refreshes that keep up (issue 17): each offer keeps a 64-bit hash of the raw CSV record it was
// last read from (two 32-bit halves, signed), so a re-import recognises an unchanged record before
// parsing it (ingest/unchanged-records.ts). Null for offers written before this migration, or by a
// path that had no raw record: they are read the full way once and get one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offer').addColumn('record_hash_hi', 'integer').execute();
  await db.schema.alterTable('offer').addColumn('record_hash_lo', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('offer').dropColumn('record_hash_lo').execute();
  await db.schema.alterTable('offer').dropColumn('record_hash_hi').execute();
}
