import { syncCategoryTree } from './catalog/category.repository.ts';
import { fillEmptyFacetTable } from './catalog/filtering/facet-table.ts';
import { openClientWindows } from './db/client-windows.ts';
import type { Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { indexUnindexedCatalog, registerSearchSql } from './search/search-index.ts';

// Everything a database needs before the site or an import can use it: the schema, the reference
// data that lives in code, a search index and filter table for a catalog that has none yet, and
// the per-client counters' own file on SQLite.
export async function prepareDatabase(db: Db): Promise<{ applied: string[] }> {
  const report = await migrateToLatest(db);
  registerSearchSql(db);
  await syncCategoryTree(db);
  await indexUnindexedCatalog(db);
  await fillEmptyFacetTable(db);
  // On SQLite the per-client counters have a file of their own: made here, once, rather than by
  // several web processes opening it at the same moment (db/client-windows.ts).
  await openClientWindows(db).close();
  return report;
}
