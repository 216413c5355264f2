import { CompiledQuery, type Kysely } from 'kysely';
import { type Db, dialectOf, sqliteConnectionOf } from '../db/database.ts';
import { BulkSql, type PgType, PostgresBulkSql } from '../ingest/bulk-sql.ts';
import { reindexPostgresSearch } from './postgres-search.ts';
import type { SearchIndexChanges, SearchSql } from './search-engine.ts';
import { registerSearchFunctions, reindexSqliteSearch } from './sqlite-search.ts';

// Keeps the search index in step with the catalog. Called by every import inside its one
// transaction (so a crashed import leaves the previous index), by migration 0002 for catalogs that
// existed before search, and by the search benchmark. Always inside a transaction: the work tables
// live until it ends.
//
// On SQLite the indexing SQL calls folding functions defined in JavaScript; pass `db` (the
// connection the statements run on) so they are registered. migrate.ts registers them for 0002.
export async function reindexSearch(sql: SearchSql, changes: SearchIndexChanges, db?: Db): Promise<void> {
  if (sql.dialect === 'postgres') return reindexPostgresSearch(sql, changes);
  if (db) registerSearchFunctions(sqliteConnectionOf(db));
  return reindexSqliteSearch(sql, changes);
}

// Runs the indexing statements through Kysely, for migrations (which get a Kysely instance bound to
// one connection, not the raw SQLite connection the importer uses).
class KyselySqliteSql extends BulkSql {
  readonly dialect = 'sqlite' as const;

  constructor(private readonly db: Kysely<unknown>) {
    super();
  }

  async query<Row>(text: string, parameters: readonly unknown[] = []): Promise<Row[]> {
    return (await this.db.executeQuery<Row>(CompiledQuery.raw(text, [...parameters]))).rows;
  }

  async run(text: string, parameters: readonly unknown[] = []): Promise<void> {
    await this.db.executeQuery(CompiledQuery.raw(text, [...parameters]));
  }

  protected rowsPerInsert(columnCount: number): number {
    return Math.max(1, Math.floor(30_000 / columnCount));
  }

  protected valuesTuple(types: readonly PgType[]): string {
    return `(${this.list(types.length)})`;
  }
}

export function searchSqlFor(db: Kysely<unknown>): SearchSql {
  return dialectOf(db) === 'postgres' ? new PostgresBulkSql(db as unknown as Db) : new KyselySqliteSql(db);
}
