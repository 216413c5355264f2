import { QUARANTINE_REASON_TEXT } from '../ingest/awin-row.ts';
import type { ImportProgress, ImportReport, ImportStage } from '../ingest/import-feed.ts';
import { stripTerminalControls } from '../lib/terminal-text.ts';
import { formatNumber } from './cli-support.ts';

// What `npm run import` prints while a feed imports and when it is done.

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
    `  offers             ${n(report.offersNew)} new, ${n(report.offersUpdated)} updated, ${n(report.offersUnchanged)} unchanged${report.rowsRecognised > 0 ? ` (${n(report.rowsRecognised)} recognised unparsed)` : ''}, ${n(report.offersUnavailable)} now unavailable`,
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
  if (report.walCheckpointMs !== null)
    log(
      `                     then ${seconds(report.walCheckpointMs)} copying the changes into the database file (WAL checkpoint; visitors already see them)`,
    );
}
