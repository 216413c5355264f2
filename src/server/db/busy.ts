// SQLite lets one connection write at a time, and a feed import keeps the write lock for its whole
// transaction (seconds, up to minutes for a large first load). better-sqlite3 waits for a lock
// inside the statement, so on the web server's thread any wait stops every other request: the web
// server's connection therefore waits only a moment (WEB_BUSY_TIMEOUT_MS), and its writes either
// wait here, asynchronously, while other requests go on (retryWhileBusy), or keep what they have
// for a later attempt (click and popularity counters). PostgreSQL never reports SQLITE_BUSY.

// Long enough for a reader to ride out a checkpoint's brief lock, short enough not to be noticed.
export const WEB_BUSY_TIMEOUT_MS = 25;
// How long a visitor's write (an alert sign-up, a confirmation) waits for an import to finish.
export const VISITOR_WRITE_WAIT_MS = 10_000;
const FIRST_RETRY_MS = 25;
const MAX_RETRY_MS = 1_000;

export class DatabaseBusyError extends Error {
  readonly statusCode = 503;
  readonly code = 'CATALOG_BUSY';
  readonly retryAfterSeconds = 60;

  constructor() {
    super('The catalog is being updated right now; please try again in a minute.');
    this.name = 'Service Unavailable';
  }
}

export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

// Runs `work` (a whole unit: a transaction is retried from its start) until it gets the write
// lock, waiting between attempts without holding the connection; DatabaseBusyError after `waitMs`.
export async function retryWhileBusy<T>(
  work: () => Promise<T>,
  options: { waitMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.waitMs ?? VISITOR_WRITE_WAIT_MS);
  let delay = FIRST_RETRY_MS;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      if (Date.now() + delay > deadline) throw new DatabaseBusyError();
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  }
}
