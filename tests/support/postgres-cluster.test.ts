import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { createPostgresTestDatabase, createSqliteTestDatabasePath } from './test-databases.ts';

const adminUrl = inject('postgresUrl');

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL test databases', () => {
  beforeEach(({ skip }) => {
    skip(adminUrl === null, 'no PostgreSQL server binaries (see the [postgres] warning above)');
  });

  it('isolates databases, has the search extensions, and drops them', async () => {
    const url = adminUrl!;
    const first = await createPostgresTestDatabase(url);
    const second = await createPostgresTestDatabase(url);
    const names = [first.url, second.url].map((databaseUrl) => new URL(databaseUrl).pathname.slice(1));

    try {
      expect(names[0]).not.toBe(names[1]);

      await withClient(first.url, async (client) => {
        await client.query('CREATE TABLE probe (id integer PRIMARY KEY, note text NOT NULL)');
        await client.query("INSERT INTO probe VALUES (1, 'only in the first database')");
      });
      const seenBySecond = await withClient(second.url, (client) =>
        client.query<{ table: string | null }>("SELECT to_regclass('public.probe')::text AS table"),
      );
      expect(seenBySecond.rows[0]?.table).toBeNull();

      // Product search relies on both; they ship in postgresql-contrib, which the server package pulls in.
      const search = await withClient(first.url, async (client) => {
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
        await client.query('CREATE EXTENSION IF NOT EXISTS unaccent');
        return client.query<{ plain: string; score: number }>(
          "SELECT unaccent('Portátil Canción') AS plain, similarity('portatil', 'portátil') AS score",
        );
      });
      expect(search.rows[0]?.plain).toBe('Portatil Cancion');
      expect(search.rows[0]?.score).toBeGreaterThan(0);

      // drop() must win against a connection a test forgot to close.
      const forgotten = new pg.Client({ connectionString: first.url });
      forgotten.on('error', () => undefined);
      await forgotten.connect();
      await first.drop();
      await second.drop();
      await forgotten.end().catch(() => undefined);
    } finally {
      await first.drop();
      await second.drop();
    }

    const remaining = await withClient(url, (client) =>
      client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname = ANY($1)', [names]),
    );
    expect(remaining.rows).toEqual([]);
  });
});

describe('SQLite test databases', () => {
  it('gives a fresh path in its own dir and removes it on drop', async () => {
    const database = createSqliteTestDatabasePath();
    expect(database.url).toBe(`sqlite:${database.path}`);
    expect(existsSync(path.dirname(database.path))).toBe(true);
    expect(existsSync(database.path)).toBe(false);
    await database.drop();
    expect(existsSync(path.dirname(database.path))).toBe(false);
  });
});
