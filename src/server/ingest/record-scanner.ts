import { CsvError, headerTooLong, MAX_RECORD_LENGTH } from './csv-parser.ts';
import { type RecordSeed, recordSeed } from './unchanged-records.ts';

// Cuts a stream into whole CSV records without reading their fields, and hashes each record in the
// same pass over its characters: a re-import recognises unchanged offers by that hash before
// parsing anything (unchanged-records.ts), so for the 95 % of a daily feed that did not change,
// this loop is all the import does. A record ends at the first line feed outside quotes; one CR
// right before it is not part of the record (CRLF files); blank lines carry no record. Lines must
// end in LF or CRLF: a file whose lines end in a lone CR is refused (MAX_RECORD_LENGTH), so callers
// check the header first (hasLoneCrLineEnds) and parse such files the classic way.
//
// The hash is hashRecord's (cyrb53's mixing, two 32-bit halves) over the record's text, seeded
// with recordSeed(header, settings): the first record is the header, and it sets the seed.

const QUOTE = 34;
const LF = 10;
const CR = 13;

// The records of one push, as views the next push reuses: record i is text.slice(starts[i],
// ends[i]), starting on line lines[i], with hash (hashHi[i], hashLo[i]).
export type ScannedRecords = {
  text: string;
  count: number;
  starts: Int32Array;
  ends: Int32Array;
  lines: Int32Array;
  hashHi: Int32Array;
  hashLo: Int32Array;
};

export class RecordScanner {
  private pending = '';
  private nextLine = 1;
  private seed: RecordSeed | null = null;
  // The header line's text, once read.
  header: string | null = null;
  private readonly out: ScannedRecords = {
    text: '',
    count: 0,
    starts: new Int32Array(1024),
    ends: new Int32Array(1024),
    lines: new Int32Array(1024),
    hashHi: new Int32Array(1024),
    hashLo: new Int32Array(1024),
  };

  // `settings`: what else changes how a record reads (see recordSeed).
  constructor(private readonly settings: string) {}

  // The data records complete in `chunk` (with what was left from the previous one).
  push(chunk: string): ScannedRecords {
    let text = this.pending === '' ? chunk : this.pending + chunk;
    if (this.nextLine === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const consumed = this.scan(text, false);
    this.pending = consumed === text.length ? '' : text.slice(consumed);
    if (this.pending.length > MAX_RECORD_LENGTH) {
      if (this.header === null) throw headerTooLong(this.pending);
      throw new CsvError(
        'a record is longer than 4 MiB: probably an unterminated quoted field',
        this.nextLine,
      );
    }
    return this.out;
  }

  // The last record, when the input does not end with a line feed.
  end(): ScannedRecords {
    const text = this.pending;
    this.pending = '';
    this.scan(text, true);
    return this.out;
  }

  private scan(text: string, atEnd: boolean): number {
    const out = this.out;
    out.text = text;
    out.count = 0;
    const length = text.length;
    let position = 0;
    while (position < length) {
      const seed = this.seed ?? { hi: 0, lo: 0 };
      let h1 = seed.hi;
      let h2 = seed.lo;
      let quoted = false;
      let lineFeeds = 0;
      // A CR is hashed once the next character shows it is not the one before the record's end.
      let heldCr = false;
      let end = -1;
      for (let i = position; i < length; i++) {
        const code = text.charCodeAt(i);
        if (code === LF) {
          if (!quoted) {
            end = i;
            break;
          }
          lineFeeds++;
        } else if (code === QUOTE) quoted = !quoted;
        if (heldCr) {
          h1 = Math.imul(h1 ^ CR, 2654435761);
          h2 = Math.imul(h2 ^ CR, 1597334677);
          heldCr = false;
        }
        if (code === CR) {
          heldCr = true;
          continue;
        }
        h1 = Math.imul(h1 ^ code, 2654435761);
        h2 = Math.imul(h2 ^ code, 1597334677);
      }
      if (end === -1) {
        if (!atEnd) return position;
        if (quoted)
          throw new CsvError('a quoted field is not closed before the end of the file', this.nextLine);
        end = length;
      }
      const textEnd = heldCr ? end - 1 : end;
      const line = this.nextLine;
      this.nextLine += 1 + lineFeeds;
      const start = position;
      position = end + 1;
      // Blank lines carry no record.
      if (textEnd === start) continue;
      if (this.header === null) {
        this.header = text.slice(start, textEnd);
        this.seed = recordSeed(this.header, this.settings);
        continue;
      }
      // hashRecord's last steps.
      h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
      h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
      h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
      this.reserve(out.count + 1);
      const at = out.count++;
      out.starts[at] = start;
      out.ends[at] = textEnd;
      out.lines[at] = line;
      out.hashHi[at] = h1 | 0;
      out.hashLo[at] = h2 | 0;
    }
    return position;
  }

  private reserve(count: number): void {
    const out = this.out;
    if (count <= out.starts.length) return;
    const grow = (array: Int32Array) => {
      const bigger = new Int32Array(array.length * 2);
      bigger.set(array);
      return bigger;
    };
    out.starts = grow(out.starts);
    out.ends = grow(out.ends);
    out.lines = grow(out.lines);
    out.hashHi = grow(out.hashHi);
    out.hashLo = grow(out.hashLo);
  }
}
