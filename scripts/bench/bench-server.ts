import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../tests/support/free-port.ts';

// Starts a built production server on 127.0.0.1 for a benchmark, the way `npm run serve` runs it.

const READY_TIMEOUT_MS = 300_000;

async function waitUntilReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet (the demo catalog is being imported).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server was not ready within 5 minutes');
}

export type BenchServer = { origin: string; pid: number; stop: () => Promise<void> };

// `serverFile`: build/server/main.js of the build to measure. The database file is seeded with the
// demo catalog when empty (seedDemo), and the feed scheduler is off so nothing imports meanwhile.
export async function startBenchServer(options: {
  serverFile: string;
  databaseFile: string;
  seedDemo: boolean;
  env?: Record<string, string>;
  // Options for node itself, before the server file (--cpu-prof ...).
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), options.serverFile], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${options.databaseFile}`,
      SEED_DEMO: String(options.seedDemo),
      FEED_SCHEDULER: 'off',
      LOG_LEVEL: 'warn',
      MAIL_OUTBOX_DIR: path.join(path.dirname(options.databaseFile), 'outbox'),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
  };
  try {
    await waitUntilReady(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: server.pid!, stop };
}
