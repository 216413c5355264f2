import type { Db } from '../db/database.ts';
import type { ImportRunStatus } from '../db/schema.ts';
import { describeSource } from '../ingest/feed-source.ts';
import { stripTerminalControls } from '../lib/terminal-text.ts';
import { isStale, STALE_AFTER_HOURS, showsOffers } from './staleness.ts';

// What `npm run feeds:status` prints: the last import runs as an aligned table, then each shop's
// last applied feed, marked "stale" once its offers are hidden from lists (staleness.ts).

export type ImportRunSummary = {
  id: number;
  source: string;
  status: ImportRunStatus;
  started_at: string;
  rows_read: number;
  offers_new: number;
  offers_updated: number;
  offers_unchanged: number;
  offers_unavailable: number;
  rows_quarantined: number;
  duration_ms: number | null;
  message: string | null;
};

export type ShopFreshness = { name: string; advertiser_id: string; last_import_at: string | null };

export async function findRecentImportRuns(db: Db, limit: number): Promise<ImportRunSummary[]> {
  return db
    .selectFrom('import_run')
    .select([
      'id',
      'source',
      'status',
      'started_at',
      'rows_read',
      'offers_new',
      'offers_updated',
      'offers_unchanged',
      'offers_unavailable',
      'rows_quarantined',
      'duration_ms',
      'message',
    ])
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// Shops that ever had a feed applied or still show offers; directory-only shops have nothing to say.
export async function findShopFreshness(db: Db): Promise<ShopFreshness[]> {
  return db
    .selectFrom('shop')
    .select(['name', 'advertiser_id', 'last_import_at'])
    .where((eb) => eb.or([eb('last_import_at', 'is not', null), showsOffers(eb)]))
    .orderBy('name')
    .execute();
}

type Column = { title: string; align?: 'right' };

// Cells show feed names, shop names and error messages, which come from outside: each is one line
// with nothing a terminal would act on (escape sequences, carriage returns).
function formatCell(text: string): string {
  return stripTerminalControls(text).replace(/\s+/g, ' ');
}

// Pads every column but the last to its widest cell, so the last (free text) may run long.
export function formatTable(
  columns: readonly Column[],
  untrustedRows: ReadonlyArray<readonly string[]>,
): string[] {
  const rows = untrustedRows.map((row) => row.map(formatCell));
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        if (i === columns.length - 1) return cell;
        return column.align === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.title)), ...rows.map(line)];
}

const number = (value: number) => value.toLocaleString('en-US');

export function formatTime(iso: string): string {
  return new Date(iso).toISOString().slice(0, 16).replace('T', ' ');
}

export function formatAge(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

// Stored sources are usually already free of credentials (the scheduler stores describeSource()),
// but `npm run import URL` stores what it was given: clean them again for the screen.
export function describeStoredSource(source: string): string {
  if (!/^https?:\/\//i.test(source)) return source;
  try {
    return describeSource(source).replaceAll('%E2%80%A6', '…');
  } catch {
    return source.replace(/[?#].*$/, '').replace(/\/\/[^/@]*@/, '//');
  }
}

export function formatImportRuns(runs: readonly ImportRunSummary[]): string[] {
  if (runs.length === 0) return ['No import runs yet.'];
  return formatTable(
    [
      { title: 'Started (UTC)' },
      { title: 'Source' },
      { title: 'Status' },
      { title: 'Rows read', align: 'right' },
      { title: 'New/updated/unchanged/unavailable', align: 'right' },
      { title: 'Quarantined', align: 'right' },
      { title: 'Duration', align: 'right' },
      { title: 'Rows/s', align: 'right' },
      { title: 'Message' },
    ],
    runs.map((run) => [
      formatTime(run.started_at),
      describeStoredSource(run.source),
      run.status,
      number(run.rows_read),
      [run.offers_new, run.offers_updated, run.offers_unchanged, run.offers_unavailable]
        .map(number)
        .join('/'),
      number(run.rows_quarantined),
      run.duration_ms === null ? '-' : formatDuration(run.duration_ms),
      run.duration_ms ? number(Math.round((run.rows_read * 1000) / run.duration_ms)) : '-',
      (run.message ?? '').replace(/\s+/g, ' ').trim(),
    ]),
  );
}

export function formatShopFreshness(shops: readonly ShopFreshness[], now: Date): string[] {
  if (shops.length === 0) return ['No shop has had a feed imported yet.'];
  return formatTable(
    [
      { title: 'Shop' },
      { title: 'Advertiser', align: 'right' },
      { title: 'Last import (UTC)' },
      { title: 'Age', align: 'right' },
      { title: '' },
    ],
    shops.map((shop) => [
      shop.name,
      shop.advertiser_id,
      shop.last_import_at ? formatTime(shop.last_import_at) : 'never',
      shop.last_import_at ? formatAge(shop.last_import_at, now) : '-',
      isStale(shop.last_import_at, now) ? 'stale' : '',
    ]),
  );
}

export function formatFeedsStatus(
  runs: readonly ImportRunSummary[],
  shops: readonly ShopFreshness[],
  now: Date,
): string {
  return [
    ...(runs.length > 0 ? [`Last ${runs.length} import runs, newest first:`] : []),
    ...formatImportRuns(runs),
    '',
    `Shops ("stale": no feed applied for more than ${STALE_AFTER_HOURS} h, so their offers are hidden from lists):`,
    ...formatShopFreshness(shops, now),
  ].join('\n');
}
