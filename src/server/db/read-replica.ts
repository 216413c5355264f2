import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { type Db, postgresPoolOf } from './database.ts';
import { PreparingClient } from './prepared-statements.ts';
import type { Database } from './schema.ts';

// DATABASE_READ_URL: catalog reads (lists, search, product pages, the filter index) go to a
// PostgreSQL streaming replica; writes and the reads that must see them (alert sign-up and
// confirmation, clicks, popularity, per-client counters) stay on the primary (http/services.ts).
//
// A replica that cannot be reached must not take the site down: a connection refused, or a query
// cut off by the replica stopping (connection errors, admin or crash shutdown), is sent again to
// the primary, and the replica is left alone for REPLICA_RETRY_MS before it is tried again. Only
// reads come here, so running one again is harmless. What a replica serves lags its primary by
// its replay delay; everything that caches keys on the catalog generation read from the same
// replica, so a page is never a mix of two catalogs.

export const REPLICA_RETRY_MS = 5_000;
// A replica that does not accept a new connection this fast is treated as down.
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

// Connections to the replica that give up connecting after REPLICA_CONNECT_TIMEOUT_MS. The timeout
// is the connection's, not the pool's: pg-pool's own connectionTimeoutMillis also limits the wait
// for a free connection, and under load (every connection busy) that wait made reads fail with
// "timeout exceeded when trying to connect" (measured by npm run bench:cluster) although the
// replica was up. Waiting for a free connection is queueing, as on the primary.
class ReplicaClient extends PreparingClient {
  // pg-pool hands each new client the pool's options.
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS });
  }
}

// SQLSTATE classes and codes that mean the connection, not the query, failed.
const CONNECTION_LOST = /^(08|57P0[123])/;
const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (CONNECTION_LOST.test(code) || NETWORK_ERRORS.has(code))) return true;
  const message = (error as Error | null)?.message ?? '';
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message);
}

export type ReplicaState = { usingReplica(): boolean };

type QueryArgs = [sql: string, parameters: ReadonlyArray<unknown>];

class FallbackPool implements PostgresPool, ReplicaState {
  #downUntil = 0;

  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly onFallback: (error: unknown) => void,
    private readonly retryMs: number,
  ) {}

  usingReplica(): boolean {
    return Date.now() >= this.#downUntil;
  }

  markDown(error: unknown): void {
    if (this.usingReplica()) this.onFallback(error);
    this.#downUntil = Date.now() + this.retryMs;
  }

  async connect(): Promise<PostgresPoolClient> {
    if (this.usingReplica()) {
      try {
        return new FallbackClient(await this.replica.connect(), this) as unknown as PostgresPoolClient;
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        this.markDown(error);
      }
    }
    return this.primary.connect() as unknown as Promise<PostgresPoolClient>;
  }

  primaryClient(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }

  // The primary's pool belongs to the primary's Kysely.
  async end(): Promise<void> {
    await this.replica.end();
  }
}

// A connection cut while checked out and between two queries reports it as an 'error' event, which
// unheard would end the process; the next query fails and is run again on the primary.
const heard = new WeakSet<pg.PoolClient>();
function hearErrors(client: pg.PoolClient): pg.PoolClient {
  if (!heard.has(client)) {
    heard.add(client);
    client.on('error', () => {});
  }
  return client;
}

// A replica connection whose query, when the connection fails, runs again on the primary.
class FallbackClient {
  #client: pg.PoolClient;
  #onReplica = true;

  constructor(
    client: pg.PoolClient,
    private readonly pool: FallbackPool,
  ) {
    this.#client = hearErrors(client);
  }

  async query(...args: QueryArgs): Promise<pg.QueryResult> {
    try {
      return await this.#client.query(args[0], args[1] as unknown[]);
    } catch (error) {
      if (!this.#onReplica || !isConnectionFailure(error)) throw error;
      this.pool.markDown(error);
      this.#client.release(true);
      this.#client = hearErrors(await this.pool.primaryClient());
      this.#onReplica = false;
      return this.#client.query(args[0], args[1] as unknown[]);
    }
  }

  release(): void {
    this.#client.release();
  }
}

// The database reads go to: the replica at `readUrl`, falling back on `primary`'s pool.
export function openReadReplica(
  primary: Db,
  readUrl: string,
  options: { maxConnections?: number; onFallback?: (error: unknown) => void; retryMs?: number } = {},
): Db & { replica: ReplicaState } {
  const replica = new pg.Pool({
    connectionString: readUrl,
    max: options.maxConnections ?? 10,
    Client: ReplicaClient,
  });
  // An idle connection the replica closes (it stopped, or restarted) must not crash the process.
  replica.on('error', () => {});
  const pool = new FallbackPool(
    replica,
    postgresPoolOf(primary),
    options.onFallback ?? (() => {}),
    options.retryMs ?? REPLICA_RETRY_MS,
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return Object.assign(db, { replica: pool as ReplicaState });
}
