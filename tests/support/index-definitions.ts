import { sql } from 'kysely';
import { type Db, dialectOf } from '../../src/server/db/database.ts';

// Every index of the catalog's tables, as its definition, and on PostgreSQL every foreign key (a
// first load sets both aside, ingest/deferred-indexes.ts), sorted.
export async function indexDefinitions(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ definition: string }>`
          SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()
          UNION ALL
          SELECT format('%s %s %s', t.relname, c.conname, pg_get_constraintdef(c.oid))
            FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
           WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace`.execute(db)
      : await sql<{ definition: string }>`
          SELECT coalesce(sql, name) AS definition FROM sqlite_master WHERE type = 'index'`.execute(db);
  return rows.map((row) => row.definition).sort();
}
