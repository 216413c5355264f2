import { execFileSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import { computeSourceStamp, STAMP_FILE } from './source-stamp.mjs';

// `npm start`: build when build/ is missing or older than the sources, then serve. The web
// processes WEB_CONCURRENCY starts run this file again; the first process has built already.
if (cluster.isPrimary) {
  const current = computeSourceStamp();
  const built = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8') : null;
  if (built !== current || !fs.existsSync('build/server/main.js')) {
    console.log('start: building the site first (about a minute the first time)...');
    execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  }
}
await import('../build/server/main.js');
