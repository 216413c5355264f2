import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { PreparingClient } from './prepared-statements.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

// node-postgres returns bigint (count(*)) and numeric as strings and timestamps as Date objects;
// SQLite gives numbers and ISO text. We make PostgreSQL look like SQLite here, once, so no code
// above this layer needs to know which database it talks to.
let pgTypesConfigured = false;
function configurePostgresTypes(): void {
  if (pgTypesConfigured) return;
  pgTypesConfigured = true;
  const { types } = pg;
  types.setTypeParser(types.builtins.INT8, (value) => Number(value));
  types.setTypeParser(types.builtins.NUMERIC, (value) => Number(value));
  types.setTypeParser(types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
  types.setTypeParser(types.builtins.TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());
}

export type OpenDatabaseOptions = {
  // Pool size for PostgreSQL; the importer asks for its own single connection.
  maxConnections?: number;
  readonly?: boolean;
  // SQLite: how long a statement waits for another connection's write lock (db/busy.ts).
  busyTimeoutMs?: number;
};

export function openSqliteConnection(
  filePath: string,
  options: { readonly?: boolean; busyTimeoutMs?: number } = {},
): SqliteDatabase.Database {
  if (filePath !== ':memory:') fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const connection = new SqliteDatabase(filePath, { readonly: options.readonly ?? false });
  // WAL lets visitors keep reading the last committed catalog while an import writes the next one.
  if (!options.readonly) connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  // Importers and command-line tools wait for each other's write lock; the web server, whose thread
  // a wait would stop, passes a much shorter time (db/busy.ts).
  connection.pragma(`busy_timeout = ${Math.trunc(options.busyTimeoutMs ?? 5000)}`);
  connection.pragma('cache_size = -65536');
  connection.pragma('temp_store = MEMORY');
  return connection;
}

// The importer talks to SQLite's connection directly for speed (see ingest/bulk-sql.ts).
const sqliteConnections = new WeakMap<Kysely<Database>, SqliteDatabase.Database>();

export function sqliteConnectionOf(db: Db): SqliteDatabase.Database {
  const connection = sqliteConnections.get(db);
  if (!connection) throw new Error('not a SQLite database opened with openDatabase()');
  return connection;
}

export function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): Db {
  if (config.dialect === 'sqlite') {
    const connection = openSqliteConnection(config.path, options);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(connection) }),
    });
    sqliteConnections.set(db, connection);
    return db;
  }
  configurePostgresTypes();
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: options.maxConnections ?? 10,
    Client: PreparingClient,
  });
  // An idle pooled connection that the server closes (a restart, a failover, an administrator)
  // emits 'error' on the pool; unheard, that would crash the process. The pool replaces the
  // connection on the next query, so a warning is all it needs.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL connection lost while idle: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  postgresPools.set(db, pool);
  return db;
}

// A read replica falls back on its primary's pool (db/read-replica.ts).
const postgresPools = new WeakMap<Kysely<Database>, pg.Pool>();

export function postgresPoolOf(db: Db): pg.Pool {
  const pool = postgresPools.get(db);
  if (!pool) throw new Error('not a PostgreSQL database opened with openDatabase()');
  return pool;
}

// A Kysely instance bound to one pooled connection, with the connection itself: an import runs its
// transaction on it so that it can stream COPY on the very connection its transaction holds
// (Kysely does not hand its connections out). release() gives the connection back to the pool.
export async function dedicatedPostgresConnection(
  db: Db,
): Promise<{ db: Db; connection: pg.PoolClient; release: () => Promise<void> }> {
  const connection = await postgresPoolOf(db).connect();
  const onePool = {
    connect: async () => ({
      query: connection.query.bind(connection),
      // Kysely releases after every transaction; the connection stays with us until release().
      release: () => {},
    }),
    end: async () => {},
  };
  const bound = new Kysely<Database>({ dialect: new PostgresDialect({ pool: onePool as never }) });
  return {
    db: bound,
    connection,
    release: async () => {
      await bound.destroy();
      connection.release();
    },
  };
}

export function dialectOf(db: Pick<Kysely<never>, 'getExecutor'>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
