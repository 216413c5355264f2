import { parentPort } from 'node:worker_threads';
import type { RowResult } from './awin-row.ts';
import { CsvError } from './csv-parser.ts';
import { decodeRecord, type FeedEncoding } from './feed-encoding.ts';
import { FeedRows } from './feed-rows.ts';
import { createCategoryMapper } from './map-category.ts';
import { prepareOffer } from './prepare-offer.ts';
import {
  BOUND_END,
  BOUND_FIELDS,
  BOUND_LINE,
  BOUND_START,
  type CutRecords,
  type CutterState,
  RecordCutter,
} from './record-cutter.ts';

// The record-cutting thread (feed-records.ts): cuts and hashes the byte chunks of a large feed while
// the import's thread parses the records it does not recognise and writes the catalog. While a feed
// is new offers through and through (read for the first time), it parses and prepares their rows
// as well, which is most of what a new offer costs the import's thread. It receives the cutter's
// state once, then the chunks in order, and answers each with the bytes back (what the last chunk
// left, then the chunk) and where its records are in them. Bytes go both ways as transfers, never
// copies.

// Rows can be parsed, validated and prepared here too (feed-records.ts, `parsing`): the header's
// text when the import's thread read it before handing over. Each chunk says whether its rows are
// wanted (`parse`).
export type RowParsing = { maxPriceCents: number | undefined; headerText: string | null };

export type CuttingRequest =
  | { type: 'resume'; state: CutterState; parsing: RowParsing | null }
  | { type: 'cut'; chunk: Uint8Array; atEnd: boolean; parse?: boolean };

export type CuttingReply =
  | { type: 'ready' }
  | {
      type: 'cut';
      bytes: Uint8Array;
      consumed: number;
      count: number;
      bounds: Int32Array;
      encoding: FeedEncoding | null;
      // With `parsing`: each record's row, its offer prepared; null for the header.
      rows: Array<RowResult | null> | null;
    }
  | { type: 'failed'; name: string; message: string; line: number | null };

const port = parentPort;
if (!port) throw new Error('record-cutting-thread.ts runs as a worker thread (see feed-records.ts)');

let cutter: RecordCutter | null = null;
let feedRows: FeedRows | null = null;
const mapCategory = createCategoryMapper();

// Each record's row, as the import's thread would read it, with its offer prepared; or, when the
// rows are not wanted, none (the header is read all the same, for the chunks that will want them).
function rowsOf(rows: FeedRows, cut: CutRecords, wanted: boolean): Array<RowResult | null> | null {
  const results: Array<RowResult | null> = [];
  for (let at = 0; at < cut.count * BOUND_FIELDS; at += BOUND_FIELDS) {
    const text = decodeRecord(
      cut.bytes,
      cut.bounds[at + BOUND_START]!,
      cut.bounds[at + BOUND_END]!,
      cut.encoding,
    );
    if (rows.headerText === null) {
      rows.readHeader(text);
      results.push(null);
      continue;
    }
    if (!wanted) return null;
    const result = rows.row(text, cut.bounds[at + BOUND_LINE]!);
    if (result.ok) prepareOffer(result.offer, mapCategory);
    results.push(result);
  }
  return wanted ? results : null;
}

port.on('message', (request: CuttingRequest) => {
  if (request.type === 'resume') {
    cutter = new RecordCutter(request.state);
    const { parsing } = request;
    feedRows = parsing ? new FeedRows(parsing.maxPriceCents) : null;
    if (parsing?.headerText) feedRows?.readHeader(parsing.headerText);
    return;
  }
  let reply: CuttingReply;
  try {
    if (!cutter) throw new Error('the record-cutting thread was sent a chunk before its state');
    const cut = cutter.cut(request.chunk, request.atEnd);
    const rows = feedRows ? rowsOf(feedRows, cut, request.parse === true) : null;
    const bounds = cut.bounds.slice(0, cut.count * BOUND_FIELDS);
    const bytes = new Uint8Array(cut.bytes.buffer, cut.bytes.byteOffset, cut.bytes.byteLength);
    reply = {
      type: 'cut',
      bytes,
      consumed: cut.consumed,
      count: cut.count,
      bounds,
      encoding: cut.encoding,
      rows,
    };
    port.postMessage(reply, [bytes.buffer as ArrayBuffer, bounds.buffer]);
    return;
  } catch (error) {
    reply = {
      type: 'failed',
      name: error instanceof Error ? error.name : 'Error',
      message: error instanceof Error ? error.message : String(error),
      line: error instanceof CsvError ? error.line : null,
    };
  }
  port.postMessage(reply);
});
port.postMessage({ type: 'ready' } satisfies CuttingReply);
