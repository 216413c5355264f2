import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { sql } from 'kysely';
import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { REFRESH_LOCK_ID } from '../db/locks.ts';
import { STALE_LOCK_MS, tryAcquireRefreshLock } from './refresh-lock.ts';

// A pid that surely belongs to no process: one that has just exited.
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describeEachDialect('refresh lock', (context) => {
  // Each "process" gets its own connection, as separate processes would.
  const opened: Db[] = [];
  const connect = () => {
    const db = openDatabase(context().config, { maxConnections: 3 });
    opened.push(db);
    return db;
  };
  const acquire = (options: { now?: () => Date } = {}) =>
    tryAcquireRefreshLock(connect(), { database: context().config, ...options });
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });

  it('is held by one holder at a time and free again after release', async () => {
    const first = await acquire();
    expect(first.acquired).toBe(true);
    const second = await acquire();
    expect(second).toMatchObject({ acquired: false });
    if (!first.acquired) return;
    expect(await first.lock.heartbeat()).toBe(true);
    await first.lock.release();
    expect(await first.lock.heartbeat()).toBe(false);
    const third = await acquire();
    expect(third.acquired).toBe(true);
    if (third.acquired) await third.lock.release();
  });

  it('goes away with its holder', async () => {
    const first = await acquire();
    expect(first.acquired).toBe(true);
    const { dialect, db } = context();
    if (dialect === 'postgres') {
      // The holder's session ends (its process died): PostgreSQL drops the lock with it.
      await sql`SELECT pg_terminate_backend(pid) FROM pg_locks
                 WHERE locktype = 'advisory' AND objid = ${REFRESH_LOCK_ID}`.execute(db);
      if (first.acquired) await vi.waitFor(async () => expect(await first.lock.heartbeat()).toBe(false));
    } else {
      // SQLite keeps the row: it names a process that no longer runs.
      await sql`UPDATE scheduler_lock SET pid = ${deadPid()}, host = ${os.hostname()}`.execute(db);
    }
    const second = await acquire();
    expect(second.acquired).toBe(true);
    if (second.acquired) await second.lock.release();
  });

  it('is taken over when its heartbeat is too old on SQLite, never while the session lives on PostgreSQL', async () => {
    const first = await acquire();
    expect(first.acquired).toBe(true);
    if (!first.acquired) return;
    const later = new Date(Date.now() + STALE_LOCK_MS + 60_000);
    if (context().dialect === 'postgres') {
      expect(await acquire({ now: () => later })).toMatchObject({ acquired: false });
      expect(await first.lock.heartbeat()).toBe(true);
      await first.lock.release();
      return;
    }
    expect(await acquire()).toMatchObject({
      acquired: false,
      reason: expect.stringMatching(/^process \d+ on .+ holds the refresh lock since /),
    });
    const second = await acquire({ now: () => later });
    expect(second.acquired).toBe(true);
    if (!second.acquired) return;
    expect(await first.lock.heartbeat()).toBe(false);
    // Releasing a lost lock leaves the new holder's row alone.
    await first.lock.release();
    expect(await acquire({ now: () => later })).toMatchObject({ acquired: false });
    await second.lock.release();
  });
});
