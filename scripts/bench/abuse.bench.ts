import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { wholeNumberArg } from './bench-args.ts';
import { startBenchServer } from './bench-server.ts';
import { nextVisitor } from './visitors.ts';

// One client sending expensive requests, and everyone else. Starts the production server on a
// catalog (build one with `npm run bench:search -- 200000 --db FILE`), then, for --duration
// seconds each:
//   1. calm: other visitors' health checks and pages (--pages-per-second), nothing else;
//   2. attack: the same, while ONE client (one address) keeps --attackers requests in flight,
//      each a deep page, a price-sorted list or search, a search page (the outside attack run sent
//      4 at a time: /api/products/recent?page=10000&limit=48&sort=price_desc).
// Prints latency percentiles of the others' /api/health and pages in both phases, and what the
// attacker got back. Every other request comes from an address of its own network through the
// trusted loopback proxy (X-Forwarded-For), as many shoppers would.
//
// Usage: npm run bench:abuse -- --db FILE [--duration SECONDS] [--attackers N] [--pages-per-second N]
//                               [--server build/server/main.js]
//   --server measures another build (e.g. a worktree of an older commit) on the same catalog.

const USAGE =
  'Usage: npm run bench:abuse -- --db FILE [--duration SECONDS] [--attackers N] [--pages-per-second N] [--server PATH]';
const HEALTH_EVERY_MS = 50;

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    duration: { type: 'string' },
    attackers: { type: 'string' },
    server: { type: 'string' },
    'pages-per-second': { type: 'string' },
  },
});
if (!values.db || !fs.existsSync(values.db)) {
  console.error(
    `--db must name an existing catalog file (npm run bench:search -- 200000 --db FILE)\n${USAGE}`,
  );
  process.exit(2);
}
const seconds = wholeNumberArg(values.duration, { fallback: 30, name: '--duration', max: 600, usage: USAGE });
const attackers = wholeNumberArg(values.attackers, {
  fallback: 4,
  name: '--attackers',
  max: 64,
  usage: USAGE,
});
// Other visitors' pages: 4 a second by default; 0 leaves only the health checks (the attack run's setting).
const pagesPerSecond =
  values['pages-per-second'] === '0'
    ? 0
    : wholeNumberArg(values['pages-per-second'], {
        fallback: 4,
        name: '--pages-per-second',
        max: 50,
        usage: USAGE,
      });
const serverFile = path.resolve(values.server ?? 'build/server/main.js');
if (!fs.existsSync(serverFile)) {
  console.error(`${serverFile} is missing: run npm run build first.\n${USAGE}`);
  process.exit(2);
}

// The attacker's requests, in turn: deep pages first, then the most expensive requests still
// allowed (the last pages within the limit, price sorts, broad searches, whole pages).
const ATTACK_PATHS = [
  '/api/products/recent?page=10000&limit=48&sort=price_desc',
  '/recent?page=10000&sort=price_desc',
  '/api/products/recent?page=20&limit=48&sort=price_desc',
  '/api/products/featured?page=10&limit=100&sort=price_asc',
  '/api/search?q=te&sort=price_desc&page=10&limit=100',
  '/api/search?q=a&page=50&limit=20',
  '/search?q=te&sort=price_desc',
  '/recent?page=83&sort=price_desc',
  '/category/computers/all?page=83',
];
const SHOPPER_PATHS = ['/es', '/es/deals', '/es/search?q=portatil', '/es/category/computers/featured'];

async function timedGet(
  origin: string,
  target: string,
  address: string,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${target}`, {
      headers: { 'x-forwarded-for': address, 'accept-language': 'es-ES' },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

// Sends one request every `everyMs` (not waiting for answers, as independent visitors would) until
// `until`, and collects the latencies.
async function steadyVisitors(origin: string, paths: readonly string[], everyMs: number, until: number) {
  const pending: Array<Promise<{ ms: number; status: number }>> = [];
  let turn = 0;
  while (Date.now() < until) {
    pending.push(timedGet(origin, paths[turn++ % paths.length]!, nextVisitor(9)));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Promise.all(pending);
}

async function attack(origin: string, until: number) {
  const statuses = new Map<number, number>();
  let turn = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const { status } = await timedGet(origin, ATTACK_PATHS[turn++ % ATTACK_PATHS.length]!, '203.0.113.66');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: attackers }, worker));
  return statuses;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(label: string, samples: ReadonlyArray<{ ms: number; status: number }>): string {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = samples.filter((sample) => sample.status !== 200).length;
  const cell = (value: number) => value.toFixed(1).padStart(8);
  return `${label.padEnd(28)} ${String(samples.length).padStart(6)} ${cell(percentile(sorted, 50))} ${cell(percentile(sorted, 95))} ${cell(percentile(sorted, 99))} ${cell(sorted.at(-1) ?? Number.NaN)}  ${failed}`;
}

const databaseFile = path.resolve(values.db);
console.log(`Starting ${path.relative(process.cwd(), serverFile)} on ${databaseFile} ...`);
const { origin, stop } = await startBenchServer({ serverFile, databaseFile, seedDemo: false });
try {
  console.log(
    `${seconds} s a phase; others: /api/health every ${HEALTH_EVERY_MS} ms, ${pagesPerSecond} pages a second; attacker: ${attackers} requests in flight from one address; Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  // Warm the caches the way a running site has them.
  for (const target of SHOPPER_PATHS) await timedGet(origin, target, nextVisitor(9));
  console.log(
    `${'phase / requests'.padEnd(28)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  not 200`,
  );
  for (const phase of ['calm', 'attack'] as const) {
    const until = Date.now() + seconds * 1000;
    const [health, pages, attackerStatuses] = await Promise.all([
      steadyVisitors(origin, ['/api/health'], HEALTH_EVERY_MS, until),
      pagesPerSecond === 0
        ? Promise.resolve([])
        : steadyVisitors(origin, SHOPPER_PATHS, 1000 / pagesPerSecond, until),
      phase === 'attack' ? attack(origin, until) : Promise.resolve(null),
    ]);
    console.log(summary(`${phase}: others' /api/health`, health));
    if (pages.length > 0) console.log(summary(`${phase}: others' pages`, pages));
    if (attackerStatuses) {
      const answers = [...attackerStatuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count} × ${status}`);
      console.log(`${'attacker got'.padEnd(28)} ${answers.join(', ')}`);
    }
  }
} finally {
  await stop();
}
