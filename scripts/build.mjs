import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { build } from 'esbuild';
import { computeSourceStamp, STAMP_FILE } from './source-stamp.mjs';

// 1. Pages: React Router builds the browser assets (build/client) and the SSR bundle (build/server).
// 2. Server: esbuild bundles our Fastify server; npm packages stay external (installed in node_modules).
const stamp = computeSourceStamp();
execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
await build({
  // main.js sets NODE_ENV, then loads production-server.js (see src/server/main.ts).
  entryPoints: ['src/server/main.ts', 'src/server/production-server.ts'],
  outdir: 'build/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.writeFileSync(STAMP_FILE, stamp);
console.log('build: done');
