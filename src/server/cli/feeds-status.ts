import { parseArgs } from 'node:util';
import { settleInterruptedRuns } from '../ingest/import-run-liveness.ts';
import { findRecentImportRuns, findShopFreshness, formatFeedsStatus } from '../scheduler/feeds-status.ts';
import { runCli, UsageError } from './cli-support.ts';

const USAGE = `Usage: npm run feeds:status -- [--limit N]

Prints the last import runs (default 20) as stored in import_run, newest first, and each shop's
last applied feed, marked "stale" when its offers are hidden from lists. Runs whose importer died
(killed, crashed, restarted) are marked "interrupted" first.`;

function parseLimit(value: string | undefined): number {
  if (value === undefined) return 20;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new UsageError(`--limit "${value}" must be a whole number from 1 to 1000\n\n${USAGE}`);
  return limit;
}

await runCli(async ({ db }) => {
  let values: { limit?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { limit: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const limit = parseLimit(values.limit);
  // An importer killed outright never reported; say so instead of "running" forever. Best effort:
  // on SQLite an import holding the write lock makes this wait and give up; the next look settles it.
  await settleInterruptedRuns(db).catch(() => []);
  const [runs, shops] = await Promise.all([findRecentImportRuns(db, limit), findShopFreshness(db)]);
  console.log(formatFeedsStatus(runs, shops, new Date()));
  return 0;
});
