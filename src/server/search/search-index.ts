import { CompiledQuery, type Kysely } from 'kysely';
import { BulkSql, type PgType, PostgresBulkSql, SqliteBulkSql } from '../db/bulk-sql.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../db/database.ts';
import { reindexPostgresSearch } from './postgres-search.ts';
import type { SearchIndexChanges, SearchSql } from './search-engine.ts';
import { registerSearchFunctions, reindexSqliteSearch } from './sqlite-search.ts';

// Keeps the search index in step with the catalog. Called by every import inside its one
// transaction (so a crashed import leaves the previous index), at start for a catalog that has
// no index yet, and by the search benchmark. Always inside a transaction: the work tables live
// until it ends.
//
// On SQLite the indexing SQL calls folding functions defined in JavaScript; pass `db` (the
// connection the statements run on) so they are registered.
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

// SQLite runs the folding functions of the index's SQL (search_text, search_fold) in JavaScript:
// each connection needs them before it searches or indexes. PostgreSQL has them as SQL functions.
export function registerSearchSql(db: Db): void {
  if (dialectOf(db) === 'sqlite') registerSearchFunctions(sqliteConnectionOf(db));
}

// A catalog whose products were listed before its search index existed (one from before migration
// 0002, or restored without its index tables' rows) is indexed whole, once, at start.
export async function indexUnindexedCatalog(db: Db): Promise<boolean> {
  const [listed, indexed] = await Promise.all([
    db.selectFrom('product').select('id').where('is_listed', '=', 1).limit(1).executeTakeFirst(),
    db.selectFrom('search_document').select('product_id').limit(1).executeTakeFirst(),
  ]);
  if (!listed || indexed) return false;
  await db.transaction().execute(async (trx) => {
    const postgres = dialectOf(db) === 'postgres';
    const bulk = postgres ? new PostgresBulkSql(trx) : new SqliteBulkSql(sqliteConnectionOf(db));
    await reindexSearch(bulk, { all: true }, db);
  });
  return true;
}
