import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type PostgresCluster = { url: string; port: number; dataDir: string; stop(): Promise<void> };

// Debian/Ubuntu install every major version side by side here; other systems can use POSTGRES_BIN_DIR.
const DEBIAN_INSTALL_ROOT = '/usr/lib/postgresql';
const REQUIRED_BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;
const INSTALL_HINT =
  'Install them with `apt-get install -y postgresql` (or point POSTGRES_BIN_DIR at a directory holding ' +
  'initdb, pg_ctl and postgres, or set TEST_POSTGRES_URL to an existing server).';
// Another process can grab the port between our probe and the server's bind; a new port fixes that.
const START_ATTEMPTS = 3;
// Unix socket paths are limited to 107 bytes on Linux; the server fails with an obscure error past that.
const MAX_SOCKET_PATH_LENGTH = 100;

// Thrown when the server binaries are not installed, so callers can tell "not installed" (maybe skip)
// apart from "installed but broken" (always fail).
export class PostgresBinariesMissingError extends Error {
  override name = 'PostgresBinariesMissingError';
}

export function findPostgresBinDir(): string | null {
  const override = process.env.POSTGRES_BIN_DIR;
  if (override !== undefined && override !== '') {
    return existsSync(path.join(override, 'initdb')) ? override : null;
  }
  let entries: string[];
  try {
    entries = readdirSync(DEBIAN_INSTALL_ROOT);
  } catch {
    return null;
  }
  // A newer client-only package (e.g. postgresql-client-16) creates <version>/bin without initdb,
  // so walk down from the highest version until one has the server.
  const versions = entries
    .filter((entry) => /^\d+(\.\d+)?$/.test(entry))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of versions) {
    const binDir = path.join(DEBIAN_INSTALL_ROOT, version, 'bin');
    if (existsSync(path.join(binDir, 'initdb'))) return binDir;
  }
  return null;
}

// Where a server keeps its files. By default a temp dir removed when it stops; `dir` keeps them
// there between runs (the cluster script's catalogs take minutes to build): an existing data dir
// is started again, not created.
export type ServerFiles = { dir?: string; settings?: string[] };

// `settings`: more server settings (`name=value`), for example shared_buffers for a big catalog.
export async function startPostgresCluster(files: ServerFiles = {}): Promise<PostgresCluster> {
  const cluster = newCluster('pg-test-', files);
  const { rootDir, dataDir } = cluster;
  const logFile = path.join(rootDir, 'server.log');

  try {
    if (rootDir.length + '/.s.PGSQL.65535'.length > MAX_SOCKET_PATH_LENGTH) {
      throw new Error(
        `The temp dir ${rootDir} is too long to hold the PostgreSQL socket; set TMPDIR to a shorter path.`,
      );
    }

    if (!existsSync(path.join(dataDir, 'PG_VERSION')))
      await runPostgresCommand(cluster, 'initdb', [
        '-D',
        dataDir,
        '-A',
        'trust',
        '-U',
        'postgres',
        '--no-sync',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]);

    const port = await startServerOnFreePort(cluster, logFile);
    cluster.watchdog = spawnWatchdog(cluster);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      stop: () => stopCluster(cluster),
    };
  } catch (error) {
    await stopCluster(cluster);
    throw error;
  }
}

export type PostgresReplica = PostgresCluster & {
  // Stops the server (fast shutdown) and keeps its files, as an operator stopping it would.
  stopServer(): Promise<void>;
};

// A streaming replica of `primary` (pg_basebackup -R: it follows the primary's write-ahead log and
// answers read-only queries), on a port of its own.
// With `files.dir`, the replica is made afresh from the primary each time (its copy could belong to
// an earlier primary), in that dir.
export async function startStreamingReplica(
  primary: PostgresCluster,
  files: ServerFiles = {},
): Promise<PostgresReplica> {
  const cluster = newCluster('pg-replica-', files);
  const { rootDir, dataDir } = cluster;
  try {
    rmSync(dataDir, { recursive: true, force: true });
    await runPostgresCommand(cluster, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      // At once, rather than after a checkpoint spread over minutes of a busy primary.
      '--checkpoint=fast',
      '--no-sync',
    ]);
    const port = await startServerOnFreePort(cluster, path.join(rootDir, 'server.log'));
    cluster.watchdog = spawnWatchdog(cluster);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      stop: () => stopCluster(cluster),
      stopServer: () => runPostgresCommand(cluster, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast']),
    };
  } catch (error) {
    await stopCluster(cluster);
    throw error;
  }
}

// A dir for a server's files (a temp dir unless `files.dir`), owned by the postgres account when
// we run as root (initdb refuses root), registered before anything starts there so even a
// half-created server is stopped (and a temp dir removed) if we die mid-start.
function newCluster(prefix: string, files: ServerFiles): RunningCluster {
  const binDir = requirePostgresBinDir();
  const runAsPostgres = isRoot();
  const owner = runAsPostgres ? lookUpPostgresUser() : null;
  const kept = files.dir !== undefined;
  const rootDir = kept ? path.resolve(files.dir!) : mkdtempSync(path.join(os.tmpdir(), prefix));
  if (kept) mkdirSync(rootDir, { recursive: true });
  const cluster: RunningCluster = {
    binDir,
    rootDir,
    dataDir: path.join(rootDir, 'data'),
    runAsPostgres,
    kept,
    settings: files.settings ?? [],
    watchdog: null,
    stopped: false,
  };
  activeClusters.add(cluster);
  installExitHandlers();
  if (owner !== null) chownSync(rootDir, owner.uid, owner.gid);
  return cluster;
}

type RunningCluster = {
  binDir: string;
  rootDir: string;
  dataDir: string;
  runAsPostgres: boolean;
  // Files kept when the server stops (ServerFiles.dir).
  kept: boolean;
  settings: string[];
  watchdog: ChildProcess | null;
  stopped: boolean;
};

function requirePostgresBinDir(): string {
  const binDir = findPostgresBinDir();
  const override = process.env.POSTGRES_BIN_DIR;
  if (binDir === null) {
    const searched =
      override !== undefined && override !== ''
        ? `POSTGRES_BIN_DIR=${override}`
        : `${DEBIAN_INSTALL_ROOT}/<version>/bin`;
    throw new PostgresBinariesMissingError(
      `PostgreSQL server binaries not found: no initdb in ${searched}. ${INSTALL_HINT}`,
    );
  }
  const missing = REQUIRED_BINARIES.filter((name) => !existsSync(path.join(binDir, name)));
  if (missing.length > 0) {
    throw new PostgresBinariesMissingError(
      `PostgreSQL server binaries incomplete: ${missing.join(', ')} missing from ${binDir}. ${INSTALL_HINT}`,
    );
  }
  return binDir;
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function lookUpPostgresUser(): { uid: number; gid: number } {
  // initdb refuses to run as root, so as root everything runs as the postgres account the package creates.
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Running as root, but there is no "postgres" user to run the test PostgreSQL server as ' +
        '(initdb refuses to run as root). Install the `postgresql` package, which creates it, or run as another user.',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function buildCommand(cluster: RunningCluster, binary: string, args: string[]): [string, string[]] {
  const executable = path.join(cluster.binDir, binary);
  return cluster.runAsPostgres
    ? [findRunuser(), ['-u', 'postgres', '--', executable, ...args]]
    : [executable, args];
}

// Kept files get a clean shutdown (no recovery at the next start); thrown-away ones an immediate
// one: a shutdown checkpoint of data about to be removed is wasted time.
function stopArgs(cluster: RunningCluster): string[] {
  return ['stop', '-D', cluster.dataDir, '-m', cluster.kept ? 'fast' : 'immediate'];
}

function buildStopCommand(cluster: RunningCluster): [string, string[]] {
  return buildCommand(cluster, 'pg_ctl', stopArgs(cluster));
}

// runuser lives in /usr/sbin, which is not on every PATH (e.g. `su` without `-`, some CI images).
function findRunuser(): string {
  return ['/usr/sbin/runuser', '/sbin/runuser'].find((candidate) => existsSync(candidate)) ?? 'runuser';
}

function runPostgresCommand(cluster: RunningCluster, binary: string, args: string[]): Promise<void> {
  const [command, commandArgs] = buildCommand(cluster, binary, args);
  return new Promise((resolve, reject) => {
    // cwd inside our dir: the postgres user may not be allowed into the caller's cwd (e.g. under /root).
    const child = spawn(command, commandArgs, { cwd: cluster.rootDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`Could not run ${command}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${binary} ${args.join(' ')} exited with ${code}:\n${output.trim()}`));
    });
  });
}

async function startServerOnFreePort(cluster: RunningCluster, logFile: string): Promise<number> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = await findFreePort();
    const serverOptions = [
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c listen_addresses=127.0.0.1',
      `-c port=${port}`,
      `-c unix_socket_directories=${quoteForShell(cluster.rootDir)}`,
      '-c max_connections=200',
      ...cluster.settings.map((setting) => `-c ${quoteForShell(setting)}`),
    ].join(' ');
    try {
      await runPostgresCommand(cluster, 'pg_ctl', [
        'start',
        '-D',
        cluster.dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        serverOptions,
      ]);
      return port;
    } catch (error) {
      const log = readLogTail(logFile);
      lastError = new Error(`${(error as Error).message}\nServer log (${logFile}):\n${log}`);
      // A half-started server would keep the data dir locked for the next attempt.
      await runPostgresCommand(cluster, 'pg_ctl', ['stop', '-D', cluster.dataDir, '-m', 'immediate']).catch(
        () => undefined,
      );
      if (!/could not bind|address already in use/i.test(log)) break;
    }
  }
  throw lastError;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('Could not find a free TCP port on 127.0.0.1'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

// pg_ctl hands -o to /bin/sh, so a path must survive shell word splitting.
function quoteForShell(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

function readLogTail(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n').trim();
  } catch {
    return '(no server log)';
  }
}

async function stopCluster(cluster: RunningCluster): Promise<void> {
  if (cluster.stopped) return;
  cluster.stopped = true;
  activeClusters.delete(cluster);
  killWatchdog(cluster);
  try {
    if (existsSync(path.join(cluster.dataDir, 'postmaster.pid'))) {
      await runPostgresCommand(cluster, 'pg_ctl', stopArgs(cluster));
    }
  } finally {
    if (!cluster.kept) await rm(cluster.rootDir, { recursive: true, force: true });
  }
}

// --- Best-effort cleanup when the test process dies without calling stop() ---

const activeClusters = new Set<RunningCluster>();
let exitHandlersInstalled = false;
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function installExitHandlers(): void {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  // 'exit' also fires after an uncaught exception or process.exit(); only synchronous work runs there.
  process.on('exit', stopAllClustersSync);
  for (const signal of FORWARDED_SIGNALS) {
    const onSignal = (): void => {
      stopAllClustersSync();
      process.off(signal, onSignal);
      // Only restore the default "die on this signal" if nobody else (e.g. Vitest) handles it;
      // our listener alone would otherwise swallow Ctrl-C.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

function stopAllClustersSync(): void {
  for (const cluster of activeClusters) {
    cluster.stopped = true;
    killWatchdog(cluster);
    if (existsSync(path.join(cluster.dataDir, 'postmaster.pid'))) {
      const [command, args] = buildStopCommand(cluster);
      spawnSync(command, args, { cwd: cluster.rootDir, stdio: 'ignore', timeout: 10_000 });
    }
    if (!cluster.kept) rmSync(cluster.rootDir, { recursive: true, force: true });
  }
  activeClusters.clear();
}

// The postmaster runs in its own session (pg_ctl detaches it), so a SIGKILLed or OOM-killed test run
// would leave it running forever. A tiny detached shell polls our pid and stops the server once we are gone.
function spawnWatchdog(cluster: RunningCluster): ChildProcess | null {
  const [command, args] = buildStopCommand(cluster);
  const script = [
    'pid=$1; data=$2; root=$3; shift 3',
    'while kill -0 "$pid" 2>/dev/null; do sleep 1; done',
    'if [ -f "$data/postmaster.pid" ]; then "$@"; fi',
    // An empty root: files kept between runs.
    'if [ -n "$root" ]; then rm -rf "$root"; fi',
  ].join('\n');
  try {
    const watchdog = spawn(
      '/bin/sh',
      [
        '-c',
        script,
        'pg-test-watchdog',
        String(process.pid),
        cluster.dataDir,
        cluster.kept ? '' : cluster.rootDir,
        command,
        ...args,
      ],
      { detached: true, stdio: 'ignore' },
    );
    watchdog.on('error', () => undefined);
    watchdog.unref();
    return watchdog;
  } catch {
    return null;
  }
}

function killWatchdog(cluster: RunningCluster): void {
  const pid = cluster.watchdog?.pid;
  cluster.watchdog = null;
  if (pid === undefined) return;
  try {
    // Negative pid: the whole group, so its `sleep` goes too (detached made the shell a group leader).
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
