import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../tests/support/free-port.ts';
import {
  findPostgresBinDir,
  type PostgresCluster,
  type PostgresReplica,
  startPostgresCluster,
  startStreamingReplica,
} from '../../tests/support/postgres-cluster.ts';
import { computeSourceStamp, STAMP_FILE } from '../source-stamp.mjs';
import { NGINX_BINARY, type RunningNginx, startNginx, stopChild } from './nginx.ts';

// The several-machines topology of docs/deploy.md, started on this machine's loopback from Debian
// packages: a PostgreSQL primary and a streaming replica made from it (pg_basebackup -R), N web
// processes (the production build) that read the catalog from the replica and write to the
// primary, one worker (`npm run worker`: feed refreshes and alert jobs, FEED_SCHEDULER=off on the
// web processes) and nginx in front of the web processes. Used by `npm run cluster` and
// `npm run bench:cluster`.

const DATABASE_NAME = 'precioclaro';
const SERVER_FILE = 'build/server/main.js';
// A web process reads its in-memory indexes in the background; it answers (from the database)
// once it listens. Preparing a new database (migrations, the demo catalog) takes longer.
const WEB_READY_TIMEOUT_MS = 300_000;

export type ClusterOptions = {
  // Where the servers keep their files (databases, logs, nginx): kept between runs when given, a
  // temp dir removed at the end otherwise.
  dir?: string;
  webProcesses: number;
  // nginx's port on 127.0.0.1 (0: a free one).
  port: number;
  // The demo catalog on an empty database (SEED_DEMO).
  seedDemo: boolean;
  pageCache: boolean;
  // More settings of the web processes.
  webEnvironment?: Record<string, string>;
  // PostgreSQL settings for both servers (`name=value`).
  postgresSettings?: string[];
  // Runs on the primary's database before the replica is made and the web processes start (the
  // benchmark builds its catalog there).
  prepare?: (primaryUrl: string) => Promise<void>;
  log?: (line: string) => void;
};

export type WebProcess = { origin: string; process: ChildProcess };

export type RunningCluster = {
  dir: string;
  // nginx: where visitors go.
  origin: string;
  primaryUrl: string;
  replicaUrl: string;
  web: WebProcess[];
  worker: ChildProcess;
  stop(): Promise<void>;
};

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const log = options.log ?? (() => {});
  // What is missing is said before anything starts.
  const missing = [
    findPostgresBinDir() === null ? 'postgresql' : null,
    fs.existsSync(NGINX_BINARY) ? null : 'nginx',
  ].filter((name) => name !== null);
  if (missing.length > 0)
    throw new Error(
      `Debian packages missing: ${missing.join(', ')} (apt-get install -y ${missing.join(' ')})`,
    );
  const kept = options.dir !== undefined;
  const dir = kept
    ? path.resolve(options.dir!)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'precioclaro-cluster-'));
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true });
  // Readable by the accounts the servers run as (postgres, and www-data for nginx under root).
  fs.chmodSync(dir, 0o755);

  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne().catch(() => {});
    if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    buildIfStale(log);
    const settings = options.postgresSettings ?? [];
    const primaryServer: PostgresCluster = await startPostgresCluster({
      dir: path.join(dir, 'primary'),
      settings,
    });
    stops.push(() => primaryServer.stop());
    const primaryUrl = await createDatabase(primaryServer.url);
    log(`PostgreSQL primary: DATABASE_URL=${primaryUrl}`);
    await options.prepare?.(primaryUrl);

    const replicaServer: PostgresReplica = await startStreamingReplica(primaryServer, {
      dir: path.join(dir, 'replica'),
      settings,
    });
    stops.push(() => replicaServer.stop());
    const replicaUrl = databaseUrl(replicaServer.url);
    log(`PostgreSQL replica, streaming from the primary: DATABASE_READ_URL=${replicaUrl}`);

    const port = options.port || (await freePort());
    const origin = `http://127.0.0.1:${port}`;
    const environment = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: replicaUrl,
      PUBLIC_ORIGIN: origin,
      TRUST_PROXY: 'loopback',
      FEED_SCHEDULER: 'off',
      WEB_CONCURRENCY: '1',
      SEED_DEMO: String(options.seedDemo),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      FEEDS_FILE: path.join(dir, 'feeds.json'),
      LOG_LEVEL: 'warn',
      ...options.webEnvironment,
    };

    // The first web process prepares the database (migrations, the demo catalog); the others start
    // once it has.
    const web: WebProcess[] = [];
    for (let index = 1; index <= options.webProcesses; index++) {
      const started = await startWebProcess(index, environment, dir);
      stops.push(() => stopChild(started.process));
      web.push(started);
      log(`web process ${index} on ${started.origin} (pid ${started.process.pid})`);
    }

    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/worker.ts'], {
      // Its refreshes are worth reading in its log (the web processes only log problems).
      env: { ...process.env, ...environment, DATABASE_READ_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', logFile(dir, 'worker.log'), logFile(dir, 'worker.log')],
    });
    stops.push(() => stopChild(worker));
    log(
      `worker (pid ${worker.pid}): feed refreshes and alert jobs, log in ${path.join(dir, 'logs/worker.log')}`,
    );

    const nginx: RunningNginx = await startNginx({
      dir: path.join(dir, 'nginx'),
      port,
      upstreams: web.map((one) => one.origin.replace('http://', '')),
      pageCache: options.pageCache,
    });
    stops.push(() => nginx.stop());
    log(`nginx on ${origin} in front of ${web.length} web process${web.length === 1 ? '' : 'es'}`);
    return { dir, origin, primaryUrl, replicaUrl, web, worker, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// `npm start` builds when the sources changed since the last build; so does the cluster, once,
// before its web processes start (each would otherwise build at once).
function buildIfStale(log: (line: string) => void): void {
  const built = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8') : null;
  if (built === computeSourceStamp() && fs.existsSync(SERVER_FILE)) return;
  log('building the site first (about a minute)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}

function databaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

async function createDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE_NAME]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl);
}

function logFile(dir: string, name: string): number {
  return fs.openSync(path.join(dir, 'logs', name), 'a');
}

async function startWebProcess(
  index: number,
  environment: Record<string, string>,
  dir: string,
): Promise<WebProcess> {
  const port = await freePort();
  const output = logFile(dir, `web-${index}.log`);
  const child = spawn(process.execPath, [SERVER_FILE], {
    env: { ...process.env, ...environment, PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + WEB_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `web process ${index} exited (${child.exitCode}); see ${path.join(dir, 'logs')}/web-${index}.log`,
      );
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, process: child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`web process ${index} did not answer within ${WEB_READY_TIMEOUT_MS / 1000} s`);
}
