import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { computeSourceStamp, STAMP_FILE } from './source-stamp.mjs';

// `npm start`: build when build/ is missing or older than the sources, then serve.
const current = computeSourceStamp();
const built = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8') : null;
if (built !== current || !fs.existsSync('build/server/main.js')) {
  console.log('start: building the site first (about a minute the first time)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
await import('../build/server/main.js');
