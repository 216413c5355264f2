import type { SqliteBulkSql } from '../db/bulk-sql.ts';

// A first load into an empty SQLite catalog writes a row into each of the catalog's secondary
// indexes (eight list orders, deals, brands, offers by product, prices by offer) for every row it
// inserts, in no particular key order: half the time of reading the rows. (The match keys' own
// index, key first, is their primary key and stays: imports look candidates up through it.) Building them once the
// rows are in, from sorted input, costs a fraction of that (docs/benchmarks.md, decision 009).
//
// The indexes are dropped and re-created inside the import's transaction, from the very SQL
// sqlite_master holds, so a failed or held import rolls back to the same indexes, readers keep
// the previous schema until the commit, and no definition is written twice. Unique indexes
// (constraints: the importer looks offers and products up through them) are never touched.
// PostgreSQL is left alone: DROP INDEX there locks the table against every reader until commit.

const DEFERRABLE_TABLES = ['product', 'offer', 'price_point', 'product_match_key'];

export type DeferredIndexes = { count: number; rebuild: () => Promise<void> };

export async function deferIndexesOfEmptyCatalog(sql: SqliteBulkSql): Promise<DeferredIndexes | null> {
  const [anyProduct] = await sql.query<{ id: number }>('SELECT id FROM product LIMIT 1');
  if (anyProduct) return null;
  const indexes = await sql.selectIn<{ name: string; sql: string }>(
    `SELECT name, sql FROM sqlite_master
      WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN`,
    DEFERRABLE_TABLES,
    'ORDER BY name',
  );
  if (indexes.length === 0) return null;
  for (const index of indexes) await sql.run(`DROP INDEX "${index.name.replaceAll('"', '""')}"`);
  return {
    count: indexes.length,
    rebuild: async () => {
      for (const index of indexes) await sql.run(index.sql);
    },
  };
}
