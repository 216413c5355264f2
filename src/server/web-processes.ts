import cluster, { type Worker } from 'node:cluster';
import type pino from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from './config.ts';
import { METRICS_ANSWER, METRICS_REQUEST } from './http/metrics.ts';

// WEB_CONCURRENCY=N: N web processes serve one port (Node's cluster module hands each connection
// to one of them in turn). They share nothing in memory: per-client state lives in the database
// (db/client-windows.ts), and each process keeps its own caches and filter index, which follow
// the catalog generation every process reads from the database. One of them (the first) also
// runs the feed schedule and the alert jobs. This process only watches: a web process that dies
// is started again (after a pause when it died young, so a broken start does not spin), and a
// stop signal stops them all before this process exits. It also gathers every process's metrics
// for the one asked for /metrics.

const RUNS_JOBS_ENV = 'PRECIOCLARO_RUNS_JOBS';
// A process that dies sooner than this after starting is started again only after RESTART_PAUSE_MS.
const YOUNG_DEATH_MS = 10_000;
const RESTART_PAUSE_MS = 5_000;
// How long the processes get to finish their requests and jobs when stopping (the scheduler's own
// grace period is 35 s: server-scheduler.ts).
const STOP_GRACE_MS = 40_000;

// Whether this process runs the feed schedule and the alert jobs: the only process, or the one of
// several chosen for them.
export function runsJobs(): boolean {
  return cluster.isPrimary || process.env[RUNS_JOBS_ENV] === '1';
}

type Log = Pick<pino.Logger, 'info' | 'error' | 'warn'>;

export function superviseWebProcesses(options: { count: number; config: AppConfig; log: Log }): void {
  const { count, config, log } = options;
  const jobsRunner = new Map<number, boolean>();
  const startedAt = new Map<number, number>();
  let stopping = false;
  let listening = 0;

  const start = (withJobs: boolean): Worker => {
    const worker = cluster.fork({ [RUNS_JOBS_ENV]: withJobs ? '1' : '0' });
    jobsRunner.set(worker.id, withJobs);
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('listening', () => {
    listening++;
    if (listening === count) {
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      log.info(`site ready at http://${host}:${config.port}/ (${count} web processes)`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const withJobs = jobsRunner.get(worker.id) ?? false;
    const age = Date.now() - (startedAt.get(worker.id) ?? 0);
    jobsRunner.delete(worker.id);
    startedAt.delete(worker.id);
    if (stopping) return;
    const pause = age < YOUNG_DEATH_MS ? RESTART_PAUSE_MS : 0;
    log.error(
      { pid: worker.process.pid, code, signal },
      `a web process stopped; starting another${pause ? ` in ${pause / 1000} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) start(withJobs);
    }, pause);
  });

  // /metrics: the process asked gets every process's figures, summed, from here (http/metrics.ts).
  const metrics = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== METRICS_REQUEST) return;
    metrics.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
    );
  });

  for (let index = 0; index < count; index++) start(index === 0);

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} web processes`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = workers.map(
      (worker) =>
        new Promise<void>((resolve) => (worker.isDead() ? resolve() : worker.once('exit', () => resolve()))),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    void Promise.all(exited).then(() => {
      clearTimeout(timer);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
