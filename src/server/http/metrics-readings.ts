import type { Db } from '../db/database.ts';

// What /metrics reads from the database when it is scraped (http/metrics.ts): imports and alerts
// happen in whichever process runs them (the web server's scheduler thread, `npm run worker`, the
// command line), and the database is where they all write what they did.

export type LastImport = {
  source: string;
  status: string;
  rowsRead: number;
  durationMs: number | null;
  finishedAt: string | null;
};

// The latest run of each feed (bounded by the number of feeds).
export async function readLastImports(db: Db): Promise<LastImport[]> {
  const rows = await db
    .selectFrom('import_run')
    .select(['source', 'status', 'rows_read', 'duration_ms', 'finished_at'])
    .where('id', 'in', (latest) =>
      latest
        .selectFrom('import_run')
        .select((eb) => eb.fn.max('id').as('id'))
        .groupBy('source'),
    )
    .execute();
  return rows.map((row) => ({
    source: row.source,
    status: row.status,
    rowsRead: Number(row.rows_read),
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    finishedAt: row.finished_at,
  }));
}

export async function countImportRunsByStatus(db: Db): Promise<Array<{ status: string; runs: number }>> {
  const rows = await db
    .selectFrom('import_run')
    .select(['status', (eb) => eb.fn.countAll<number>().as('runs')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, runs: Number(row.runs) }));
}

export type AlertQueue = {
  subscriptions: Array<{ status: string; count: number }>;
  priceAlerts: Array<{ status: string; count: number }>;
  // Confirmed subscribers whose next deal digest is due (none yet, or the last one older than the
  // digest interval): what the next alert run goes through.
  digestsDue: number;
};

export async function readAlertQueue(db: Db, digestHours: number, now: Date): Promise<AlertQueue> {
  const byStatus = async (table: 'subscription' | 'price_alert') =>
    (
      await db
        .selectFrom(table)
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute()
    ).map((row) => ({ status: row.status as string, count: Number(row.count) }));
  const dueBefore = new Date(now.getTime() - digestHours * 3_600_000).toISOString();
  const due = await db
    .selectFrom('subscription')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'confirmed')
    .where((eb) => eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<=', dueBefore)]))
    .executeTakeFirstOrThrow();
  return {
    subscriptions: await byStatus('subscription'),
    priceAlerts: await byStatus('price_alert'),
    digestsDue: Number(due.count),
  };
}
