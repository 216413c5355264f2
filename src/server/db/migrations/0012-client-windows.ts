import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../database.ts';

// Per-client counters shared by every web process (db/client-windows.ts). PostgreSQL only: on
// SQLite they live in a file of their own, whose write lock an import never holds. Unlogged: a
// crash may empty it, which only forgets some windows, and its writes skip the write-ahead log
// (and so never reach a streaming replica, which has no use for them).

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE UNLOGGED TABLE client_window (
    key text PRIMARY KEY,
    expires_at bigint NOT NULL,
    count integer NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX client_window_expires_idx ON client_window (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TABLE client_window`.execute(db);
}
