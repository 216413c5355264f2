import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { wholeNumberArg } from './bench-args.ts';
import { startBenchServer } from './bench-server.ts';
import { pageTemplates } from './page-templates.ts';

// Lighthouse on the five page templates (issue 13, part 6): mobile with Lighthouse's default
// throttling (simulated slow 4G, 4x CPU slowdown), RUNS runs each against the production build on
// the demo catalog, the median run's scores and timings printed. Lighthouse is not a dependency of
// the project (it is large and only this script uses it): it runs through `npx lighthouse@12`,
// from the npm registry on first use, with Debian's Chromium.
//
// Usage: npm run bench:lighthouse -- [--runs N] [--db FILE]

const USAGE = 'Usage: npm run bench:lighthouse -- [--runs N] [--db FILE]';
const SERVER = path.resolve('build/server/main.js');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const { values } = parseArgs({ options: { runs: { type: 'string' }, db: { type: 'string' } } });
const runs = wholeNumberArg(values.runs, { fallback: 3, name: '--runs', max: 15, usage: USAGE });
if (!fs.existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run npm run build first.\n${USAGE}`);
  process.exit(2);
}
if (!fs.existsSync(CHROME)) {
  console.error(`${CHROME} is missing: apt-get install chromium (or set CHROME_PATH).`);
  process.exit(2);
}

type Report = {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
};

// Lighthouse sometimes fails to record a trace at all (NO_NAVSTART, NO_FCP); such a run is tried
// again, up to twice, rather than counted.
const ATTEMPTS = 3;

function lighthouse(url: string, outputFile: string): Report {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, outputFile);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  (run failed, trying again: ${String(error).split('\n').at(-1)})`);
    }
  }
}

function lighthouseOnce(url: string, outputFile: string): Report {
  fs.rmSync(outputFile, { force: true });
  const run = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      '--output=json',
      `--output-path=${outputFile}`,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROME }, timeout: 180_000 },
  );
  if (run.status !== 0 || !fs.existsSync(outputFile)) {
    throw new Error(`lighthouse failed on ${url}: ${run.stderr || run.stdout}`);
  }
  return JSON.parse(fs.readFileSync(outputFile, 'utf8')) as Report;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
const databaseFile = path.resolve(values.db ?? path.join(scratch, 'catalog.sqlite'));
const server = await startBenchServer({ serverFile: SERVER, databaseFile, seedDemo: true });
const score = (report: Report, category: keyof Report['categories']) =>
  Math.round(report.categories[category].score * 100);
const ms = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
try {
  console.log(`Lighthouse 12, mobile, default throttling; ${runs} runs a page, the median run shown\n`);
  console.log(
    'page'.padEnd(52) +
      ['perf (runs)', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'].map((h) => h.padStart(12)).join(''),
  );
  for (const { label, path: target } of await pageTemplates(server.origin)) {
    const reports: Report[] = [];
    for (let run = 0; run < runs; run++) {
      reports.push(lighthouse(`${server.origin}${target}`, path.join(scratch, `${label}-${run}.json`)));
    }
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = reports[Math.floor(reports.length / 2)]!;
    const cells = [
      `${score(median, 'performance')} (${reports.map((r) => score(r, 'performance')).join(' ')})`,
      score(median, 'accessibility'),
      score(median, 'best-practices'),
      score(median, 'seo'),
      `${(ms(median, 'first-contentful-paint') / 1000).toFixed(1)} s`,
      `${(ms(median, 'largest-contentful-paint') / 1000).toFixed(1)} s`,
      `${Math.round(ms(median, 'total-blocking-time'))} ms`,
      ms(median, 'cumulative-layout-shift').toFixed(3),
    ];
    console.log(
      `${label} ${target}`.slice(0, 51).padEnd(52) + cells.map((c) => String(c).padStart(12)).join(''),
    );
    // What held the median run back, for the next step.
    const failing = Object.entries(median.audits)
      .filter(([, audit]) => audit.score !== null && audit.score !== undefined && audit.score < 0.9)
      .map(([id]) => id);
    if (failing.length > 0) console.log(`${''.padEnd(4)}below 90: ${failing.slice(0, 12).join(', ')}`);
  }
} finally {
  await server.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
