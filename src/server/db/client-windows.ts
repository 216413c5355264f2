import { createHash } from 'node:crypto';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { type Db, dialectOf, openSqliteConnection, sqliteConnectionOf } from './database.ts';

// Per-client counters that every web process shares: "has this client already clicked this
// product within the hour?", "how many API requests has this network made this minute?". Kept in
// the database, never in one process's memory, so a client is counted once and rate-limited once
// however many processes (or machines) serve it (docs/decisions/021-several-web-processes.md).
//
// One operation does it all: `hit` counts an event for a key in a fixed window that starts with
// the key's first event, and answers the count so far in that window. "First in the window" is a
// count of 1; a rate limit compares the count with its maximum.
//
// Keys are stored hashed: they name client networks and what they did, which the database has no
// reason to hold readably.
//
// Where: on PostgreSQL, an unlogged table of the catalog's database (migration 0012; counters are
// not worth a write-ahead log, and a crash that empties them forgets nothing that matters). On
// SQLite, a small database file of its own next to the catalog's (`<catalog file>-clients`):
// SQLite lets one connection write at a time per file, and an import holds the catalog file's
// write lock for its whole run, which would stop every counter for that long.

export type WindowHit = { count: number; resetInMs: number };

export interface ClientWindows {
  // Counts one event for `key` in its current window of `windowMs`.
  hit(key: string, windowMs: number): Promise<WindowHit>;
  close(): Promise<void>;
}

// True the first time `key` is hit within `windowMs`.
export async function firstInWindow(windows: ClientWindows, key: string, windowMs: number): Promise<boolean> {
  return (await windows.hit(key, windowMs)).count === 1;
}

export const SQLITE_CLIENT_FILE_SUFFIX = '-clients';
// Expired windows are deleted this often by every process (deleting is idempotent).
const PRUNE_EVERY_MS = 60_000;
// Two web processes' counter writes take microseconds; a write waits this long for the other's.
const SQLITE_CLIENT_BUSY_MS = 200;

export type ClientWindowOptions = { now?: () => number };

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 22);
}

// Opens the counters that belong with `db`'s catalog.
export function openClientWindows(db: Db, options: ClientWindowOptions = {}): ClientWindows {
  if (dialectOf(db) === 'postgres') return new PostgresClientWindows(db, options);
  const catalogFile = sqliteConnectionOf(db).name;
  const file =
    catalogFile === ':memory:' || catalogFile === ''
      ? ':memory:'
      : path.join(path.dirname(catalogFile), `${path.basename(catalogFile)}${SQLITE_CLIENT_FILE_SUFFIX}`);
  return new SqliteClientWindows(file, options);
}

class SqliteClientWindows implements ClientWindows {
  readonly #connection: SqliteDatabase.Database;
  readonly #hit: SqliteDatabase.Statement<{ key: string; expires: number; now: number }, WindowRow>;
  readonly #prune: SqliteDatabase.Statement<[number]>;
  readonly #now: () => number;
  #prunedAt = 0;

  constructor(file: string, options: ClientWindowOptions) {
    this.#now = options.now ?? Date.now;
    this.#connection = openSqliteConnection(file, { busyTimeoutMs: SQLITE_CLIENT_BUSY_MS });
    // Counters lost to a power cut are forgotten windows, nothing more.
    this.#connection.pragma('synchronous = OFF');
    this.#connection.exec(`CREATE TABLE IF NOT EXISTS client_window (
      key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL, count INTEGER NOT NULL
    ) WITHOUT ROWID`);
    this.#connection.exec(
      'CREATE INDEX IF NOT EXISTS client_window_expires_idx ON client_window (expires_at)',
    );
    this.#hit = this.#connection.prepare(
      `INSERT INTO client_window (key, expires_at, count) VALUES (:key, :expires, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN client_window.expires_at <= :now THEN 1 ELSE client_window.count + 1 END,
         expires_at = CASE WHEN client_window.expires_at <= :now THEN excluded.expires_at
                           ELSE client_window.expires_at END
       RETURNING count, expires_at`,
    );
    this.#prune = this.#connection.prepare('DELETE FROM client_window WHERE expires_at <= ?');
  }

  // A window restarts, with a count of 1, once it has expired (in both dialects every expression of
  // the update reads the row as it was before it).
  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const now = this.#now();
    this.#pruneIfDue(now);
    const row = this.#hit.get({ key: hashKey(key), expires: now + windowMs, now }) as WindowRow;
    return { count: row.count, resetInMs: row.expires_at - now };
  }

  #pruneIfDue(now: number): void {
    if (now - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = now;
    this.#prune.run(now);
  }

  async close(): Promise<void> {
    if (this.#connection.open) this.#connection.close();
  }
}

type WindowRow = { count: number; expires_at: number };

class PostgresClientWindows implements ClientWindows {
  readonly #now: () => number;
  #prunedAt = 0;

  constructor(
    private readonly db: Db,
    options: ClientWindowOptions,
  ) {
    this.#now = options.now ?? Date.now;
  }

  async hit(key: string, windowMs: number): Promise<WindowHit> {
    const now = this.#now();
    if (now - this.#prunedAt >= PRUNE_EVERY_MS) {
      this.#prunedAt = now;
      await sql`DELETE FROM client_window WHERE expires_at <= ${now}`.execute(this.db);
    }
    const { rows } = await sql<WindowRow>`
      INSERT INTO client_window (key, expires_at, count) VALUES (${hashKey(key)}, ${now + windowMs}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN client_window.expires_at <= ${now} THEN 1 ELSE client_window.count + 1 END,
        expires_at = CASE WHEN client_window.expires_at <= ${now} THEN excluded.expires_at
                          ELSE client_window.expires_at END
      RETURNING count, expires_at`.execute(this.db);
    const row = rows[0]!;
    return { count: row.count, resetInMs: row.expires_at - now };
  }

  // The catalog's connection pool belongs to its owner.
  async close(): Promise<void> {}
}
