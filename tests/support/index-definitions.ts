import { sql } from 'kysely';
import { type Db, dialectOf } from '../../src/server/db/database.ts';

// Every index of the catalog's tables, as its definition, sorted.
export async function indexDefinitions(db: Db): Promise<string[]> {
  const { rows } =
    dialectOf(db) === 'postgres'
      ? await sql<{ definition: string }>`
          SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = current_schema()`.execute(db)
      : await sql<{ definition: string }>`
          SELECT coalesce(sql, name) AS definition FROM sqlite_master WHERE type = 'index'`.execute(db);
  return rows.map((row) => row.definition).sort();
}
