import { sql } from 'kysely';
import { type BulkSql, PostgresBulkSql, type SqliteBulkSql } from '../db/bulk-sql.ts';
import type { Db } from '../db/database.ts';
import { CATALOG_WRITE_LOCK_ID } from '../db/locks.ts';

// A first load into an empty catalog would write a row into each of the catalog's secondary
// indexes (eight list orders, deals, brands, offers by product, prices by offer) for every row it
// inserts, in no particular key order: half the time of reading the rows. Building them once the
// rows are in, from sorted input, costs a fraction of that (docs/benchmarks.md, decision 009).
// Unique indexes (constraints: the importer looks offers, products and match keys up through
// them) are never touched.
//
// SQLite: the indexes are dropped and re-created inside the import's transaction, from the very
// SQL sqlite_master holds, so a failed or held import rolls back to the same indexes, readers keep
// the previous schema until the commit, and no definition is written twice.
//
// PostgreSQL: DROP INDEX takes a lock that stops every reader of the table until its transaction
// ends, which inside the import's transaction would stop visitors' queries for the whole load. So
// the indexes are dropped in a short transaction of their own before the run, their definitions
// written to deferred_index in that same transaction (deferPostgresIndexesOfEmptyCatalog). The run
// re-creates them and empties deferred_index inside its own transaction (CREATE INDEX lets readers
// go on), so the commit that shows the rows shows the indexes. A run that fails or is held puts
// them back at once (restoreDeferredIndexes); one that died with its process leaves its rows in
// deferred_index for the next run, which finds the catalog still empty and goes on from there.
// Meanwhile visitors see what they saw before: an empty catalog.
//
// The row tables' foreign keys go the same way on PostgreSQL. Each row a COPY writes would be
// checked against the row it points at, one query a key (six a new offer): a third of the server's
// work in a first load's rows stage (docs/benchmarks.md). Added back, a foreign key checks every row
// in one join, and a row that points nowhere fails the run as it would have failed its insert.
// Adding one lets readers go on too; it holds back writers of the tables it joins until the commit.

// Written by the rows stage, so re-created before anything reads them.
export const ROW_TABLES = ['product', 'offer', 'price_point', 'product_match_key'];
// Written by the search stage (PostgreSQL only: SQLite's search index has no secondary indexes
// worth deferring), so re-created after it.
export const SEARCH_TABLES = ['product_facet', 'search_document'];

export type DeferredIndexes = { count: number; rebuild: (tables: readonly string[]) => Promise<void> };

// What a run set aside and the statement that puts it back: CREATE INDEX, or for a foreign key
// ALTER TABLE ... ADD CONSTRAINT.
type IndexDefinition = {
  name: string;
  table_name: string;
  definition: string;
  kind?: 'index' | 'foreign_key';
};

export async function deferIndexesOfEmptyCatalog(sql: SqliteBulkSql): Promise<DeferredIndexes | null> {
  const [anyProduct] = await sql.query<{ id: number }>('SELECT id FROM product LIMIT 1');
  if (anyProduct) return null;
  const indexes = await sql.selectIn<IndexDefinition>(
    `SELECT name, tbl_name AS table_name, sql AS definition FROM sqlite_master
      WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN`,
    ROW_TABLES,
    'ORDER BY name',
  );
  if (indexes.length === 0) return null;
  for (const index of indexes) await sql.run(`DROP INDEX ${quoteName(index.name)}`);
  return {
    count: indexes.length,
    rebuild: async (tables) => {
      for (const index of indexes) if (tables.includes(index.table_name)) await sql.run(index.definition);
    },
  };
}

// How long the short transaction waits for visitors' queries to let go of the tables. A busy
// server's first load then keeps its indexes: slower, never stuck.
const DROP_LOCK_TIMEOUT = '1s';

export async function deferPostgresIndexesOfEmptyCatalog(db: Db): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const bulk = new PostgresBulkSql(trx);
      await sql`SELECT pg_advisory_xact_lock(${CATALOG_WRITE_LOCK_ID})`.execute(trx);
      const [anyProduct] = await bulk.query<{ id: number }>('SELECT id FROM product LIMIT 1');
      if (anyProduct) {
        // Left by a first load that died before it could put them back (restoreDeferredIndexes).
        await recreate(bulk, await deferredDefinitions(bulk, [...ROW_TABLES, ...SEARCH_TABLES]));
        return;
      }
      await bulk.run(`SET LOCAL lock_timeout = '${DROP_LOCK_TIMEOUT}'`);
      const indexes = await bulk.query<IndexDefinition>(
        `SELECT i.indexname AS name, i.tablename AS table_name, i.indexdef AS definition
           FROM pg_indexes i
          WHERE i.schemaname = current_schema() AND i.tablename = ANY(?)
            AND i.indexdef NOT LIKE 'CREATE UNIQUE%'
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c
                             WHERE c.conindid = to_regclass(quote_ident(i.schemaname) || '.' || quote_ident(i.indexname)))
          ORDER BY i.indexname`,
        [[...ROW_TABLES, ...SEARCH_TABLES]],
      );
      const foreignKeys = await bulk.query<IndexDefinition>(
        `SELECT c.conname AS name, t.relname AS table_name,
                format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.relname, c.conname, pg_get_constraintdef(c.oid))
                  AS definition
           FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
          WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace AND t.relname = ANY(?)
          ORDER BY c.conname`,
        [ROW_TABLES],
      );
      if (indexes.length + foreignKeys.length === 0) return;
      await bulk.insertMany(
        'deferred_index',
        ['name', 'table_name', 'definition', 'kind'],
        [
          ...indexes.map((index) => [index.name, index.table_name, index.definition, 'index']),
          ...foreignKeys.map((key) => [key.name, key.table_name, key.definition, 'foreign_key']),
        ],
      );
      for (const index of indexes) await bulk.run(`DROP INDEX ${quoteName(index.name)}`);
      for (const key of foreignKeys)
        await bulk.run(`ALTER TABLE ${quoteName(key.table_name)} DROP CONSTRAINT ${quoteName(key.name)}`);
    });
  } catch (error) {
    // Most likely the lock timeout: visitors' queries held the tables. The run keeps its indexes.
    console.warn(`A first load keeps its indexes: ${(error as Error).message}`);
  }
}

// Inside the run's transaction: the indexes deferred before it (by this run or a dead one).
export async function deferredPostgresIndexes(bulk: PostgresBulkSql): Promise<DeferredIndexes | null> {
  const indexes = await deferredDefinitions(bulk, [...ROW_TABLES, ...SEARCH_TABLES]);
  if (indexes.length === 0) return null;
  // Sorting a million keys in memory rather than in temporary files: 256 MB for the length of
  // the run's transaction, one index at a time.
  await bulk.run("SET LOCAL maintenance_work_mem = '256MB'");
  return {
    count: indexes.length,
    rebuild: (tables) =>
      recreate(
        bulk,
        indexes.filter((index) => tables.includes(index.table_name)),
      ),
  };
}

// After a run that failed or was held: its transaction rolled back, so deferred_index still lists
// the indexes, and the catalog is as empty as before. A short transaction puts them back.
export async function restoreDeferredIndexes(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const bulk = new PostgresBulkSql(trx);
    await sql`SELECT pg_advisory_xact_lock(${CATALOG_WRITE_LOCK_ID})`.execute(trx);
    await recreate(bulk, await deferredDefinitions(bulk, [...ROW_TABLES, ...SEARCH_TABLES]));
  });
}

// Indexes first: a foreign key is checked once, over rows already indexed.
async function deferredDefinitions(bulk: BulkSql, tables: readonly string[]): Promise<IndexDefinition[]> {
  return bulk.query<IndexDefinition>(
    `SELECT name, table_name, definition, kind FROM deferred_index WHERE table_name = ANY(?)
      ORDER BY kind = 'foreign_key', name`,
    [tables],
  );
}

// Each index or foreign key that is missing, then forgotten: a dead run's rows may name one that is
// back.
async function recreate(bulk: BulkSql, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const index of indexes) {
    const [present] =
      index.kind === 'foreign_key'
        ? await bulk.query<{ found: string | null }>(
            'SELECT conname AS found FROM pg_constraint WHERE conname = ? AND conrelid = to_regclass(?)',
            [index.name, quoteName(index.table_name)],
          )
        : await bulk.query<{ found: string | null }>('SELECT to_regclass(?) AS found', [
            quoteName(index.name),
          ]);
    if (!present?.found) await bulk.run(index.definition);
  }
  if (indexes.length > 0)
    await bulk.run('DELETE FROM deferred_index WHERE name = ANY(?)', [indexes.map((index) => index.name)]);
}

function quoteName(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
