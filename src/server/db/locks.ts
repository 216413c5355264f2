// The keys of the PostgreSQL advisory locks processes sharing one database take, in one place so
// no two uses collide, and the process check SQLite's lock records rely on (SQLite has no advisory
// locks; its file is local, so every holder is a process on this host).

// The catalog's write lock, per transaction: one import (or staleness sweep) writes at a time.
export const CATALOG_WRITE_LOCK_ID = 7_252_001;
// One scheduled refresh of all feeds at a time, per session (scheduler/refresh-lock.ts).
export const REFRESH_LOCK_ID = 7_252_002;
// Class id of the per-run liveness locks (two-key locks: class, run id; a separate key space from
// the one-key locks above), see ingest/import-run-liveness.ts.
export const IMPORT_RUN_LOCK_CLASS = 7_252_001;

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
