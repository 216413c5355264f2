import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type PostgresCluster,
  type PostgresReplica,
  startPostgresCluster,
  startStreamingReplica,
} from '../../../tests/support/postgres-cluster.ts';
import { importSearchCatalog, SEARCH_CATALOG } from '../../../tests/support/search-catalog.fixture.ts';
import { pagesForThisFile } from '../../../tests/support/test-pages.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { type Db, openDatabase } from './database.ts';
import { openReadReplica } from './read-replica.ts';

// DATABASE_READ_URL against a real primary and a real streaming replica on loopback: catalog reads
// come from the replica (an import shows once the replica has replayed it), a sign-up and its
// confirmation work on the primary at once, and the site keeps serving when the replica stops.

const ORIGIN = 'https://precioclaro.test';
const pages = pagesForThisFile();
// The catalog before and after the second import: the console comes only with the second.
const FIRST = SEARCH_CATALOG.filter((item) => !item.name.includes('PlayStation'));
const CONSOLE = 'playstation';

function databaseUrl(server: PostgresCluster, name: string): string {
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!inject('postgresUrl'))('read replica (DATABASE_READ_URL)', () => {
  let primary: PostgresCluster;
  let replica: PostgresReplica;
  let db: Db;
  let readDb: ReturnType<typeof openReadReplica>;
  let app: FastifyInstance;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    primary = await startPostgresCluster();
    replica = await startStreamingReplica(primary);
    await onServer(primary.url, (client) => client.query('CREATE DATABASE site'));
    db = openDatabase({ dialect: 'postgres', connectionString: databaseUrl(primary, 'site'), url: '' });
    await prepareDatabase(db);
    await importSearchCatalog(db, FIRST);
    smtp = await startTestSmtpServer();
    const config = loadConfig({
      DATABASE_URL: databaseUrl(primary, 'site'),
      DATABASE_READ_URL: databaseUrl(replica, 'site'),
      SMTP_URL: smtp.url,
      CLIENT_TIME_SHARE: '100',
    });
    readDb = openReadReplica(db, config.databaseReadUrl!);
    app = await buildApp({
      config: { ...config, publicOrigin: ORIGIN },
      db,
      readDb,
      pages: pages.renderer(ORIGIN),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await readDb?.destroy();
    await db?.destroy();
    await smtp?.close();
    await replica?.stop();
    await primary?.stop();
  });

  const found = async (text: string) => {
    const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(text)}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { total: number }).total;
  };

  it('waits for a free replica connection when all are busy, however long, and stays on the replica', async () => {
    const fallbacks: unknown[] = [];
    const reads = openReadReplica(db, databaseUrl(replica, 'site'), {
      maxConnections: 1,
      onFallback: (error) => fallbacks.push(error),
    });
    try {
      // The only connection is busy for longer than a new one may take to connect.
      const busy = sql`SELECT pg_sleep(2.5)`.execute(reads);
      const waited = await sql<{ standby: boolean }>`SELECT pg_is_in_recovery() AS standby`.execute(reads);
      await busy;
      expect(waited.rows[0]!.standby).toBe(true);
      expect(fallbacks).toEqual([]);
    } finally {
      await reads.destroy();
    }
  });

  it('runs a query again on the primary when its replica connection is cut while held', async () => {
    const fallbacks: unknown[] = [];
    const reads = openReadReplica(db, databaseUrl(replica, 'site'), {
      retryMs: 100,
      onFallback: (error) => fallbacks.push(error),
    });
    try {
      const servers = await reads.connection().execute(async (connection) => {
        const before = await sql<{ pid: number; standby: boolean }>`
          SELECT pg_backend_pid() AS pid, pg_is_in_recovery() AS standby`.execute(connection);
        // The replica's administrator ends this very connection.
        await onServer(databaseUrl(replica, 'site'), (client) =>
          client.query('SELECT pg_terminate_backend($1)', [before.rows[0]!.pid]),
        );
        const after = await sql<{ standby: boolean }>`SELECT pg_is_in_recovery() AS standby`.execute(
          connection,
        );
        return [before.rows[0]!.standby, after.rows[0]!.standby];
      });
      expect(servers).toEqual([true, false]);
      expect(fallbacks).toHaveLength(1);
      expect(reads.replica.usingReplica()).toBe(false);
      // After the pause the replica is tried again.
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(reads.replica.usingReplica()).toBe(true);
      const again = await sql<{ standby: boolean }>`SELECT pg_is_in_recovery() AS standby`.execute(reads);
      expect(again.rows[0]!.standby).toBe(true);
    } finally {
      await reads.destroy();
    }
  });

  it('reads the catalog from the replica, signs up on the primary, and serves from the primary when the replica stops', async () => {
    // The first import, once the replica has replayed it.
    await expect.poll(() => found('portatil'), { timeout: 20_000 }).toBeGreaterThan(0);

    // Replay paused: the second import is on the primary only, and the site does not show it yet.
    await onServer(databaseUrl(replica, 'site'), (client) => client.query('SELECT pg_wal_replay_pause()'));
    await importSearchCatalog(db, SEARCH_CATALOG);
    const onPrimary = await db
      .selectFrom('product')
      .select(['id_c10'])
      .where('name', 'ilike', '%playstation%')
      .executeTakeFirstOrThrow();
    expect(await found(CONSOLE)).toBe(0);

    // A price alert on the product only the primary has: signed up and confirmed at once.
    const signup = await app.inject({
      method: 'POST',
      url: '/api/alerts/price',
      payload: {
        email: 'eva@example.com',
        language: 'es',
        id_c10: onPrimary.id_c10,
        target_price: '300',
        consent: true,
      },
    });
    expect(signup.statusCode).toBe(202);
    const [mail] = await smtp.waitForMessages(1);
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? '')?.[1];
    expect(token).toBeDefined();
    const confirmed = await app.inject({ method: 'POST', url: `/alerts/confirm?token=${token}` });
    expect(confirmed.statusCode).toBe(200);
    const alert = await db
      .selectFrom('price_alert')
      .select('status')
      .where('email', '=', 'eva@example.com')
      .executeTakeFirst();
    expect(alert?.status).toBe('active');
    expect(await found(CONSOLE)).toBe(0);

    // Replayed: the second import shows through the site.
    await onServer(databaseUrl(replica, 'site'), (client) => client.query('SELECT pg_wal_replay_resume()'));
    await expect.poll(() => found(CONSOLE), { timeout: 20_000 }).toBe(1);
    expect(readDb.replica.usingReplica()).toBe(true);

    // The replica stops: the site answers from the primary, the next request included (a text not
    // searched before, so it is read from the database, not from a cache).
    await replica.stopServer();
    expect(await found('jbl')).toBe(1);
    expect((await app.inject({ url: `/api/products/${onPrimary.id_c10}/offers` })).statusCode).toBe(200);
    expect(await found(CONSOLE)).toBe(1);
    expect((await app.inject({ url: '/api/products/popular' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/es/search?q=playstation' })).statusCode).toBe(200);
    expect(readDb.replica.usingReplica()).toBe(false);
  });
});
