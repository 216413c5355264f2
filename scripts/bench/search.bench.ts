import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createCatalogService, type ProductListRequest } from '../../src/server/catalog/catalog.service.ts';
import { facetIndexBytes } from '../../src/server/catalog/filtering/facet-index.ts';
import { FacetIndexHolder } from '../../src/server/catalog/filtering/facet-index-holder.ts';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { readCatalogGeneration } from '../../src/server/db/catalog-generation.ts';
import { type Db, dialectOf, openDatabase, sqliteConnectionOf } from '../../src/server/db/database.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { createSearchService, type SearchService } from '../../src/server/search/search.service.ts';
import { foldCase, splitWords } from '../../src/server/search/search-text.ts';
import { TextIndexHolder } from '../../src/server/search/text-index-holder.ts';
import { parseFilters } from '../../src/shared/contracts/filters.ts';
import { startPostgresCluster } from '../../tests/support/postgres-cluster.ts';
import { BENCH_SEARCHES, buildBenchCatalog } from './bench-catalog.ts';

// npm run bench:search [-- PRODUCTS] [-- --postgres] [-- --postgres-url URL] [-- --db FILE] [-- --facets-only]
// Builds a catalog of PRODUCTS (default 1,000,000) technology products straight into the database
// (product rows in bulk, then the search index built by the same function every import calls),
// then times a fixed set of searches and suggestions through the search service, next to a plain
// full-text baseline on the same index (SQLite: FTS5 MATCH ... ORDER BY bm25 LIMIT 20 plus
// count(*); PostgreSQL: @@ ... ORDER BY ts_rank LIMIT 20 plus count(*)). --postgres runs it on a
// throwaway PostgreSQL server started like the tests' (tests/support/postgres-cluster.ts).
// --db FILE keeps the SQLite catalog in FILE and, when FILE already holds one, measures it again
// without rebuilding (a million products take minutes to build); --postgres-url URL does the same
// in an existing PostgreSQL database. Last, the product lists people
// browse on the same catalog (home page, global lists, category and subcategory lists, with their
// totals) through the catalog service, as the pages and the API read them.

const args = process.argv.slice(2);
const PRODUCTS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1_000_000);
const POSTGRES = args.includes('--postgres');
// Only the searches and lists with facets (the part of issue 16).
const FACETS_ONLY = args.includes('--facets-only');
const KEPT_DATABASE = args.includes('--db') ? args[args.indexOf('--db') + 1] : undefined;
if (KEPT_DATABASE !== undefined && (POSTGRES || !KEPT_DATABASE)) {
  console.error('--db FILE takes a SQLite file name and cannot be combined with --postgres');
  process.exit(2);
}
// An existing PostgreSQL database to build the catalog in once and measure again on later runs.
const POSTGRES_URL = args.includes('--postgres-url') ? args[args.indexOf('--postgres-url') + 1] : undefined;
if (POSTGRES_URL !== undefined && !/^postgres(ql)?:\/\//.test(POSTGRES_URL)) {
  console.error('--postgres-url takes a postgres:// URL');
  process.exit(2);
}
const ROUNDS = 3;

const SUGGESTIONS = [
  'po',
  'por',
  'port',
  'sa',
  'sam',
  'sams',
  'samsung ga',
  'le',
  'len',
  'lenovo id',
  'au',
  'aur',
  'rtx',
  'rtx 40',
  'ip',
  'iph',
  'iphone 1',
  'ma',
  'mac',
  'mx',
  'lo',
  'log',
  'te',
  'tec',
  'mo',
  'mon',
  'gal',
  'ps',
  'xb',
  'nin',
  'tarjeta gr',
  'smasung',
  'auriculres',
  'qz',
];

type Stats = { p50: number; p95: number; max: number };

function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

// The plain full-text query a first version would write: every word ANDed, the last as a prefix,
// best bm25 / ts_rank first, and the count.
function baselineFor(db: Db): (q: string) => Promise<void> {
  if (dialectOf(db) === 'postgres') {
    return async (q) => {
      const words = splitWords(foldCase(q));
      if (words.length === 0) return;
      const tsquery = words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
      await sql`SELECT product_id FROM search_document WHERE document @@ to_tsquery('simple', ${tsquery})
                 ORDER BY ts_rank(document, to_tsquery('simple', ${tsquery})) DESC LIMIT 20`.execute(db);
      await sql`SELECT count(*) FROM search_document WHERE document @@ to_tsquery('simple', ${tsquery})`.execute(
        db,
      );
    };
  }
  const connection = sqliteConnectionOf(db);
  const top = connection.prepare(
    'SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY bm25(search_fts) LIMIT 20',
  );
  const count = connection.prepare('SELECT count(*) FROM search_fts WHERE search_fts MATCH ?');
  return async (q) => {
    const words = splitWords(foldCase(q));
    if (words.length === 0) return;
    const match = words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
    top.all(match);
    count.get(match);
  };
}

function line(label: string, samples: readonly number[]): string {
  const { p50, p95, max } = stats(samples);
  return `${label.padEnd(40)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   max ${max.toFixed(1).padStart(7)} ms`;
}

type Engine = 'database' | 'memory';

// Each search and suggestion through the database's engine and through the in-memory index
// (search/text-index.ts), alternated, with no result cache; then the same with the cache warm. The
// fingerprint digests every search's total and first page: equal fingerprints of a SQLite and a
// PostgreSQL run (the same generated catalog) mean the same results.
async function measure(db: Db): Promise<void> {
  // One set of in-memory indexes, as a server process holds.
  const indexes = { facetIndex: new FacetIndexHolder(db), textIndex: new TextIndexHolder(db) };
  const services = {
    database: createSearchService(db, { cacheEntries: 0, textIndex: false }),
    memory: createSearchService(db, { cacheEntries: 0, ...indexes }),
  };
  const memoryBefore = process.memoryUsage();
  const readyStarted = performance.now();
  await services.memory.ready();
  const memoryAfter = process.memoryUsage();
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  console.log(
    `in-memory words: ${mib(services.memory.textIndexBytes() ?? 0)} of typed arrays (the filter columns besides: see below); after reading them: JavaScript heap +${mib(memoryAfter.heapUsed - memoryBefore.heapUsed)} (vocabulary, garbage not yet collected), process RSS ${mib(memoryAfter.rss)}`,
  );
  console.log(
    `in-memory text index ready in ${((performance.now() - readyStarted) / 1000).toFixed(1)} s (facet index included)`,
  );
  const cached = createSearchService(db, indexes);
  await cached.ready();
  const baseline = baselineFor(db);
  const engines: Engine[] = ['database', 'memory'];
  const searchSamples: Record<Engine, number[]> = { database: [], memory: [] };
  const suggestSamples: Record<Engine, number[]> = { database: [], memory: [] };
  const baselineSamples: number[] = [];
  const slowest = new Map<string, number>();
  const slowestSuggestions = new Map<string, number>();
  const results = new Map<string, Record<Engine, string>>();
  // One untimed pass first: compiling the code paths and preparing the statements is a cost of
  // a server's first requests, not of searching.
  for (const q of BENCH_SEARCHES) {
    for (const engine of engines) await services[engine].search({ q });
    await baseline(q);
  }
  for (const q of SUGGESTIONS) for (const engine of engines) await services[engine].suggest(q);
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of BENCH_SEARCHES) {
      for (const engine of engines) {
        let result: Awaited<ReturnType<SearchService['search']>> | undefined;
        const ms = await time(async () => {
          result = await services[engine].search({ q });
        });
        searchSamples[engine].push(ms);
        if (engine === 'memory') slowest.set(q, Math.max(slowest.get(q) ?? 0, ms));
        const seen = results.get(q) ?? { database: '', memory: '' };
        seen[engine] =
          `${result!.total}${result!.didYouMean ? ` (did you mean "${result!.didYouMean}")` : ''} ${result!.products.map((product) => product.id_c10).join(',')}`;
        results.set(q, seen);
      }
      baselineSamples.push(await time(() => baseline(q)));
    }
    for (const q of SUGGESTIONS) {
      for (const engine of engines) {
        const ms = await time(() => services[engine].suggest(q));
        suggestSamples[engine].push(ms);
        if (engine === 'memory') slowestSuggestions.set(q, Math.max(slowestSuggestions.get(q) ?? 0, ms));
      }
    }
  }
  const cachedSamples: number[] = [];
  const cachedSuggestSamples: number[] = [];
  for (const q of BENCH_SEARCHES) await cached.search({ q });
  for (const q of SUGGESTIONS) await cached.suggest(q);
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of BENCH_SEARCHES) cachedSamples.push(await time(() => cached.search({ q })));
    for (const q of SUGGESTIONS) cachedSuggestSamples.push(await time(() => cached.suggest(q)));
  }

  console.log(
    `\n${BENCH_SEARCHES.length} searches and ${SUGGESTIONS.length} suggestion texts, ${ROUNDS} timed rounds each after one untimed:`,
  );
  console.log(line('search (in memory, no result cache)', searchSamples.memory));
  console.log(line('search (database engine, no cache)', searchSamples.database));
  console.log(line('baseline: plain full-text top 20 + count', baselineSamples));
  console.log(line('search (result cache warm)', cachedSamples));
  console.log(line('suggestions (in memory, no cache)', suggestSamples.memory));
  console.log(line('suggestions (database engine, no cache)', suggestSamples.database));
  console.log(line('suggestions (cache warm)', cachedSuggestSamples));
  const fingerprint = createHash('sha256');
  let differing = 0;
  for (const q of BENCH_SEARCHES) {
    const seen = results.get(q)!;
    fingerprint.update(`${q}\u001f${seen.memory}\n`);
    if (seen.memory !== seen.database) differing++;
  }
  console.log(
    `results fingerprint (in memory): ${fingerprint.digest('hex').slice(0, 16)}; searches whose total or first page differ between the engines: ${differing} of ${BENCH_SEARCHES.length}`,
  );
  console.log('\nslowest searches (in memory, no cache):');
  for (const [q, ms] of [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(
      `  ${ms.toFixed(1).padStart(7)} ms  ${JSON.stringify(q).padEnd(26)} total ${results.get(q)!.memory.split(' ')[0]}`,
    );
  }
  console.log('slowest suggestions (in memory, no cache):');
  for (const [q, ms] of [...slowestSuggestions].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${JSON.stringify(q)}`);
  }
  if (process.env.BENCH_VERBOSE) {
    for (const q of BENCH_SEARCHES) {
      const seen = results.get(q)!;
      console.log(
        `  ${JSON.stringify(q).padEnd(26)} ${seen.memory}${seen.memory === seen.database ? '' : `\n  ${''.padEnd(26)} database: ${seen.database}`}`,
      );
    }
    for (const q of SUGGESTIONS.slice(0, 8))
      console.log(`  ${JSON.stringify(q)} -> ${(await cached.suggest(q)).join(' | ')}`);
  }
}

// What the home page, the global lists and a large category and subcategory ask for (page 1 unless
// said), each with the total the list shows.
const LISTS: Array<[string, ProductListRequest]> = [
  ['home: deals', { scope: 'deals', limit: 12 }],
  ['home: featured without deals', { scope: 'featured', limit: 12, excludeDeals: true }],
  ['/featured', { scope: 'featured' }],
  ['/featured by price', { scope: 'featured', sort: 'price_asc' }],
  ['/popular', { scope: 'popular' }],
  ['/recent', { scope: 'recent' }],
  ['/category/computers/featured', { scope: 'featured', category: 'computers' }],
  ['/category/computers/all', { scope: 'all', category: 'computers' }],
  [
    '/category/computers/featured by popularity',
    { scope: 'featured', category: 'computers', sort: 'popularity' },
  ],
  ['/subcategory/laptops/featured', { scope: 'featured', subcategory: 'laptops' }],
  ['/subcategory/laptops/popular by price', { scope: 'popular', subcategory: 'laptops', sort: 'price_desc' }],
  ['/subcategory/processors/featured p5', { scope: 'featured', subcategory: 'processors', page: 5 }],
];

// Each list three ways, best of ROUNDS: the first visitor after an import before the process has
// read the import into its facet index (a new catalog service: the total counted in SQL), the
// first visitor once it has (a new catalog service over a current facet index: counted there;
// processes follow imports within about a second, docs/decisions/023), and the visitors after
// that (the total kept).
async function measureLists(db: Db): Promise<void> {
  const holder = new FacetIndexHolder(db, { maxWaitMs: 600_000 });
  await holder.forGeneration(await readCatalogGeneration(db));
  const warm = createCatalogService(db, { facetIndex: holder });
  for (const [, request] of LISTS) await warm.listProducts(request);
  console.log(`
product lists (catalog service: first page and total), best of ${ROUNDS} after one untimed:
  ${''.padEnd(44)}   SQL count  index current  total kept`);
  const followed: number[] = [];
  for (const [label, request] of LISTS) {
    const counted: number[] = [];
    const current: number[] = [];
    const cached: number[] = [];
    let total = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const cold = createCatalogService(db, { facetIndex: new FacetIndexHolder(db) });
      counted.push(
        await time(async () => {
          total = (await cold.listProducts(request)).total;
        }),
      );
      const first = createCatalogService(db, { facetIndex: holder });
      current.push(await time(() => first.listProducts(request)));
      cached.push(await time(() => warm.listProducts(request)));
    }
    followed.push(...current);
    const ms = (samples: number[]) =>
      `${Math.min(...samples)
        .toFixed(1)
        .padStart(9)} ms`;
    console.log(
      `  ${label.padEnd(44)} ${ms(counted)} ${ms(current)}  ${ms(cached)}   total ${total.toLocaleString('en-US')}`,
    );
  }
  console.log(line('lists, first visitor, index current', followed));
}

// Filters shoppers combine (issue 16), each applied to searches and lists below.
const FILTER_QUERIES = [
  '',
  'brand=Samsung',
  'brand=Apple&brand=Samsung',
  'min_price=100&max_price=500',
  'in_stock=1',
  'condition=refurbished',
  'shop=Tienda 07&in_stock=1',
  'attr.storage_gb=256',
  'min_rating=4&price_by=total&max_price=300',
];

// Searches and lists with their facets (the filters' values with counts), with no cache of search
// results, filtered lists or facets (the facet index itself loaded once, and each list's total and
// unfiltered counts kept after the untimed round, as a running server keeps them per catalog
// generation): what the first shopper asking for that combination waits.
async function measureFacets(db: Db): Promise<void> {
  const holder = new FacetIndexHolder(db, { maxWaitMs: 600_000 });
  const loadStarted = performance.now();
  const index = await holder.forGeneration(await readCatalogGeneration(db));
  const loadMs = performance.now() - loadStarted;
  console.log(
    `\nfacet index: ${index.size.toLocaleString('en-US')} products read in ${(loadMs / 1000).toFixed(1)} s, columns ${(facetIndexBytes(index) / 2 ** 20).toFixed(0)} MiB`,
  );
  const searchSamples: number[] = [];
  const listSamples: number[] = [];
  const slowest: Array<[string, number]> = [];
  const search = createSearchService(db, { cacheEntries: 0, facetIndex: holder });
  const textStarted = performance.now();
  await search.ready();
  console.log(`in-memory text index read in ${((performance.now() - textStarted) / 1000).toFixed(1)} s`);
  const catalog = createCatalogService(db, { facetIndex: holder, filterCacheEntries: 0 });
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [i, q] of BENCH_SEARCHES.entries()) {
      for (const query of [FILTER_QUERIES[0]!, FILTER_QUERIES[1 + (i % (FILTER_QUERIES.length - 1))]!]) {
        const { filters } = parseFilters(new URLSearchParams(query).entries());
        const ms = await time(() => search.search({ q, filters, facets: true }));
        // Round 0 is untimed (first compilation of every path).
        if (round > 0) {
          searchSamples.push(ms);
          slowest.push([`search ${JSON.stringify(q)} ${query}`, ms]);
        }
      }
    }
    for (const [label, request] of LISTS) {
      for (const query of FILTER_QUERIES) {
        const { filters } = parseFilters(new URLSearchParams(query).entries());
        const ms = await time(() => catalog.listProducts({ ...request, filters, facets: true }));
        if (round > 0) {
          listSamples.push(ms);
          slowest.push([`list ${label} ${query}`, ms]);
        }
      }
    }
  }
  console.log(
    `${BENCH_SEARCHES.length * 2} searches (each alone and with one of ${FILTER_QUERIES.length - 1} filter combinations) and ${LISTS.length} lists x ${FILTER_QUERIES.length} filter combinations, with facets, no result caches, ${ROUNDS} timed rounds after one untimed:`,
  );
  console.log(line('search with facets', searchSamples));
  console.log(line('list with facets', listSamples));
  console.log('slowest:');
  for (const [label, ms] of slowest.sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${label}`);
  }

  // What a web process does after an import that touched 5 % of the products: read those rows
  // into a copy of its index (the rows are marked as an import marks them; only their click
  // counts change).
  const generation = await readCatalogGeneration(db);
  await db
    .updateTable('product_facet')
    .set((eb) => ({ changed_generation: generation + 1, click_count: eb('click_count', '+', 1) }))
    .where(sql<boolean>`product_id % 20 = 0`)
    .execute();
  await sql`UPDATE search_state SET generation = generation + 1`.execute(db);
  const updateStarted = performance.now();
  const updated = await holder.forGeneration(generation + 1);
  console.log(
    `facet index after an import touching 5 % of the products: ${(performance.now() - updateStarted).toFixed(0)} ms (${updated.generation === generation + 1 ? 'updated' : 'not updated'})`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
const cluster = POSTGRES && !POSTGRES_URL ? await startPostgresCluster() : null;
try {
  const file = KEPT_DATABASE ? path.resolve(KEPT_DATABASE) : path.join(dir, 'bench.sqlite');
  let url = POSTGRES_URL ?? `sqlite:${file}`;
  if (cluster) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    url = cluster.url.replace(/\/postgres$/, '/bench');
  }
  const db = openDatabase(parseDatabaseUrl(url), { maxConnections: 2 });
  await prepareDatabase(db);
  console.log(
    `node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; database: ${POSTGRES_URL ? 'PostgreSQL (kept database)' : cluster ? 'PostgreSQL (throwaway cluster)' : `SQLite (${KEPT_DATABASE ? file : 'file in tmp'})`}`,
  );
  const existing = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) {
    console.log(
      `catalog: ${Number(existing.count).toLocaleString('en-US')} products already in ${POSTGRES_URL ?? file}`,
    );
  } else {
    const { insertMs, indexMs } = await buildBenchCatalog(db, PRODUCTS);
    console.log(
      `catalog: ${PRODUCTS.toLocaleString('en-US')} products inserted in ${(insertMs / 1000).toFixed(1)} s; search index built in ${(indexMs / 1000).toFixed(1)} s (${((indexMs * 1000) / PRODUCTS).toFixed(1)} µs per product)`,
    );
  }
  if (dialectOf(db) === 'sqlite')
    console.log(`database file: ${(fs.statSync(file).size / 2 ** 20).toFixed(0)} MiB`);
  if (!FACETS_ONLY) {
    await measure(db);
    await measureLists(db);
  }
  await measureFacets(db);
  await db.destroy();
} finally {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
