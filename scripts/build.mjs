import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';
import { computeSourceStamp, STAMP_FILE } from './source-stamp.mjs';

// 1. Pages: React Router builds the browser assets (build/client) and the SSR bundle (build/server).
// 2. Server: esbuild bundles our Fastify server; npm packages stay external (installed in node_modules).
const stamp = computeSourceStamp();
execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
await build({
  // main.js sets NODE_ENV, then loads production-server.js (see src/server/main.ts); the feed
  // scheduler's thread loads scheduler-thread.js from the same folder (scheduler/server-scheduler.ts),
  // and an import of a large feed record-cutting-thread.js (ingest/feed-records.ts).
  entryPoints: {
    main: 'src/server/main.ts',
    'production-server': 'src/server/production-server.ts',
    'scheduler-thread': 'src/server/scheduler/scheduler-thread.ts',
    'record-cutting-thread': 'src/server/ingest/record-cutting-thread.ts',
  },
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// Data the bundled code reads at start from its own folder (new URL(..., import.meta.url)), as it
// does from src/ when run from sources: the category mapping rules (src/server/ingest/category-rules.ts).
fs.copyFileSync('src/server/ingest/category-rules.tsv', 'build/server/category-rules.tsv');
fs.writeFileSync(STAMP_FILE, stamp);
console.log('build: done');
