import { spawn } from 'node:child_process';
import os from 'node:os';
import type { DatabaseConfig } from '../../src/server/config.ts';
import { type Db, openDatabase } from '../../src/server/db/database.ts';
import { currentWorker, lockRun } from '../../src/server/ingest/import-run-liveness.ts';

// import_run rows left "running", as an importer writes them before its transaction starts
// (ingest/import-run-liveness.ts tells a dead importer's from a live one's).

async function insertRunningRun(db: Db, source: string, worker: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('import_run')
    .values({ source, status: 'running', started_at: now, observed_at: now, forced: 0, worker })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// The id of a process of this host that has exited.
async function findExitedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('the short-lived process did not start');
  return child.pid;
}

// An importer killed outright: its process is gone (SQLite) and nothing holds its run's lock
// (PostgreSQL).
export async function insertRunOfDeadImporter(db: Db, source = 'killed.csv'): Promise<number> {
  return insertRunningRun(db, source, `${os.hostname()}:${await findExitedPid()}`);
}

// An importer at work in another process: this one, alive (SQLite), and a connection of its own
// holding the run's lock (PostgreSQL) until release().
export async function insertRunOfLiveImporter(
  db: Db,
  config: DatabaseConfig,
  source = 'importing.csv',
): Promise<{ id: number; release(): Promise<void> }> {
  const id = await insertRunningRun(db, source, currentWorker());
  const importer = openDatabase(config, { maxConnections: 1 });
  await lockRun(importer, id);
  return { id, release: () => importer.destroy() };
}
