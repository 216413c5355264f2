import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { type Db, dialectOf, sqliteConnectionOf } from '../db/database.ts';
import { isProcessAlive, REFRESH_LOCK_ID } from '../db/locks.ts';

// "One scheduled refresh at a time" across every process sharing the database (web servers with
// FEED_SCHEDULER=server, `npm run worker`). A process that finds the lock taken skips its run: the
// holder is refreshing the same feeds right now.
//
// PostgreSQL: a session-level advisory lock, held by one connection for the whole run, so it goes
// away by itself when the holder's connection or process dies. Its key differs from importFeed's
// transaction-level catalog write lock (db/locks.ts), which each single import still takes.
//
// SQLite has no advisory locks and one writer at a time, which keeps single imports apart but not
// whole runs; so a lock row names the holder (a random owner id, pid and host) with a heartbeat.
// A row whose holder is a dead process on this machine, or whose heartbeat is older than
// STALE_LOCK_MS, is taken over. The heartbeat is written between feeds: during an import the
// database's only write lock belongs to that import.

const LOCK_NAME = 'feed-refresh';
// Longer than any single feed import takes (a million rows import in minutes), so a live holder is
// never taken over between two heartbeats; a hung holder blocks refreshes for at most this long.
export const STALE_LOCK_MS = 2 * 3_600_000;

// Created on first use rather than by a migration: it only exists on SQLite and holds no catalog data.
const SQLITE_LOCK_TABLE = `CREATE TABLE IF NOT EXISTS scheduler_lock (
  name TEXT PRIMARY KEY, owner TEXT NOT NULL, pid INTEGER NOT NULL, host TEXT NOT NULL,
  acquired_at TEXT NOT NULL, heartbeat_at TEXT NOT NULL)`;

export type LockHolder = {
  owner: string;
  pid: number;
  host: string;
  acquiredAt: string;
  heartbeatAt: string;
};

export interface RefreshLock {
  // Proves the lock is still ours (SQLite: renews the heartbeat). False when it was lost.
  heartbeat(): Promise<boolean>;
  release(): Promise<void>;
}

export type AcquireResult = { acquired: true; lock: RefreshLock } | { acquired: false; reason: string };

export async function tryAcquireRefreshLock(
  db: Db,
  options: { database?: DatabaseConfig; now?: () => Date } = {},
): Promise<AcquireResult> {
  if (dialectOf(db) === 'sqlite') return tryAcquireSqliteLock(db, options.now ?? (() => new Date()));
  if (options.database?.dialect !== 'postgres')
    throw new Error('the PostgreSQL refresh lock needs the database configuration');
  return tryAcquirePostgresLock(options.database.connectionString);
}

// The lock's session is a client of its own, not one of the pool's: a pooled connection that is
// checked out but idle has no error listener, so a database restart would crash the process.
async function tryAcquirePostgresLock(connectionString: string): Promise<AcquireResult> {
  const client = new pg.Client({ connectionString });
  let lost = false;
  client.on('error', () => {
    // The session, and the lock with it, is gone; the next heartbeat says so.
    lost = true;
  });
  await client.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      REFRESH_LOCK_ID,
    ]);
    locked = rows[0]?.locked === true;
  } finally {
    if (!locked) await client.end().catch(() => {});
  }
  if (!locked) return { acquired: false, reason: 'another process holds the refresh lock' };
  let released = false;
  return {
    acquired: true,
    lock: {
      heartbeat: async () => {
        if (released || lost) return false;
        try {
          await client.query('SELECT 1');
          return !lost;
        } catch {
          return false;
        }
      },
      release: async () => {
        if (released) return;
        released = true;
        // Ending the session releases its advisory locks.
        await client.end().catch(() => {});
      },
    },
  };
}

// Owner ids of the SQLite locks this process holds right now: a row naming this process with
// another owner id was left behind (a release that failed) and may be taken over.
const heldHere = new Set<string>();

export function isLockStale(holder: LockHolder, now: Date): boolean {
  if (Date.parse(holder.heartbeatAt) < now.getTime() - STALE_LOCK_MS) return true;
  if (holder.host !== os.hostname()) return false;
  return holder.pid === process.pid ? !heldHere.has(holder.owner) : !isProcessAlive(holder.pid);
}

type LockRow = { owner: string; pid: number; host: string; acquired_at: string; heartbeat_at: string };

async function tryAcquireSqliteLock(db: Db, now: () => Date): Promise<AcquireResult> {
  const connection = sqliteConnectionOf(db);
  const run = async <Row>(text: string, parameters: unknown[] = []) =>
    (await db.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;
  // Never wait for the database's write lock here: a busy database means an import is running
  // (in another process), and better-sqlite3 would wait synchronously, stalling a web server's
  // event loop. Skip the run (or this heartbeat) instead.
  const withoutWaiting = async <T>(work: () => Promise<T>): Promise<T> => {
    const busyTimeout = connection.pragma('busy_timeout', { simple: true });
    connection.pragma('busy_timeout = 0');
    try {
      return await work();
    } finally {
      connection.pragma(`busy_timeout = ${Number(busyTimeout)}`);
    }
  };
  try {
    return await withoutWaiting(() => acquireRow());
  } catch (error) {
    if (isBusy(error)) return { acquired: false, reason: 'the database is busy with another import' };
    throw error;
  }

  async function acquireRow(): Promise<AcquireResult> {
    await run(SQLITE_LOCK_TABLE);
    const owner = randomUUID();
    const time = now().toISOString();
    const [current] = await run<LockRow>('SELECT * FROM scheduler_lock WHERE name = ?', [LOCK_NAME]);
    let won: unknown[];
    if (!current) {
      won = await run(
        `INSERT INTO scheduler_lock (name, owner, pid, host, acquired_at, heartbeat_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (name) DO NOTHING RETURNING owner`,
        [LOCK_NAME, owner, process.pid, os.hostname(), time, time],
      );
    } else {
      const holder: LockHolder = {
        owner: current.owner,
        pid: current.pid,
        host: current.host,
        acquiredAt: current.acquired_at,
        heartbeatAt: current.heartbeat_at,
      };
      if (!isLockStale(holder, now())) {
        return {
          acquired: false,
          reason: `process ${holder.pid} on ${holder.host} holds the refresh lock since ${holder.acquiredAt}`,
        };
      }
      // Compare-and-swap on the stale owner: of two processes taking over at once, one wins.
      won = await run(
        `UPDATE scheduler_lock SET owner = ?, pid = ?, host = ?, acquired_at = ?, heartbeat_at = ?
          WHERE name = ? AND owner = ? RETURNING owner`,
        [owner, process.pid, os.hostname(), time, time, LOCK_NAME, holder.owner],
      );
    }
    if (won.length === 0) return { acquired: false, reason: 'another process took the refresh lock first' };
    heldHere.add(owner);
    let released = false;
    return {
      acquired: true,
      lock: {
        heartbeat: async () => {
          if (released) return false;
          try {
            const renewed = await withoutWaiting(() =>
              run('UPDATE scheduler_lock SET heartbeat_at = ? WHERE name = ? AND owner = ? RETURNING owner', [
                now().toISOString(),
                LOCK_NAME,
                owner,
              ]),
            );
            return renewed.length === 1;
          } catch (error) {
            // Another process is importing: nobody can take the row over meanwhile either.
            if (isBusy(error)) return true;
            throw error;
          }
        },
        release: async () => {
          if (released) return;
          released = true;
          heldHere.delete(owner);
          await run('DELETE FROM scheduler_lock WHERE name = ? AND owner = ?', [LOCK_NAME, owner]);
        },
      },
    };
  }
}

function isBusy(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_BUSY';
}
