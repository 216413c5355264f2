import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { wholeNumberArg } from './bench-args.ts';
import { startBenchServer } from './bench-server.ts';
import { type PageTemplate, pageTemplates } from './page-templates.ts';
import { processCpu } from './process-cpu.ts';
import { requireWrk, runWrk, type WrkResult } from './wrk.ts';

// Pages under load (issue 13, part 7). Starts the production server (`npm run build` first) twice
// on the same SQLite catalog: cold, with the page cache off (PAGE_CACHE_MB=0: every page rendered
// afresh), then warm (the default cache). In each run it loads /api/health (the floor: what the
// server does for a request that renders nothing) and then each page template for a fixed time
// with a fixed number of connections, every request from another client network through the
// trusted loopback proxy, as many shoppers would (wrk, with scripts/bench/wrk-visitors.lua). Prints req/s and p97.5 per template, cold and
// warm, warm as a share of health's req/s in the same run, the server's CPU per cold page (its main
// thread, and all its threads with compression; read from /proc, so time spent waiting for a core
// does not count), and the page's HTML and first-load JavaScript gzipped.
//
// Usage: npm run bench:http -- [--duration SECONDS] [--connections N] [--db FILE]
//   --db: the catalog in FILE (the demo catalog, seeded on first use; or a 1,000,000-product one
//   built by `npm run bench:search -- 1000000 --db FILE`).

const USAGE = 'Usage: npm run bench:http -- [--duration SECONDS] [--connections N] [--db FILE]';
const SERVER = path.resolve('build/server/main.js');
const WARM_UP_SECONDS = 2;

function wrk(origin: string, target: string, seconds: number, connections: number): WrkResult {
  return runWrk(origin, [target], { seconds, connections });
}

const gzipKb = (bytes: Buffer | string) => zlib.gzipSync(bytes).length / 1024;

// The HTML, and the JavaScript a browser loads before the page is interactive: the module
// entry's imports and every modulepreload the page names.
async function pageWeight(origin: string, target: string): Promise<{ htmlKb: number; jsKb: number }> {
  const html = await (await fetch(`${origin}${target}`, { headers: { 'accept-language': 'es-ES' } })).text();
  const scripts = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(href!);
  for (const [, src] of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) scripts.add(src!);
  let jsKb = 0;
  for (const script of scripts)
    jsKb += gzipKb(Buffer.from(await (await fetch(`${origin}${script}`)).arrayBuffer()));
  return { htmlKb: gzipKb(html), jsKb };
}

// CPU milliseconds per answered request, of the server's main thread and of all its threads.
type Measured = WrkResult & { mainCpuMs: number; allCpuMs: number };

function measure(
  server: { origin: string; pid: number },
  target: string,
  seconds: number,
  connections: number,
): Measured {
  wrk(server.origin, target, WARM_UP_SECONDS, connections);
  const before = processCpu(server.pid);
  const result = wrk(server.origin, target, seconds, connections);
  const after = processCpu(server.pid);
  const requests = Math.max(result.requests, 1);
  return {
    ...result,
    mainCpuMs: (after.mainThreadMs - before.mainThreadMs) / requests,
    allCpuMs: (after.allThreadsMs - before.allThreadsMs) / requests,
  };
}

const UNMEASURED: Measured = { rps: 0, p975: 0, p50: 0, failures: 0, requests: 0, mainCpuMs: 0, allCpuMs: 0 };

const { values } = parseArgs({
  options: { duration: { type: 'string' }, connections: { type: 'string' }, db: { type: 'string' } },
});
const seconds = wholeNumberArg(values.duration, { fallback: 10, name: '--duration', max: 600, usage: USAGE });
const connections = wholeNumberArg(values.connections, {
  fallback: 50,
  name: '--connections',
  max: 1000,
  usage: USAGE,
});
requireWrk();
if (!fs.existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run npm run build first.\n${USAGE}`);
  process.exit(2);
}
const scratch = values.db ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-http-'));
const databaseFile = path.resolve(values.db ?? path.join(scratch!, 'catalog.sqlite'));

console.log(`Catalog: ${databaseFile}`);
console.log(
  `${connections} connections, ${seconds} s a URL after a ${WARM_UP_SECONDS} s warm-up; Node ${process.version}, ${os.cpus().length} CPUs\n`,
);
try {
  const runs: Record<'cold' | 'warm', { health: Measured; pages: Map<string, Measured> }> = {
    cold: { health: UNMEASURED, pages: new Map() },
    warm: { health: UNMEASURED, pages: new Map() },
  };
  let templates: PageTemplate[] = [];
  const weights = new Map<string, { htmlKb: number; jsKb: number }>();
  for (const mode of ['cold', 'warm'] as const) {
    const server = await startBenchServer({
      serverFile: SERVER,
      databaseFile,
      seedDemo: true,
      env: mode === 'cold' ? { PAGE_CACHE_MB: '0' } : {},
    });
    try {
      if (templates.length === 0) {
        templates = await pageTemplates(server.origin);
        for (const { path: target } of templates) {
          weights.set(target, await pageWeight(server.origin, target));
        }
      }
      runs[mode].health = measure(server, '/api/health', seconds, connections);
      for (const { path: target } of templates) {
        runs[mode].pages.set(target, measure(server, target, seconds, connections));
      }
    } finally {
      await server.stop();
    }
  }
  const row = (cells: Array<string | number>, widths: number[]) =>
    cells.map((cell, index) => String(cell).padStart(widths[index]!)).join('  ');
  const widths = [40, 9, 10, 9, 9, 9, 10, 8, 8, 8];
  console.log(
    row(
      [
        'template',
        'cold r/s',
        'cold p97.5',
        'cold CPU',
        '(all thr.)',
        'warm r/s',
        'warm p97.5',
        'warm/hp',
        'HTML gz',
        'JS gz',
      ],
      widths,
    ),
  );
  for (const mode of ['cold', 'warm'] as const) {
    const { rps, p975 } = runs[mode].health;
    console.log(`${`/api/health (${mode} run)`.padStart(40)}  ${Math.round(rps)} req/s, p97.5 ${p975} ms`);
  }
  for (const { label, path: target } of templates) {
    const cold = runs.cold.pages.get(target)!;
    const warm = runs.warm.pages.get(target)!;
    const weight = weights.get(target)!;
    const failures = cold.failures + warm.failures;
    console.log(
      row(
        [
          `${label} ${target}`.slice(0, 40),
          Math.round(cold.rps),
          `${cold.p975} ms`,
          `${cold.mainCpuMs.toFixed(1)} ms`,
          `${cold.allCpuMs.toFixed(1)} ms`,
          Math.round(warm.rps),
          `${warm.p975} ms`,
          `${((100 * warm.rps) / runs.warm.health.rps).toFixed(0)} %`,
          `${weight.htmlKb.toFixed(1)} KB`,
          `${weight.jsKb.toFixed(1)} KB`,
        ],
        widths,
      ) + (failures > 0 ? `  (${failures} not 2xx)` : ''),
    );
  }
} finally {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
}
