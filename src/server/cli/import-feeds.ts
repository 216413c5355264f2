import { parseArgs } from 'node:util';
import { type ImportStage, importFeed } from '../ingest/import-feed.ts';
import { stripTerminalControls } from '../lib/terminal-text.ts';
import { runCli, UsageError } from './cli-support.ts';
import { formatProgress, printImportReport } from './import-report.ts';

const USAGE = `Usage: npm run import -- [--observed-at ISO-DATE] [--force] FILE_OR_URL...

Imports Awin product feeds (CSV, plain or .gz) into the catalog, one run per feed.
  --observed-at  treat the feed as a snapshot taken at this time (e.g. 2026-10-01 or 2026-10-01T06:00:00Z)
  --force        apply a feed even if its row count fell by more than half since the shop's last run`;

function parseObservedAt(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime()))
    throw new UsageError(
      `--observed-at "${value}" is not a date (use 2026-10-01 or 2026-10-01T06:00:00Z)\n\n${USAGE}`,
    );
  return date;
}

await runCli(async ({ db, config }) => {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { 'observed-at': { type: 'string' }; force: { type: 'boolean' }; help: { type: 'boolean' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      options: { 'observed-at': { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (parsed.positionals.length === 0) throw new UsageError(USAGE);
  const observedAt = parseObservedAt(parsed.values['observed-at']);
  let failures = 0;
  for (const source of parsed.positionals) {
    console.error(stripTerminalControls(`Importing ${source} ...`));
    let previousStage: ImportStage = 'rows';
    const report = await importFeed(db, source, {
      observedAt,
      force: parsed.values.force ?? false,
      dealMinDropPercent: config.dealMinDropPercent,
      maxPriceEur: config.maxPriceEur,
      onProgress: (progress) => {
        console.error(formatProgress(progress, previousStage));
        previousStage = progress.stage;
      },
    });
    printImportReport(report);
    if (report.status !== 'applied') failures++;
  }
  return failures === 0 ? 0 : 1;
});
