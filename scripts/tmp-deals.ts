import { openDatabase } from '../src/server/db/database.ts';
import { parseDatabaseUrl } from '../src/server/config.ts';
import { prepareDatabase } from '../src/server/prepare-database.ts';
import { findProductRows } from '../src/server/catalog/product.repository.ts';
for (const url of ['sqlite:/work/bench/search1m.db', 'postgres://postgres@127.0.0.1:55432/bench']) {
  const db = openDatabase(parseDatabaseUrl(url), { maxConnections: 1 });
  const t0 = performance.now(); await prepareDatabase(db); console.log('migrated in', (performance.now() - t0).toFixed(0));
  for (const sort of ['discount', 'rating'] as const) {
    for (const extra of [{}, { categoryId: 1 }, { categoryId: 1, subcategoryId: 3 }]) {
      const q = { scope: 'deals' as const, excludeDeals: false, sort, limit: 12, offset: 0, ...extra };
      const times: number[] = [];
      for (let i = 0; i < 3; i++) { const t = performance.now(); await findProductRows(db, q as never); times.push(performance.now() - t); }
      console.log(url.slice(0, 8), sort, JSON.stringify(extra), Math.min(...times).toFixed(1));
    }
  }
  await db.destroy();
}
