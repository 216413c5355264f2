import { CsvError, headerTooLong, MAX_RECORD_LENGTH } from './csv-parser.ts';
import { EncodingCheck, type EncodingCheckState, type FeedEncoding, joinBytes } from './feed-encoding.ts';
import { hashBytes, type RecordSeed, recordSeed } from './unchanged-records.ts';

// Cuts a feed's bytes into whole records without reading their fields, hashes each record's bytes
// (unchanged-records.ts), and checks the feed's encoding on the way (feed-encoding.ts). A record
// ends at the first line feed outside quotes; both are ASCII, so bytes are cut as the text would be,
// in UTF-8 and in Windows-1252 alike. The first record is the header: it seeds the hash of every
// other record, with the import's settings. Nothing is decoded here: the import decodes only the
// records it parses.
//
// The same code runs on the import's thread and in the record-cutting thread
// (record-cutting-thread.ts), which takes over in a large feed: its whole state is plain values
// (CutterState), so the thread can carry on where the import's thread stopped.
// Line ends are LF or CRLF: a file whose lines end in a lone CR has no line feeds and is refused
// (MAX_RECORD_LENGTH) here, so callers check the first line (hasLoneCrLineEnds).

const QUOTE = 34;
const LF = 10;
const CR = 13;
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf] as const;

// Each record in `CutRecords.bounds` takes this many numbers: where its bytes start and end in
// `bytes` (without the line end), the line it starts on, and its hash (0, 0 for the header).
export const BOUND_FIELDS = 5;
export const BOUND_START = 0;
export const BOUND_END = 1;
export const BOUND_LINE = 2;
export const BOUND_HASH_HI = 3;
export const BOUND_HASH_LO = 4;

// The records a chunk completed. `bytes` is what was left of the previous chunks followed by this
// one; positions are in it. Bytes from `consumed` on wait for the next chunk. `encoding`: the feed's,
// as decided so far (null: ASCII so far).
export type CutRecords = {
  bytes: Buffer;
  consumed: number;
  count: number;
  bounds: Int32Array;
  encoding: FeedEncoding | null;
};

export type CutterState = {
  pending: Uint8Array;
  nextLine: number;
  // Whether the start of the file was looked at for a byte-order mark.
  startSeen: boolean;
  // The header's seed, once the header has been read.
  seed: RecordSeed | null;
  settings: string;
  encoding: EncodingCheckState;
};

const EMPTY = new Uint8Array(0);

export class RecordCutter {
  #pending: Uint8Array = EMPTY;
  #nextLine = 1;
  #startSeen = false;
  #seed: RecordSeed | null = null;
  readonly #settings: string;
  readonly #encoding: EncodingCheck;
  #bounds = new Int32Array(BOUND_FIELDS * 1024);

  // `settings`: what else changes how a record reads (the price ceiling), part of every hash.
  constructor(state: CutterState | { settings: string }) {
    this.#settings = state.settings;
    if ('pending' in state) {
      this.#pending = state.pending;
      this.#nextLine = state.nextLine;
      this.#startSeen = state.startSeen;
      this.#seed = state.seed;
      this.#encoding = new EncodingCheck(state.encoding);
    } else this.#encoding = new EncodingCheck();
  }

  get state(): CutterState {
    return {
      pending: this.#pending,
      nextLine: this.#nextLine,
      startSeen: this.#startSeen,
      seed: this.#seed,
      settings: this.#settings,
      encoding: this.#encoding.state,
    };
  }

  // The records `chunk` completes (all that is left at the end of the feed). `bounds` is reused by
  // the next call: read it first.
  cut(chunk: Uint8Array, atEnd: boolean): CutRecords {
    const bytes = joinBytes(this.#pending, chunk);
    let from = 0;
    if (!this.#startSeen) {
      if (bytes.length < BYTE_ORDER_MARK.length && !atEnd) {
        // A copy: the caller may hand `bytes` on (to another thread).
        this.#pending = new Uint8Array(bytes);
        return this.#result(bytes, 0, 0);
      }
      this.#startSeen = true;
      // A byte-order mark would glue itself to the first header.
      if (BYTE_ORDER_MARK.every((byte, i) => bytes[i] === byte)) from = BYTE_ORDER_MARK.length;
    }
    const { consumed, count } = this.#split(bytes, from, atEnd);
    this.#encoding.check(bytes, 0, consumed);
    // A copy (a Buffer's slice() would be a view): the caller may hand `bytes` on.
    this.#pending = consumed === bytes.length ? EMPTY : new Uint8Array(bytes.subarray(consumed));
    if (this.#pending.length > MAX_RECORD_LENGTH) {
      if (this.#nextLine === 1)
        throw headerTooLong(Buffer.from(this.#pending.subarray(0, 200)).toString('latin1'));
      throw new CsvError(
        'a record is longer than 4 MiB: probably an unterminated quoted field',
        this.#nextLine,
      );
    }
    return this.#result(bytes, consumed, count);
  }

  #result(bytes: Uint8Array, consumed: number, count: number): CutRecords {
    return {
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      consumed,
      count,
      bounds: this.#bounds,
      encoding: this.#encoding.encoding,
    };
  }

  #split(bytes: Uint8Array, from: number, atEnd: boolean): { consumed: number; count: number } {
    let position = from;
    let count = 0;
    const length = bytes.length;
    while (position < length) {
      // The record's end: the first line feed outside quotes (a quote inside a quoted field is
      // doubled, which toggles twice).
      let quoted = false;
      let lineFeeds = 0;
      let end = -1;
      for (let i = position; i < length; i++) {
        const byte = bytes[i]!;
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF) {
          if (!quoted) {
            end = i;
            break;
          }
          lineFeeds++;
        }
      }
      if (end === -1) {
        if (!atEnd) return { consumed: position, count };
        if (quoted)
          throw new CsvError('a quoted field is not closed before the end of the file', this.#nextLine);
        end = length;
      }
      const recordEnd = end > position && bytes[end - 1] === CR ? end - 1 : end;
      const line = this.#nextLine;
      this.#nextLine += 1 + lineFeeds;
      const start = position;
      position = end + 1;
      // Blank lines carry no record.
      if (recordEnd === start) continue;
      this.#reserve(count + 1);
      const at = count * BOUND_FIELDS;
      const bounds = this.#bounds;
      bounds[at + BOUND_START] = start;
      bounds[at + BOUND_END] = recordEnd;
      bounds[at + BOUND_LINE] = line;
      if (this.#seed) hashBytes(bytes, start, recordEnd, this.#seed, bounds, at + BOUND_HASH_HI);
      else {
        this.#seed = recordSeed(bytes.subarray(start, recordEnd), this.#settings);
        bounds[at + BOUND_HASH_HI] = 0;
        bounds[at + BOUND_HASH_LO] = 0;
      }
      count++;
    }
    return { consumed: Math.min(position, length), count };
  }

  #reserve(records: number): void {
    if (records * BOUND_FIELDS <= this.#bounds.length) return;
    const bigger = new Int32Array(this.#bounds.length * 2);
    bigger.set(this.#bounds);
    this.#bounds = bigger;
  }
}
