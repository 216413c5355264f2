import { type ColumnIndex, indexColumns } from './awin-columns.ts';
import { type FeedOffer, normalizeAwinRow, type QuarantineReason, type RowWarning } from './awin-row.ts';
import { type CsvRecord, CsvRecordParser, hasLoneCrLineEnds } from './csv-parser.ts';
import { decodeFeedBytes, decodeRecord, type FeedEncoding } from './feed-encoding.ts';
import { type CutFeedOptions, cutFeedRecords } from './feed-records.ts';
import { FeedRows } from './feed-rows.ts';
import type { FeedSource } from './feed-source.ts';
import {
  BOUND_END,
  BOUND_FIELDS,
  BOUND_HASH_HI,
  BOUND_HASH_LO,
  BOUND_LINE,
  BOUND_START,
} from './record-cutter.ts';
import type { UnchangedRecords } from './unchanged-records.ts';

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
  // When a large feed's records are cut in a thread of their own (feed-records.ts).
  cutting?: CutFeedOptions;
  // The feed's encoding, once the first non-ASCII character decides it (feed-encoding.ts).
  onEncoding?: (encoding: FeedEncoding) => void;
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

// Reads the feed record by record (feed-records.ts): each record's bytes are hashed, and unless
// `unchanged` recognises it, decoded, parsed and validated; every offer carries its record's hash
// for the writer to keep. A feed whose lines end in a lone CR is parsed the classic way, without
// hashes.
export async function* readFeedBatches(
  feed: FeedSource,
  {
    batchSize = DEFAULT_BATCH_SIZE,
    maxPriceCents,
    unchanged = null,
    cutting = {},
    onEncoding = () => {},
  }: FeedReadOptions = {},
): AsyncGenerator<FeedBatch> {
  const chunks = feed.bytes[Symbol.asyncIterator]();
  const first = await chunks.next();
  const rest: AsyncIterable<Uint8Array> = {
    async *[Symbol.asyncIterator]() {
      if (!first.done) yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    },
  };
  // The first line's bytes read as Latin-1 show its line end as well as any decoding would.
  if (!first.done && hasLoneCrLineEnds(Buffer.from(first.value).toString('latin1', 0, LINE_END_PEEK_BYTES)))
    yield* readParsed(decodeFeedBytes(rest, onEncoding), batchSize, maxPriceCents);
  else yield* readRecords(rest, { batchSize, maxPriceCents, unchanged, cutting, onEncoding });
}

// Enough of the first chunk to hold the header line, where the line end is looked for.
const LINE_END_PEEK_BYTES = 64 * 1024;

async function* readRecords(
  chunks: AsyncIterable<Uint8Array>,
  {
    batchSize,
    maxPriceCents,
    unchanged,
    cutting,
    onEncoding,
  }: Required<Pick<FeedReadOptions, 'batchSize' | 'cutting' | 'onEncoding' | 'unchanged'>> &
    Pick<FeedReadOptions, 'maxPriceCents'>,
): AsyncGenerator<FeedBatch> {
  const feedRows = new FeedRows(maxPriceCents);
  let rowsRead = 0;
  let batch = emptyBatch();
  let encoding: FeedEncoding | null = null;
  // While there is nothing to recognise (a feed read for the first time, until the offers of its
  // shop are loaded), every record is a new offer: the record-cutting thread parses and prepares
  // the rows too.
  const parsing = {
    maxPriceCents,
    headerText: () => feedRows.headerText,
    wanted: () => unchanged === null || unchanged.size === 0,
  };

  for await (const records of cutFeedRecords(chunks, `max_price_cents=${maxPriceCents ?? ''}`, {
    ...cutting,
    parsing,
  })) {
    const { bytes, count, bounds, rows } = records;
    if (records.encoding !== encoding) {
      encoding = records.encoding;
      if (encoding) onEncoding(encoding);
    }
    for (let record = 0, at = 0; record < count; record++, at += BOUND_FIELDS) {
      const start = bounds[at + BOUND_START]!;
      const end = bounds[at + BOUND_END]!;
      if (feedRows.headerText === null) {
        feedRows.readHeader(decodeRecord(bytes, start, end, encoding));
        continue;
      }
      rowsRead++;
      const hashHi = bounds[at + BOUND_HASH_HI]!;
      const hashLo = bounds[at + BOUND_HASH_LO]!;
      const known = unchanged ? unchanged.claim(hashHi, hashLo) : -1;
      if (known !== -1) batch.unchanged.push(known);
      else {
        const line = bounds[at + BOUND_LINE]!;
        const result = rows?.[record] ?? feedRows.row(decodeRecord(bytes, start, end, encoding), line);
        if (result.ok) result.offer.recordHash = { hi: hashHi, lo: hashLo };
        addRow(batch, result, line);
      }
      if (batch.offers.length >= batchSize || batch.unchanged.length >= UNCHANGED_PER_BATCH) {
        batch.rowsRead = rowsRead;
        yield batch;
        batch = emptyBatch();
      }
    }
  }
  if (feedRows.headerText === null) throw new Error('the feed is empty: no header row');
  batch.rowsRead = rowsRead;
  yield batch;
}

// The classic way, for feeds RecordCutter cannot cut: fields straight from the stream.
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
