import { syncCategoryTree } from '../catalog/category.repository.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

// Everything a database needs before the site or an import can use it: the schema, then the
// reference data that lives in code.
export async function prepareDatabase(db: Db): Promise<{ applied: string[] }> {
  const report = await migrateToLatest(db);
  await syncCategoryTree(db);
  return report;
}
