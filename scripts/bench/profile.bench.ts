import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { wholeNumberArg } from './bench-args.ts';
import { startBenchServer } from './bench-server.ts';
import { type CpuProfile, summarizeProfile } from './cpu-profile.ts';
import { pageTemplates } from './page-templates.ts';
import { nextVisitor } from './visitors.ts';

// Where a page's CPU time goes (issue 13, part 1). For each page template, starts the production
// server (`npm run build` first) under `node --cpu-prof`, loads that one page for a while from many
// client networks, stops the server and sorts the main thread's samples into what did the work:
// data (database and services), React's render, the hydration data's serialisation, i18n, React
// Router, the HTTP framework. Compression runs on libuv's thread pool, outside the profile: its cost
// is measured apart, on the page's own HTML, at the server's brotli quality.
//
// Usage: npm run bench:profile -- [--duration SECONDS] [--connections N] [--db FILE] [--keep DIR]
//   --db keeps the demo catalog in FILE (seeded on first use); --keep keeps the .cpuprofile files.

const USAGE =
  'Usage: npm run bench:profile -- [--duration SECONDS] [--connections N] [--db FILE] [--keep DIR]';
const SERVER = path.resolve('build/server/main.js');
const BROTLI_QUALITY = 5;

const { values } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    db: { type: 'string' },
    keep: { type: 'string' },
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
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
const databaseFile = path.resolve(values.db ?? path.join(scratch, 'catalog.sqlite'));
const profileRoot = path.resolve(values.keep ?? path.join(scratch, 'profiles'));

function compressionMsPerPage(html: string): number {
  const rounds = 20;
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) {
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  return Number(process.hrtime.bigint() - started) / 1e6 / rounds;
}

console.log(`Seeding or opening the demo catalog in ${databaseFile} ...`);
const first = await startBenchServer({ serverFile: SERVER, databaseFile, seedDemo: true });
const templates = await pageTemplates(first.origin);
const htmlOf = new Map<string, string>();
for (const { path: target } of templates) {
  const response = await fetch(`${first.origin}${target}`, { headers: { 'accept-language': 'es-ES' } });
  htmlOf.set(target, await response.text());
}
await first.stop();

console.log(
  `${connections} connections, ${seconds} s a page, one server run each under --cpu-prof; Node ${process.version}, ${os.cpus().length} CPUs\n`,
);
try {
  for (const { label, path: target } of templates) {
    const dir = path.join(profileRoot, label.replace(/\W+/g, '-'));
    fs.mkdirSync(dir, { recursive: true });
    const server = await startBenchServer({
      serverFile: SERVER,
      databaseFile,
      seedDemo: false,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
      // The render is what is profiled: every page rendered afresh.
      env: { PAGE_CACHE_MB: '0' },
    });
    const loadStarted = process.hrtime.bigint();
    const result = await autocannon({
      url: `${server.origin}${target}`,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              'x-forwarded-for': nextVisitor(),
              'accept-language': 'es-ES',
              'accept-encoding': 'br',
            },
          }),
        },
      ],
    });
    const loadEnded = process.hrtime.bigint();
    await server.stop();
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`the server wrote no profile into ${dir}`);
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const served = result.requests.total;
    // Both processes read the same monotonic clock: the samples of the load only, not of start-up.
    const summary = summarizeProfile(profile, {
      fromMicros: Number(loadStarted / 1000n),
      toMicros: Number(loadEnded / 1000n),
    });
    const html = htmlOf.get(target) ?? '';
    const perPage = (ms: number) => (ms / Math.max(served, 1)).toFixed(2).padStart(7);
    console.log(
      `${label} (${target}): ${served} pages in ${seconds} s, ${Math.round(result.requests.average)} req/s; ` +
        `HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB, ${(zlib.brotliCompressSync(html).length / 1024).toFixed(1)} KB brotli`,
    );
    console.log(`  ${'main-thread CPU per page'.padEnd(40)} ${perPage(summary.busyMs)} ms`);
    for (const [bucket, ms] of summary.buckets) {
      console.log(
        `    ${bucket.padEnd(38)} ${perPage(ms)} ms  ${((100 * ms) / summary.busyMs).toFixed(0).padStart(3)} %`,
      );
    }
    console.log(
      `  ${`compression (brotli ${BROTLI_QUALITY}, thread pool)`.padEnd(40)} ${compressionMsPerPage(html).toFixed(2).padStart(7)} ms`,
    );
    console.log('  hottest functions (self time per page):');
    for (const { name, bucket, ms } of summary.hottest) {
      console.log(`    ${perPage(ms)} ms  ${name.slice(0, 90)}  [${bucket}]`);
    }
    console.log('');
  }
} finally {
  if (!values.keep) fs.rmSync(scratch, { recursive: true, force: true });
  else console.log(`Profiles kept in ${profileRoot} (open them in Chrome DevTools, Performance tab).`);
}
