import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// A fingerprint of everything the build reads (names, sizes and modification times), so `npm start`
// can tell whether build/ is stale without rebuilding every time.
const INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build.mjs',
];

function walk(entry, out) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name), out);
  } else if (!/\.test\.tsx?$/.test(entry)) {
    out.push(`${entry}:${stat.size}:${Math.trunc(stat.mtimeMs)}`);
  }
}

export function computeSourceStamp(root = process.cwd()) {
  const lines = [];
  for (const input of INPUTS) walk(path.join(root, input), lines);
  return crypto.createHash('sha256').update(lines.join('\n')).digest('hex');
}

export const STAMP_FILE = 'build/.source-stamp';
