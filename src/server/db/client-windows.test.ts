import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import {
  type ClientWindows,
  firstInWindow,
  openClientWindows,
  SQLITE_CLIENT_FILE_SUFFIX,
} from './client-windows.ts';
import { openDatabase } from './database.ts';

describeEachDialect('client windows', (context) => {
  const opened: ClientWindows[] = [];
  let clock = 1_000_000;
  const now = () => clock;
  const open = (db = context().db) => {
    const windows = openClientWindows(db, { now });
    opened.push(windows);
    return windows;
  };
  afterEach(async () => {
    for (const windows of opened.splice(0)) await windows.close();
  });

  it('counts events in a window that starts with the first one and restarts once it has passed', async () => {
    const windows = open();
    expect(await windows.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock += 10_000;
    expect(await windows.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await windows.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    clock += 50_000;
    expect(await windows.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it("is shared by every process on one database: a second connection sees the first one's counts", async () => {
    const first = open();
    // Another web process: its own connection to the same database.
    const other = openDatabase(context().config, { maxConnections: 2 });
    try {
      const second = open(other);
      expect(await firstInWindow(first, 'client|product', 3_600_000)).toBe(true);
      expect(await firstInWindow(second, 'client|product', 3_600_000)).toBe(false);
      expect((await second.hit('network|api', 60_000)).count).toBe(1);
      expect((await first.hit('network|api', 60_000)).count).toBe(2);
      expect((await second.hit('network|api', 60_000)).count).toBe(3);
    } finally {
      for (const windows of opened.splice(0)) await windows.close();
      await other.destroy();
    }
  });

  it('stores keys hashed, and forgets expired windows', async () => {
    const { db, dialect, config } = context();
    const windows = open();
    await windows.hit('203.0.113.0|product-42', 1_000);
    const rows = async () => {
      if (dialect === 'postgres') {
        const { rows } = await sql<{ key: string }>`SELECT key FROM client_window`.execute(db);
        return rows.map((row) => row.key);
      }
      // The counters' own file, next to the catalog's.
      const file = `${(config as { path: string }).path}${SQLITE_CLIENT_FILE_SUFFIX}`;
      const connection = new SqliteDatabase(file, { readonly: true });
      try {
        return (connection.prepare('SELECT key FROM client_window').all() as Array<{ key: string }>).map(
          (row) => row.key,
        );
      } finally {
        connection.close();
      }
    };
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain('203.0.113');
    expect(stored[0]).not.toContain('product-42');
    // A minute later the next hit deletes every expired window.
    clock += 61_000;
    await windows.hit('another', 1_000);
    expect(await rows()).toHaveLength(1);
  });
});
