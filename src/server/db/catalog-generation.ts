import type { Db } from './database.ts';

// The catalog's generation: a number every import and freshness run that changes what visitors see
// bumps in its own transaction (with the search index, whose table holds it). Caches of lists,
// totals and search results key on it, so a change makes their old entries unreachable at once.

export const BUMP_CATALOG_GENERATION_SQL = 'UPDATE search_state SET generation = generation + 1';

export async function readCatalogGeneration(db: Db): Promise<number> {
  const row = await db.selectFrom('search_state').select('generation').where('id', '=', 1).executeTakeFirst();
  return row?.generation ?? 0;
}
