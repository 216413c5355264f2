import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// wrk (Debian's package) for the load benchmarks, not autocannon: at a few thousand pages a second
// autocannon's one thread is the bottleneck, not the server (measured: 2,900 against wrk's 12,700
// on the same warm page and server). scripts/bench/wrk-visitors.lua sends each request from
// another client network, through the given paths in turn.

const SCRIPT = path.resolve('scripts/bench/wrk-visitors.lua');

export type WrkResult = { rps: number; p975: number; p50: number; failures: number; requests: number };

// Stops the benchmark with what to install when wrk is missing.
export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error) {
    console.error('wrk is missing: apt-get install wrk');
    process.exit(2);
  }
}

// Loads `origin` with `paths` for `seconds` at `connections` (two threads).
export function runWrk(
  origin: string,
  paths: readonly string[],
  options: { seconds: number; connections: number; timeoutSeconds?: number },
): WrkResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-paths-'));
  const file = path.join(dir, 'paths.txt');
  fs.writeFileSync(file, `${paths.join('\n')}\n`);
  try {
    const run = spawnSync(
      'wrk',
      [
        '-t2',
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        ...(options.timeoutSeconds ? ['--timeout', `${options.timeoutSeconds}s`] : []),
        '-s',
        SCRIPT,
        origin,
        '--',
        file,
      ],
      { encoding: 'utf8' },
    );
    const line = run.stdout?.split('\n').find((text) => text.startsWith('{'));
    if (run.status !== 0 || !line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
    return JSON.parse(line) as WrkResult;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
