import type { Worker } from 'node:worker_threads';
import { startModuleThread } from '../lib/module-thread.ts';
import type { RowResult } from './awin-row.ts';
import { CsvError } from './csv-parser.ts';
import { FeedEncodingError } from './feed-encoding.ts';
import { type CutRecords, type CutterState, RecordCutter } from './record-cutter.ts';
import type { CuttingReply, CuttingRequest, RowParsing } from './record-cutting-thread.ts';

// A feed's records, cut and hashed as bytes (record-cutter.ts), chunk by chunk, for the import to
// decode and parse the ones it does not recognise. A small feed is cut on the import's thread. Past
// THREAD_AFTER_BYTES a thread of its own takes over the cutting (record-cutting-thread.ts): in a
// re-import most records are recognised by their hash alone, and cutting and hashing them was most
// of what the import's thread did (decision 022). The thread gets the cutter's state and every
// chunk after; the import's thread reads the next chunk while the thread cuts, and decodes only the
// records it parses.

// About 13,000 Awin records: a thread's start (tens of milliseconds, more under tsx) is worth it past
// this. The import's thread goes on cutting until the thread is ready.
export const THREAD_AFTER_BYTES = 8 * 2 ** 20;
// Chunks handed to the thread ahead of the one being parsed: enough to keep it busy while the
// import's thread writes a batch, bounded so memory stays flat.
const CHUNKS_IN_FLIGHT = 4;
const THREAD_CHUNK_BYTES = 2 ** 20;

export type CutFeedOptions = {
  // Bytes read before the cutting moves to a thread of its own; Infinity: never. At 0 the thread
  // cuts from the first chunk (tests).
  threadAfterBytes?: number;
  // The least the thread is sent at once (tests send it every piece as it comes).
  threadChunkBytes?: number;
  // The thread could not start: the cutting stayed on the import's thread (slower, not wrong). The
  // import's report says so, so that a broken installation does not go unnoticed.
  onThreadFailed?: (error: Error) => void;
  // The thread can also parse, validate and prepare the rows of the records it cuts: the header's
  // text once the import's thread has read it (null before: the thread reads it from the first
  // record), the validation's price ceiling, and whether the rows of the chunk about to be sent are
  // wanted (asked chunk by chunk: a feed stops being new offers through and through once the
  // offers of its shop can be recognised).
  parsing?: {
    maxPriceCents: number | undefined;
    headerText: () => string | null;
    wanted: () => boolean;
  };
};

// A chunk's records. `inThread`: whether the thread cut them (for tests). `rows`: each record's row,
// parsed and its offer prepared, when the thread did so (null for the header).
export type FeedRecords = Omit<CutRecords, 'consumed'> & {
  inThread: boolean;
  rows: ReadonlyArray<RowResult | null> | null;
};

export async function* cutFeedRecords(
  chunks: AsyncIterable<Uint8Array>,
  settings: string,
  {
    threadAfterBytes = THREAD_AFTER_BYTES,
    threadChunkBytes = THREAD_CHUNK_BYTES,
    onThreadFailed,
    parsing,
  }: CutFeedOptions = {},
): AsyncGenerator<FeedRecords> {
  const cutter = new RecordCutter({ settings });
  const iterator = chunks[Symbol.asyncIterator]();
  let thread: CuttingThread | null = null;
  let threadFrom = threadAfterBytes;
  let read = 0;
  try {
    while (thread?.status !== 'ready') {
      if (thread?.status === 'failed') {
        // A thread that could not start leaves the cutting here, as for a small feed: slower, not wrong.
        onThreadFailed?.(thread.failure!);
        thread.stop();
        thread = null;
        threadFrom = Number.POSITIVE_INFINITY;
      }
      if (!thread && read >= threadFrom) {
        thread = new CuttingThread();
        // Nothing read yet to cut meanwhile.
        if (read === 0) await thread.settled;
        continue;
      }
      const next = await iterator.next();
      if (next.done) {
        yield { ...cutter.cut(new Uint8Array(0), true), inThread: false, rows: null };
        return;
      }
      read += next.value.length;
      yield { ...cutter.cut(next.value, false), inThread: false, rows: null };
    }
    yield* cutInThread(thread, cutter.state, parsing ?? null, iterator, threadChunkBytes);
  } finally {
    thread?.stop();
  }
}

async function* cutInThread(
  thread: CuttingThread,
  state: CutterState,
  parsing: CutFeedOptions['parsing'] | null,
  iterator: AsyncIterator<Uint8Array>,
  chunkBytes: number,
): AsyncGenerator<FeedRecords> {
  thread.resume(
    state,
    parsing ? { maxPriceCents: parsing.maxPriceCents, headerText: parsing.headerText() } : null,
  );
  const inFlight: Array<Promise<FeedRecords>> = [];
  // A download arrives in pieces of 16-64 KiB: gathered into chunks of a mebibyte, a message each.
  let gathered: Uint8Array[] = [];
  let gatheredBytes = 0;
  for (;;) {
    const next = await iterator.next();
    if (!next.done) {
      gathered.push(next.value);
      gatheredBytes += next.value.length;
      if (gatheredBytes < chunkBytes) continue;
    }
    const parse = parsing?.wanted() ?? false;
    inFlight.push(thread.cut(joinAll(gathered, gatheredBytes), next.done === true, parse));
    gathered = [];
    gatheredBytes = 0;
    if (next.done) break;
    if (inFlight.length >= CHUNKS_IN_FLIGHT) yield await inFlight.shift()!;
  }
  while (inFlight.length > 0) yield await inFlight.shift()!;
}

// One chunk of the pieces, owning its whole buffer (see ownBytes).
function joinAll(pieces: readonly Uint8Array[], length: number): Uint8Array {
  if (pieces.length === 1) return ownBytes(pieces[0]!);
  const joined = new Uint8Array(length);
  let at = 0;
  for (const piece of pieces) {
    joined.set(piece, at);
    at += piece.length;
  }
  return joined;
}

// Bytes that own their whole buffer, which can be handed to another thread: a stream's chunk is
// often a view into a larger pool, which must not go with it.
function ownBytes(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength === 0) return new Uint8Array(0);
  // new Uint8Array(view) copies; a Buffer's slice() would not.
  return chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
    ? chunk
    : new Uint8Array(chunk);
}

function errorOf(reply: Extract<CuttingReply, { type: 'failed' }>): Error {
  if (reply.line !== null) return new CsvError(reply.message, reply.line);
  if (reply.name === 'FeedEncodingError') return new FeedEncodingError(reply.message);
  return new Error(reply.message);
}

// The record-cutting thread, seen from the import's thread: replies come in the order of requests.
class CuttingThread {
  // Resolved once the thread is ready or has failed to start.
  readonly settled: Promise<void>;
  #status: 'starting' | 'ready' | 'failed' = 'starting';
  readonly #worker: Worker;
  readonly #waiting: Array<{ resolve: (records: FeedRecords) => void; reject: (error: Error) => void }> = [];
  #failure: Error | null = null;

  constructor() {
    this.#worker = startModuleThread(import.meta.url, 'record-cutting-thread');
    let settle = () => {};
    this.settled = new Promise((resolve) => (settle = resolve));
    this.#worker.on('message', (reply: CuttingReply) => {
      if (reply.type === 'ready') {
        this.#status = 'ready';
        settle();
        return;
      }
      const waiting = this.#waiting.shift();
      if (reply.type === 'failed') waiting?.reject(errorOf(reply));
      else {
        const { bytes, count, bounds, encoding, rows } = reply;
        const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        waiting?.resolve({ bytes: buffer, count, bounds, encoding, inThread: true, rows });
      }
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      if (this.#status === 'starting') this.#status = 'failed';
      for (const waiting of this.#waiting.splice(0)) waiting.reject(error);
      settle();
    };
    this.#worker.on('error', (error) =>
      fail(new Error(`the record-cutting thread failed: ${error.message}`)),
    );
    this.#worker.on('exit', (code) =>
      fail(new Error(`the record-cutting thread stopped (exit code ${code})`)),
    );
  }

  get failure(): Error | null {
    return this.#failure;
  }

  get status(): 'starting' | 'ready' | 'failed' {
    return this.#status;
  }

  resume(state: CutterState, parsing: RowParsing | null): void {
    const pending = ownBytes(state.pending);
    this.#post({ type: 'resume', state: { ...state, pending }, parsing }, [pending.buffer as ArrayBuffer]);
  }

  cut(chunk: Uint8Array, atEnd: boolean, parse: boolean): Promise<FeedRecords> {
    if (this.#failure) return Promise.reject(this.#failure);
    const reply = new Promise<FeedRecords>((resolve, reject) => this.#waiting.push({ resolve, reject }));
    // A reply the reader no longer waits for (it stopped at an earlier failure) is not an error.
    reply.catch(() => {});
    const own = ownBytes(chunk);
    this.#post({ type: 'cut', chunk: own, atEnd, parse }, [own.buffer as ArrayBuffer]);
    return reply;
  }

  stop(): void {
    this.#failure ??= new Error('the record-cutting thread was stopped');
    void this.#worker.terminate();
  }

  #post(request: CuttingRequest, transfer: ArrayBuffer[]): void {
    this.#worker.postMessage(request, transfer);
  }
}
