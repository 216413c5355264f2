import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseDatabaseUrl } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { enrichProductTexts } from '../../src/server/enrichment/enrich-products.ts';
import { prepareDatabase } from '../../src/server/prepare-database.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { type RunningCluster, startCluster } from '../cluster/cluster.ts';
import { startNginx } from '../cluster/nginx.ts';
import { wholeNumberArg } from './bench-args.ts';
import { BENCH_SEARCHES, buildBenchCatalog } from './bench-catalog.ts';
import { processCpu } from './process-cpu.ts';
import { requireWrk, runWrk } from './wrk.ts';

// The cluster under load (issue 17, part 6): the topology of `npm run cluster` (PostgreSQL primary
// and streaming replica, two web processes reading from the replica, one worker, nginx) on a
// generated catalog of PRODUCTS (default 1,000,000), loaded with wrk at 100 connections through
// nginx, every request from another client network through the trusted loopback proxy. Each kind
// of request is measured twice back to back: through a second nginx that passes everything to web
// process 1 alone, then through the cluster's nginx, which shares requests out between both; the
// ratio is what the second process adds on this machine (two cores, shared with PostgreSQL, nginx
// and wrk itself). nginx's page cache and the web processes' are off so that every page is rendered (the web
// processes' caches of API results stay on, as in production); each kind of request goes through
// many URLs in turn (products, searches, lists and their pages).
//
// Usage: npm run bench:cluster -- [--products N] [--dir DIR] [--duration SECONDS] [--connections N]
//   --dir DIR: keep the cluster's databases in DIR; the catalog is built on the first run only
//   (about ten minutes at a million products) and measured again by later ones.

const USAGE =
  'Usage: npm run bench:cluster -- [--products N] [--dir DIR] [--duration SECONDS] [--connections N]';
const WARM_UP_SECONDS = 3;
// Loading a million products' words into memory takes each web process up to a minute or two.
const INDEXES_TIMEOUT_MS = 600_000;

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    dir: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
  },
});
const products = wholeNumberArg(values.products, {
  fallback: 1_000_000,
  name: '--products',
  max: 5_000_000,
  usage: USAGE,
});
const seconds = wholeNumberArg(values.duration, { fallback: 20, name: '--duration', max: 600, usage: USAGE });
const connections = wholeNumberArg(values.connections, {
  fallback: 100,
  name: '--connections',
  max: 1000,
  usage: USAGE,
});
requireWrk();

// A request not answered within 10 s counts as failed.
const wrk = (origin: string, paths: readonly string[], duration: number) =>
  runWrk(origin, paths, { seconds: duration, connections, timeoutSeconds: 10 });

// Builds the catalog in an empty database, and leaves the worker nothing to do while the load
// runs: the products' texts are written beforehand (the rules' texts, as the worker would after an
// import: a million take about ten minutes), and the generated shops, which last confirmed their
// feeds weeks ago, are marked confirmed now so that its stale-offer sweep leaves the catalog be.
async function prepareCatalog(primaryUrl: string): Promise<void> {
  const db = openDatabase(parseDatabaseUrl(primaryUrl), { maxConnections: 2 });
  try {
    await prepareDatabase(db);
    const { count } = await db
      .selectFrom('product')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) === 0) {
      console.log(`building a catalog of ${products.toLocaleString('en-US')} products (minutes)...`);
      const { insertMs, indexMs } = await buildBenchCatalog(db, products);
      console.log(
        `  inserted in ${(insertMs / 1000).toFixed(0)} s, indexed in ${(indexMs / 1000).toFixed(0)} s`,
      );
    } else {
      console.log(`catalog: ${Number(count).toLocaleString('en-US')} products already built`);
    }
    const texts = await enrichProductTexts(db, { log: (line) => console.log(`  ${line}`) });
    if (texts.rulesWritten > 0)
      console.log(`  texts written for ${texts.rulesWritten.toLocaleString('en-US')} products`);
    await db.updateTable('shop').set({ last_import_at: new Date().toISOString() }).execute();
  } finally {
    await db.destroy();
  }
}

async function metric(origin: string, name: string): Promise<number | null> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? null : Number(line.slice(name.length + 1));
}

// Until every web process answers from its in-memory indexes of the current catalog.
async function waitForIndexes(cluster: RunningCluster): Promise<number> {
  const started = Date.now();
  for (const { origin } of cluster.web) {
    for (;;) {
      const current = await metric(origin, 'precioclaro_catalog_generation');
      if (current !== null && (await metric(origin, 'precioclaro_memory_indexes_generation')) === current)
        break;
      if (Date.now() - started > INDEXES_TIMEOUT_MS)
        throw new Error('the in-memory indexes were not read in time');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  return Date.now() - started;
}

type ProductCard = { id_c10: string };

// What the load asks for, kind by kind: paths many shoppers would request.
async function requestKinds(origin: string): Promise<Array<{ label: string; paths: string[] }>> {
  const headers = { 'accept-language': 'es-ES', 'x-forwarded-for': '10.255.0.1' };
  const json = async <T>(target: string) =>
    (await (await fetch(`${origin}${target}`, { headers })).json()) as T;
  const ids: string[] = [];
  for (const scope of ['popular', 'featured', 'deals']) {
    for (let page = 1; page <= 8; page++) {
      const { products: cards } = await json<{ products: ProductCard[] }>(
        `/api/products/${scope}?page=${page}&limit=50`,
      );
      ids.push(...cards.map((card) => card.id_c10));
    }
  }
  const productPages: string[] = [];
  for (const id of [...new Set(ids)].slice(0, 600)) {
    const redirect = await fetch(`${origin}/product/${id}`, { redirect: 'manual', headers });
    productPages.push(new URL(redirect.headers.get('location') ?? `/product/${id}`, origin).pathname);
  }
  const categories = await json<Array<{ slug: string; subcategories?: Array<{ slug: string }> }>>(
    '/api/db/categories/hierarchy',
  );
  const lists: string[] = [];
  const apiLists: string[] = [];
  for (const category of categories) {
    for (const order of ['featured', 'popular', 'deals']) {
      for (let page = 1; page <= 3; page++) {
        lists.push(`/category/${category.slug}/${order}${page > 1 ? `?page=${page}` : ''}`);
        apiLists.push(`/api/products/${order}/category/${category.slug}?page=${page}&limit=12`);
      }
    }
    for (const subcategory of category.subcategories ?? []) {
      lists.push(`/category/${category.slug}/${subcategory.slug}/featured`);
      apiLists.push(`/api/products/featured/subcategory/${subcategory.slug}?limit=12`);
    }
  }
  const searches = BENCH_SEARCHES.filter((query) => query.length > 1);
  const encode = (query: string) => encodeURIComponent(query).replaceAll('%20', '+');
  return [
    { label: 'home page', paths: ['/'] },
    { label: 'list pages', paths: lists },
    { label: 'search pages', paths: searches.map((query) => `/search?q=${encode(query)}`) },
    { label: 'product pages', paths: productPages },
    { label: 'API lists', paths: apiLists },
    { label: 'API search', paths: searches.map((query) => `/api/search?q=${encode(query)}&limit=20`) },
    {
      label: 'API suggestions',
      paths: searches.map((query) => `/api/search/suggestions?q=${encode(query.slice(0, 4))}`),
    },
    { label: 'API product offers', paths: ids.slice(0, 600).map((id) => `/api/products/${id}/offers`) },
  ];
}

function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs; ${connections} connections, ${seconds} s a kind after a ${WARM_UP_SECONDS} s warm-up`,
);
const cluster = await startCluster({
  dir: values.dir,
  webProcesses: 2,
  port: 0,
  seedDemo: false,
  pageCache: false,
  // Every page rendered, as for the long tail of a million products' URLs (a page kept in memory
  // costs nothing to measure).
  webEnvironment: { PAGE_CACHE_MB: '0' },
  postgresSettings: ['shared_buffers=1GB', 'effective_cache_size=8GB', 'max_connections=300'],
  prepare: prepareCatalog,
  log: (line) => console.log(`cluster: ${line}`),
});
try {
  const oneProcessPort = await freePort();
  const oneProcess = await startNginx({
    dir: path.join(cluster.dir, 'nginx-one-process'),
    port: oneProcessPort,
    upstreams: [cluster.web[0]!.origin.replace('http://', '')],
    pageCache: false,
  });
  try {
    const waitedMs = await waitForIndexes(cluster);
    console.log(`in-memory indexes of both web processes current after ${(waitedMs / 1000).toFixed(0)} s`);
    const kinds = await requestKinds(cluster.origin);
    const pids = cluster.web.map((web) => web.process.pid!);
    const header = [
      'kind'.padEnd(20),
      'URLs'.padStart(5),
      '1 proc r/s'.padStart(11),
      'p50'.padStart(8),
      'p97.5'.padStart(8),
      '2 procs r/s'.padStart(12),
      'p50'.padStart(8),
      'p97.5'.padStart(8),
      'ratio'.padStart(6),
      'CPU split'.padStart(10),
    ];
    console.log(`\n${header.join(' ')}`);
    for (const { label, paths } of kinds) {
      // Both processes warm (their result caches hold what this kind asks for), then one alone,
      // then both.
      wrk(cluster.origin, paths, WARM_UP_SECONDS);
      const one = wrk(`http://127.0.0.1:${oneProcessPort}`, paths, seconds);
      const before = pids.map((pid) => processCpu(pid).allThreadsMs);
      const two = wrk(cluster.origin, paths, seconds);
      const used = pids.map((pid, index) => processCpu(pid).allThreadsMs - before[index]!);
      const share = (100 * used[0]!) / Math.max(1, used[0]! + used[1]!);
      const failures = one.failures + two.failures;
      console.log(
        [
          label.padEnd(20),
          String(paths.length).padStart(5),
          one.rps.toFixed(0).padStart(11),
          `${one.p50.toFixed(1)}`.padStart(8),
          `${one.p975.toFixed(1)}`.padStart(8),
          two.rps.toFixed(0).padStart(12),
          `${two.p50.toFixed(1)}`.padStart(8),
          `${two.p975.toFixed(1)}`.padStart(8),
          (two.rps / Math.max(1, one.rps)).toFixed(2).padStart(6),
          `${share.toFixed(0)}/${(100 - share).toFixed(0)}`.padStart(10),
        ].join(' ') + (failures > 0 ? `  (${failures} failed or not 2xx/3xx)` : ''),
      );
    }
    console.log(
      `\nresident memory: ${pids.map((pid, index) => `web ${index + 1} ${residentMiB(pid).toFixed(0)} MiB`).join(', ')}; latencies in ms`,
    );
  } finally {
    await oneProcess.stop();
  }
} finally {
  await cluster.stop();
}
