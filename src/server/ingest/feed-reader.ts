import { type ColumnIndex, indexColumns } from './awin-columns.ts';
import { type FeedOffer, normalizeAwinRow, type QuarantineReason, type RowWarning } from './awin-row.ts';
import {
  type CsvRecord,
  CsvRecordParser,
  CsvRecordSplitter,
  detectDelimiter,
  hasLoneCrLineEnds,
  type RawRecord,
} from './csv-parser.ts';
import type { FeedSource } from './feed-source.ts';
import { hashRecord, type RecordSeed, recordSeed, type UnchangedRecords } from './unchanged-records.ts';

// Everything an import does to a feed that needs no database: decode, parse CSV, validate and
// normalise each row. It yields batches of valid offers and rejected rows; the writer writes them.

export type RejectedRow = { line: number; reason: QuarantineReason; detail: string };

export type FeedBatch = {
  offers: FeedOffer[];
  rejected: RejectedRow[];
  // Offers recognised by their raw record (unchanged-records.ts): indexes into `unchanged`.
  unchanged: number[];
  warnings: Partial<Record<RowWarning, number>>;
  // Data rows read so far (excluding the header), for progress reports.
  rowsRead: number;
};

export const DEFAULT_BATCH_SIZE = 2000;
// Recognised records cost little each: a batch holds this many of them.
const UNCHANGED_PER_BATCH = 20_000;

export type FeedReadOptions = {
  batchSize?: number;
  maxPriceCents?: number;
  // The feed's current offers by record hash; records found there are not parsed.
  unchanged?: UnchangedRecords | null;
};

// A valid row's offer, or a rejected row's reason.
function addRow(batch: FeedBatch, result: ReturnType<typeof normalizeAwinRow>, line: number): void {
  if (result.ok) {
    batch.offers.push(result.offer);
    for (const warning of result.warnings) batch.warnings[warning] = (batch.warnings[warning] ?? 0) + 1;
  } else {
    batch.rejected.push({ line, reason: result.reason, detail: result.detail });
  }
}

function emptyBatch(): FeedBatch {
  return { offers: [], rejected: [], unchanged: [], warnings: {}, rowsRead: 0 };
}

// Reads the feed record by record (CsvRecordSplitter): each record's text is hashed, and unless
// `unchanged` recognises it, parsed and validated; every offer carries its record's hash for the
// writer to keep. A feed whose lines end in a lone CR is parsed the classic way, without hashes.
export async function* readFeedBatches(
  feed: FeedSource,
  { batchSize = DEFAULT_BATCH_SIZE, maxPriceCents, unchanged = null }: FeedReadOptions = {},
): AsyncGenerator<FeedBatch> {
  const chunks = feed.chunks[Symbol.asyncIterator]();
  const first = await chunks.next();
  const rest: AsyncIterable<string> = {
    async *[Symbol.asyncIterator]() {
      if (!first.done) yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    },
  };
  if (!first.done && hasLoneCrLineEnds(first.value)) yield* readParsed(rest, batchSize, maxPriceCents);
  else yield* readRecords(rest, batchSize, maxPriceCents, unchanged);
}

async function* readRecords(
  chunks: AsyncIterable<string>,
  batchSize: number,
  maxPriceCents: number | undefined,
  unchanged: UnchangedRecords | null,
): AsyncGenerator<FeedBatch> {
  const splitter = new CsvRecordSplitter();
  let parser: CsvRecordParser | null = null;
  let columns: ColumnIndex | null = null;
  let headerLength = 0;
  let seed: RecordSeed = { hi: 0, lo: 0 };
  let rowsRead = 0;
  let batch = emptyBatch();
  const raws: RawRecord[] = [];

  const take = function* (records: RawRecord[]): Generator<FeedBatch> {
    for (const record of records) {
      if (!parser || !columns) {
        parser = new CsvRecordParser({ delimiter: detectDelimiter(record.text) });
        const header = parser.fieldsOf(record.text);
        columns = indexColumns(header);
        headerLength = header.length;
        seed = recordSeed(record.text, `max_price_cents=${maxPriceCents ?? ''}`);
        continue;
      }
      rowsRead++;
      const hash = hashRecord(record.text, seed);
      const known = unchanged ? unchanged.claim(hash) : -1;
      if (known !== -1) batch.unchanged.push(known);
      else {
        const result = normalizeAwinRow(
          parser.fieldsOf(record.text),
          record.line,
          columns,
          headerLength,
          maxPriceCents,
        );
        if (result.ok) result.offer.recordHash = hash;
        addRow(batch, result, record.line);
      }
      if (batch.offers.length >= batchSize || batch.unchanged.length >= UNCHANGED_PER_BATCH) {
        batch.rowsRead = rowsRead;
        yield batch;
        batch = emptyBatch();
      }
    }
  };

  for await (const chunk of chunks) {
    raws.length = 0;
    yield* take(splitter.push(chunk, raws));
  }
  raws.length = 0;
  yield* take(splitter.end(raws));
  if (!columns) throw new Error('the feed is empty: no header row');
  batch.rowsRead = rowsRead;
  yield batch;
}

// The classic way, for feeds CsvRecordSplitter cannot cut: fields straight from the stream.
async function* readParsed(
  chunks: AsyncIterable<string>,
  batchSize: number,
  maxPriceCents: number | undefined,
): AsyncGenerator<FeedBatch> {
  const parser = new CsvRecordParser();
  let columns: ColumnIndex | null = null;
  let headerLength = 0;
  let rowsRead = 0;
  let batch = emptyBatch();
  const records: CsvRecord[] = [];

  const take = function* (parsed: CsvRecord[]): Generator<FeedBatch> {
    for (const record of parsed) {
      if (!columns) {
        columns = indexColumns(record.fields);
        headerLength = record.fields.length;
        continue;
      }
      rowsRead++;
      addRow(
        batch,
        normalizeAwinRow(record.fields, record.line, columns, headerLength, maxPriceCents),
        record.line,
      );
      if (batch.offers.length >= batchSize) {
        batch.rowsRead = rowsRead;
        yield batch;
        batch = emptyBatch();
      }
    }
  };

  for await (const chunk of chunks) {
    records.length = 0;
    yield* take(parser.push(chunk, records));
  }
  records.length = 0;
  yield* take(parser.end(records));
  if (!columns) throw new Error('the feed is empty: no header row');
  batch.rowsRead = rowsRead;
  yield batch;
}
