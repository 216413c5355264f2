import { syncCategoryTree } from './catalog/category.repository.ts';
import { fillEmptyFacetTable } from './catalog/filtering/facet-table.ts';
import type { Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { indexUnindexedCatalog, registerSearchSql } from './search/search-index.ts';

// Everything a database needs before the site or an import can use it: the schema, the reference
// data that lives in code, and a search index and filter table for a catalog that has none yet.
export async function prepareDatabase(db: Db): Promise<{ applied: string[] }> {
  const report = await migrateToLatest(db);
  registerSearchSql(db);
  await syncCategoryTree(db);
  await indexUnindexedCatalog(db);
  await fillEmptyFacetTable(db);
  return report;
}
