import { parentPort } from 'node:worker_threads';
import { CsvError } from './csv-parser.ts';
import type { FeedEncoding } from './feed-encoding.ts';
import { BOUND_FIELDS, type CutterState, RecordCutter } from './record-cutter.ts';

// The record-cutting thread (feed-records.ts): cuts and hashes the byte chunks of a large feed while
// the import's thread parses the records it does not recognise and writes the catalog. It receives
// the cutter's state once, then the chunks in order, and answers each with the bytes back (what the
// last chunk left, then the chunk) and where its records are in them. Bytes go both ways as
// transfers, never copies.

export type CuttingRequest =
  | { type: 'resume'; state: CutterState }
  | { type: 'cut'; chunk: Uint8Array; atEnd: boolean };

export type CuttingReply =
  | { type: 'ready' }
  | {
      type: 'cut';
      bytes: Uint8Array;
      consumed: number;
      count: number;
      bounds: Int32Array;
      encoding: FeedEncoding | null;
    }
  | { type: 'failed'; name: string; message: string; line: number | null };

const port = parentPort;
if (!port) throw new Error('record-cutting-thread.ts runs as a worker thread (see feed-records.ts)');

let cutter: RecordCutter | null = null;
port.on('message', (request: CuttingRequest) => {
  if (request.type === 'resume') {
    cutter = new RecordCutter(request.state);
    return;
  }
  let reply: CuttingReply;
  try {
    if (!cutter) throw new Error('the record-cutting thread was sent a chunk before its state');
    const cut = cutter.cut(request.chunk, request.atEnd);
    const bounds = cut.bounds.slice(0, cut.count * BOUND_FIELDS);
    const bytes = new Uint8Array(cut.bytes.buffer, cut.bytes.byteOffset, cut.bytes.byteLength);
    reply = { type: 'cut', bytes, consumed: cut.consumed, count: cut.count, bounds, encoding: cut.encoding };
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
