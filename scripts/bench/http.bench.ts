import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { wholeNumberArg } from './bench-args.ts';
import { startBenchServer } from './bench-server.ts';
import { nextVisitor } from './visitors.ts';

// Pages and API under load. Starts the production server (`npm run build` first) on a SQLite
// demo catalog, then loads each URL below for a fixed time with a fixed number of connections
// and prints requests/s and latency percentiles. Every request carries its own X-Forwarded-For,
// as many visitors behind the local proxy the server trusts by default would: the API's
// per-client rate limit (600 a minute) would otherwise answer most of them with 429.
//
// Usage: npm run bench:http -- [--duration SECONDS] [--connections N] [--db FILE]
//   --db keeps the catalog in FILE (seeded on first use) so later runs skip the ~40 s demo import.

const USAGE = 'Usage: npm run bench:http -- [--duration SECONDS] [--connections N] [--db FILE]';
const SERVER = path.resolve('build/server/main.js');
const WARM_UP_SECONDS = 2;

async function load(origin: string, target: string, seconds: number, connections: number) {
  return autocannon({
    url: `${origin}${target}`,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextVisitor(), 'accept-language': 'es-ES' },
        }),
      },
    ],
  });
}

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    db: { type: 'string' },
  },
});
const seconds = wholeNumberArg(values.duration, { fallback: 10, name: '--duration', max: 600, usage: USAGE });
const connections = wholeNumberArg(values.connections, {
  fallback: 10,
  name: '--connections',
  max: 1000,
  usage: USAGE,
});
if (!fs.existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run npm run build first.\n${USAGE}`);
  process.exit(2);
}
const scratch = values.db ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
const databaseFile = path.resolve(values.db ?? path.join(scratch!, 'catalog.sqlite'));

console.log(`Starting the server on ${databaseFile} ...`);
const { origin, stop } = await startBenchServer({ serverFile: SERVER, databaseFile, seedDemo: true });
try {
  const deals = (await (await fetch(`${origin}/api/products/deals?limit=1`)).json()) as
    | Array<{ id_c10: string }>
    | { products: Array<{ id_c10: string }> };
  const productId = (Array.isArray(deals) ? deals : deals.products)[0]?.id_c10;
  if (!productId) throw new Error('the catalog has no deals to take a product from');
  // A product URL without its slug redirects to the canonical one: load that.
  const redirect = await fetch(`${origin}/es/product/${productId}`, { redirect: 'manual' });
  const location = redirect.headers.get('location');
  const productPath = location ? new URL(location, origin).pathname : `/es/product/${productId}`;

  const targets: Array<[label: string, path: string]> = [
    ['home page (server-rendered)', '/es'],
    ['category page', '/es/category/computers'],
    ['product page', productPath],
    ['search page "portatil"', '/es/search?q=portatil'],
    ['API deals, 12 items', '/api/products/deals?limit=12'],
    ['API search "portatil", 20 items', '/api/search?q=portatil&limit=20'],
    ['API suggestions "sam"', '/api/search/suggestions?q=sam'],
    ['API category tree', '/api/db/categories/hierarchy'],
  ];
  console.log(
    `${connections} connections, ${seconds} s a URL after a ${WARM_UP_SECONDS} s warm-up; Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  console.log(
    `${'URL'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p97.5 ms'.padStart(9)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  not 2xx`,
  );
  for (const [label, target] of targets) {
    await load(origin, target, WARM_UP_SECONDS, connections);
    const result = await load(origin, target, seconds, connections);
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(
      `${label.padEnd(34)} ${Math.round(result.requests.average).toLocaleString('en-US').padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p97_5).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(result.latency.max).padStart(8)}  ${failures}`,
    );
  }
} finally {
  await stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
}
