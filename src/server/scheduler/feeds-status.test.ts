import { describe, expect, it } from 'vitest';
import {
  describeStoredSource,
  formatAge,
  formatFeedsStatus,
  type ImportRunSummary,
  type ShopFreshness,
} from './feeds-status.ts';

const NOW = new Date('2026-10-03T12:00:00Z');

const run = (overrides: Partial<ImportRunSummary>): ImportRunSummary => ({
  id: 1,
  source: 'feeds/uno.csv',
  status: 'applied',
  started_at: '2026-10-03T06:00:00.000Z',
  rows_read: 0,
  offers_new: 0,
  offers_updated: 0,
  offers_unchanged: 0,
  offers_unavailable: 0,
  rows_quarantined: 0,
  duration_ms: 1000,
  message: null,
  ...overrides,
});

describe('feeds:status output', () => {
  const runs: ImportRunSummary[] = [
    run({
      id: 3,
      source: 'https://productdata.awin.com/datafeed/download/apikey/0123456789abcdef0123456789abcdef/fid/1/',
      started_at: '2026-10-03T10:00:00.000Z',
      rows_read: 1_000_000,
      offers_new: 12,
      offers_updated: 3_400,
      offers_unchanged: 996_000,
      offers_unavailable: 5,
      rows_quarantined: 583,
      duration_ms: 80_000,
    }),
    run({
      id: 2,
      source: 'demo/10004_gamenexo_2026-10-03.csv',
      status: 'held',
      started_at: '2026-10-03T09:59:00.000Z',
      rows_read: 1_200,
      offers_unchanged: 1_190,
      duration_ms: 2_345,
      message:
        'the feed of GameNexo has 10 valid rows, less than half\nof the 1200 of its last run; nothing was changed.',
    }),
    run({ id: 1, status: 'running', started_at: '2026-10-03T11:59:00.000Z', duration_ms: null }),
  ];
  const shops: ShopFreshness[] = [
    { name: 'GameNexo', advertiser_id: '10004', last_import_at: '2026-10-03T10:00:00.000Z' },
    { name: 'PixelPlaza', advertiser_id: '10002', last_import_at: '2026-09-30T06:00:00.000Z' },
    { name: 'Tienda Nueva', advertiser_id: '3003', last_import_at: null },
  ];

  it('prints the runs and the shops as aligned tables', () => {
    expect(formatFeedsStatus(runs, shops, NOW).split('\n')).toEqual([
      'Last 3 import runs, newest first:',
      'Started (UTC)     Source                                                          Status   Rows read  New/updated/unchanged/unavailable  Quarantined    Duration  Rows/s  Message',
      '2026-10-03 10:00  https://productdata.awin.com/datafeed/download/apikey/…/fid/1/  applied  1,000,000                 12/3,400/996,000/5          583  1 min 20 s  12,500',
      '2026-10-03 09:59  demo/10004_gamenexo_2026-10-03.csv                              held         1,200                        0/0/1,190/0            0       2.3 s     512  the feed of GameNexo has 10 valid rows, less than half of the 1200 of its last run; nothing was changed.',
      '2026-10-03 11:59  feeds/uno.csv                                                   running          0                            0/0/0/0            0           -       -',
      '',
      'Shops ("stale": no feed applied for more than 48 h, so their offers are hidden from lists):',
      'Shop          Advertiser  Last import (UTC)      Age',
      'GameNexo           10004  2026-10-03 10:00       2 h',
      'PixelPlaza         10002  2026-09-30 06:00   3 d 6 h  stale',
      'Tienda Nueva        3003  never                    -  stale',
    ]);
  });

  it('never shows the API key of a feed URL, even one stored by a manual import', () => {
    expect(describeStoredSource('https://user:pass@feeds.example/fid/1/feed.csv?apikey=s3cr3t')).toBe(
      'https://feeds.example/fid/1/feed.csv',
    );
    expect(describeStoredSource('https://feeds.example/download/0123456789abcdef0123/x.csv')).toBe(
      'https://feeds.example/download/…/x.csv',
    );
    expect(describeStoredSource('./feeds/uno.csv.gz')).toBe('./feeds/uno.csv.gz');
  });

  it('says when there is nothing yet', () => {
    expect(formatFeedsStatus([], [], NOW)).toContain('No import runs yet.');
    expect(formatFeedsStatus([], [], NOW)).toContain('No shop has had a feed imported yet.');
  });

  it('tells ages in minutes, hours, then days', () => {
    expect(formatAge('2026-10-03T11:45:00Z', NOW)).toBe('15 min');
    expect(formatAge('2026-10-01T13:00:00Z', NOW)).toBe('47 h');
    expect(formatAge('2026-09-26T11:00:00Z', NOW)).toBe('7 d 1 h');
  });
});
