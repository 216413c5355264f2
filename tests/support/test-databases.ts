import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDatabase = { url: string; drop(): Promise<void> };

export async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  // Hex only, so the name is a valid unquoted identifier and needs no escaping.
  const name = `t_${randomBytes(8).toString('hex')}`;
  // template0 is guaranteed empty even on a shared server where someone added objects to template1,
  // and nobody ever connects to it, so concurrent CREATE DATABASEs from many test files never collide.
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name} TEMPLATE template0`);

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      // FORCE terminates sessions still connected (a pool a test forgot to close) instead of failing.
      await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function createSqliteTestDatabasePath(): TestDatabase & { path: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-test-'));
  const filePath = path.join(dir, 'test.sqlite');
  return {
    path: filePath,
    url: `sqlite:${filePath}`,
    // The whole dir goes, so WAL and shared-memory side files (-wal, -shm) are removed too.
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function runAdminStatement(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
