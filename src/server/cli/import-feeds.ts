import { parseArgs } from 'node:util';
import { QUARANTINE_REASON_TEXT } from '../ingest/awin-row.ts';
import {
  type ImportProgress,
  type ImportReport,
  type ImportStage,
  importFeed,
} from '../ingest/import-feed.ts';
import { formatNumber, runCli, UsageError } from './cli-support.ts';
import { stripTerminalControls } from './terminal-text.ts';

const USAGE = `Usage: npm run import -- [--observed-at ISO-DATE] [--force] FILE_OR_URL...

Imports Awin product feeds (CSV, plain or .gz) into the catalog, one run per feed.
  --observed-at  treat the feed as a snapshot taken at this time (e.g. 2026-10-01 or 2026-10-01T06:00:00Z)
  --force        apply a feed even if its row count fell by more than half since the shop's last run`;

const STAGE_TEXT: Record<ImportStage, string> = {
  rows: 'reading rows',
  indexes: 'building indexes',
  unavailable: 'offers no longer listed',
  summaries: 'product summaries',
  search: 'search index',
  commit: 'commit',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// One line per progress report; `previous` is the stage the last report was about.
export function formatProgress(
  { stage, rowsRead, elapsedMs }: ImportProgress,
  previous: ImportStage = 'rows',
): string {
  if (stage === 'rows')
    return `  ${formatNumber(rowsRead)} rows, ${formatNumber(Math.round((rowsRead * 1000) / Math.max(elapsedMs, 1)))} rows/s`;
  if (previous === 'rows')
    return `  all ${formatNumber(rowsRead)} rows read (${seconds(elapsedMs)}); now: ${STAGE_TEXT[stage]}`;
  return `  ${seconds(elapsedMs)}: ${STAGE_TEXT[stage]}`;
}

// Sources, messages, quarantine details and shop names come from the feed: printed clean.
export function printImportReport(report: ImportReport, print: (line: string) => void = console.log): void {
  const log = (line: string) => print(stripTerminalControls(line));
  const n = formatNumber;
  log(
    `\n${report.source}: ${report.status.toUpperCase()} (run ${report.runId}, observed at ${report.observedAt})`,
  );
  if (report.message) log(`  ${report.message}`);
  log(`  rows read          ${n(report.rowsRead)} (${n(report.rowsValid)} valid)`);
  log(
    `  offers             ${n(report.offersNew)} new, ${n(report.offersUpdated)} updated, ${n(report.offersUnchanged)} unchanged, ${n(report.offersUnavailable)} now unavailable`,
  );
  log(
    `  products           ${n(report.productsNew)} new, ${n(report.rowsUnmappedCategory)} without a mapped category`,
  );
  log(`  quarantined rows   ${n(report.quarantined.total)}`);
  for (const [reason, count] of Object.entries(report.quarantined.byReason)) {
    log(
      `    ${n(count ?? 0).padStart(8)}  ${QUARANTINE_REASON_TEXT[reason as keyof typeof QUARANTINE_REASON_TEXT]} (${reason})`,
    );
  }
  for (const example of report.quarantined.examples.slice(0, 5)) {
    log(`      line ${example.line}: ${example.reason}${example.detail ? ` ${example.detail}` : ''}`);
  }
  const warnings = Object.entries(report.warnings);
  if (warnings.length > 0)
    log(`  warnings           ${warnings.map(([name, count]) => `${name} ${n(count ?? 0)}`).join(', ')}`);
  for (const shop of report.shops) {
    log(
      `  shop               ${shop.name}: ${n(shop.rows)} rows (last run: ${shop.previousRows === null ? 'none' : n(shop.previousRows)})`,
    );
  }
  log(`  duration           ${seconds(report.durationMs)}, ${n(report.rowsPerSecond)} rows/s`);
  const stages = Object.entries(report.stageMs) as Array<[ImportStage, number]>;
  if (stages.length > 1)
    log(
      `                     ${stages.map(([stage, ms]) => `${STAGE_TEXT[stage]} ${seconds(ms)}`).join(', ')}`,
    );
}

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
