import { type ColumnIndex, indexColumns } from './awin-columns.ts';
import { type FeedOffer, normalizeAwinRow, type QuarantineReason, type RowWarning } from './awin-row.ts';
import { type CsvRecord, CsvRecordParser } from './csv-parser.ts';
import type { FeedSource } from './feed-source.ts';

// Everything an import does to a feed that needs no database: decode, parse CSV, validate and
// normalise each row. It yields batches of valid offers and rejected rows; the writer writes them.

export type RejectedRow = { line: number; reason: QuarantineReason; detail: string };

export type FeedBatch = {
  offers: FeedOffer[];
  rejected: RejectedRow[];
  warnings: Partial<Record<RowWarning, number>>;
  // Data rows read so far (excluding the header), for progress reports.
  rowsRead: number;
};

export const DEFAULT_BATCH_SIZE = 2000;

export type FeedReadOptions = { batchSize?: number; maxPriceCents?: number };

export async function* readFeedBatches(
  feed: FeedSource,
  { batchSize = DEFAULT_BATCH_SIZE, maxPriceCents }: FeedReadOptions = {},
): AsyncGenerator<FeedBatch> {
  const parser = new CsvRecordParser();
  let columns: ColumnIndex | null = null;
  let headerLength = 0;
  let rowsRead = 0;
  let batch: FeedBatch = { offers: [], rejected: [], warnings: {}, rowsRead: 0 };
  const records: CsvRecord[] = [];

  const take = function* (parsed: CsvRecord[]): Generator<FeedBatch> {
    for (const record of parsed) {
      if (!columns) {
        columns = indexColumns(record.fields);
        headerLength = record.fields.length;
        continue;
      }
      rowsRead++;
      const result = normalizeAwinRow(record.fields, record.line, columns, headerLength, maxPriceCents);
      if (result.ok) {
        batch.offers.push(result.offer);
        for (const warning of result.warnings) batch.warnings[warning] = (batch.warnings[warning] ?? 0) + 1;
      } else {
        batch.rejected.push({ line: record.line, reason: result.reason, detail: result.detail });
      }
      if (batch.offers.length >= batchSize) {
        batch.rowsRead = rowsRead;
        yield batch;
        batch = { offers: [], rejected: [], warnings: {}, rowsRead: 0 };
      }
    }
  };

  for await (const chunk of feed.chunks) {
    records.length = 0;
    yield* take(parser.push(chunk, records));
  }
  records.length = 0;
  yield* take(parser.end(records));
  if (!columns) throw new Error('the feed is empty: no header row');
  batch.rowsRead = rowsRead;
  yield batch;
}
