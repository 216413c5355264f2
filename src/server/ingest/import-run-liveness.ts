import os from 'node:os';
import { sql } from 'kysely';
import { type Db, dialectOf } from '../db/database.ts';
import { isProcessAlive, IMPORT_RUN_LOCK_CLASS as RUN_LOCK_CLASS } from '../db/locks.ts';

// An import run is stored as "running" before its transaction starts, so its report survives a
// rollback. A process killed outright (kill -9, out of memory, a reboot) never reports, and its
// run would say "running" forever. This tells such runs from live ones, which may be at work or
// queued behind another import:
// - PostgreSQL: each run holds a session advisory lock on its own id for as long as its
//   connection lives; the server drops the lock when the process dies, whatever the host.
// - SQLite: the database is a local file, so every importer is on this host; the run records its
//   process id, and a process that no longer exists is dead.

export const INTERRUPTED_MESSAGE =
  'the import process stopped before it finished (killed, crashed or restarted); nothing was changed.';

export function currentWorker(): string {
  return `${os.hostname()}:${process.pid}`;
}

// PostgreSQL: call inside the transaction that inserts the run, so the run is never visible
// without its lock. The lock outlives that transaction, until released or the connection closes.
export async function lockRun(connection: Db, runId: number): Promise<void> {
  if (dialectOf(connection) !== 'postgres') return;
  await sql`SELECT pg_advisory_lock(${RUN_LOCK_CLASS}::int, ${runId}::int)`.execute(connection);
}

export async function unlockRun(connection: Db, runId: number): Promise<void> {
  if (dialectOf(connection) !== 'postgres') return;
  await sql`SELECT pg_advisory_unlock(${RUN_LOCK_CLASS}::int, ${runId}::int)`.execute(connection);
}

// A SQLite run is dead when its process is gone. Runs stored before workers were recorded, or by
// another host (a copied database file), have no process to ask here.
function isDeadLocally(worker: string | null): boolean {
  if (worker === null) return true;
  const separator = worker.lastIndexOf(':');
  const host = worker.slice(0, separator);
  const pid = Number(worker.slice(separator + 1));
  if (host !== os.hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  return !isProcessAlive(pid);
}

// Marks the "running" runs whose process has died as interrupted; returns their ids.
export async function settleInterruptedRuns(db: Db): Promise<number[]> {
  const running = await db
    .selectFrom('import_run')
    .select(['id', 'worker'])
    .where('status', '=', 'running')
    .execute();
  if (running.length === 0) return [];

  const dead: number[] = [];
  if (dialectOf(db) === 'postgres') {
    // Try and release each run's lock on one connection: getting it means no one holds it.
    await db.connection().execute(async (connection) => {
      for (const run of running) {
        const { rows } = await sql<{ free: boolean }>`
          SELECT pg_try_advisory_lock(${RUN_LOCK_CLASS}::int, ${run.id}::int) AS free`.execute(connection);
        if (!rows[0]?.free) continue;
        dead.push(run.id);
        await unlockRun(connection, run.id);
      }
    });
  } else {
    for (const run of running) if (isDeadLocally(run.worker)) dead.push(run.id);
  }
  if (dead.length === 0) return [];

  // "status = running" again: a run that finished meanwhile keeps its own report.
  await db
    .updateTable('import_run')
    .set({ status: 'interrupted', message: INTERRUPTED_MESSAGE })
    .where('id', 'in', dead)
    .where('status', '=', 'running')
    .execute();
  return dead;
}
