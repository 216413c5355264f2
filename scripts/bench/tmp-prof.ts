import { parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { createSearchService } from '../../src/server/search/search.service.ts';

const db = openDatabase(parseDatabaseUrl(process.argv[2]!), { maxConnections: 2 });
const s = createSearchService(db, { cacheEntries: 0 });
let t = performance.now();
await s.ready();
console.log('ready', performance.now() - t);
const qs = ['sa', 'mo', 'samsung', 'po', 'graphics card', 'logitek', 'samsumg', 'disco duro', 'sam', 'le', 'te', 'i5-1235u', 'portatil'];
for (const q of qs) await s.search({ q });
for (const q of qs) {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    t = performance.now();
    await s.search({ q });
    times.push(performance.now() - t);
  }
  const st: number[] = [];
  for (let i = 0; i < 10; i++) {
    t = performance.now();
    await s.suggest(q);
    st.push(performance.now() - t);
  }
  console.log(q.padEnd(16), Math.min(...times).toFixed(1), Math.max(...times).toFixed(1), 'suggest', Math.min(...st).toFixed(1), Math.max(...st).toFixed(1));
}
await db.destroy();
