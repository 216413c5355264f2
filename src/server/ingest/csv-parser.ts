// A streaming RFC 4180 CSV reader tuned for large affiliate feeds: quoted fields with embedded
// delimiters, doubled quotes and newlines; CRLF or LF; any chunk boundaries. Each record carries
// the physical line number it starts on, so a bad row can be reported as "line 1234".
//
// We parse ourselves instead of using a general library because feed import speed is a product
// target (a million rows in seconds) and this loop is the hot path; see docs/benchmarks.md.

export type CsvRecord = { line: number; fields: string[] };

const QUOTE = 34;
const LF = 10;
const CR = 13;

// A record longer than this is almost certainly an unterminated quote swallowing the rest of the
// file; failing loudly beats reading gigabytes into one field.
export const MAX_RECORD_LENGTH = 4 * 1024 * 1024;

export class CsvError extends Error {
  override name = 'CsvError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export function headerTooLong(text: string): CsvError {
  return new CsvError(
    `the header line is longer than 4 MiB (limit ${MAX_RECORD_LENGTH.toLocaleString('en-US')} characters) ` +
      `without a line break: this is not a CSV feed, or its line breaks are missing (it starts with ${JSON.stringify(text.slice(0, 40))})`,
    1,
  );
}

export const CANDIDATE_DELIMITERS = [',', ';', '\t', '|'] as const;

// Awin lets publishers choose the delimiter when they create a feed; the header line tells us which.
export function detectDelimiter(headerLine: string): string {
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of CANDIDATE_DELIMITERS) {
    let count = 0;
    let quoted = false;
    for (let i = 0; i < headerLine.length; i++) {
      const ch = headerLine[i];
      if (ch === '"') quoted = !quoted;
      else if (!quoted && ch === delimiter) count++;
    }
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

export class CsvRecordParser {
  private pending = '';
  private nextLine = 1;
  private delimiterCode = -1;
  private readonly forcedDelimiter: string | undefined;

  constructor(options: { delimiter?: string } = {}) {
    this.forcedDelimiter = options.delimiter;
  }

  get delimiter(): string | null {
    return this.delimiterCode === -1 ? null : String.fromCharCode(this.delimiterCode);
  }

  // Parses every complete record in `chunk` (plus what was left from the previous chunk).
  push(chunk: string, out: CsvRecord[] = []): CsvRecord[] {
    let text = this.pending === '' ? chunk : this.pending + chunk;
    if (this.delimiterCode === -1) {
      // Strip a UTF-8 byte-order mark that survived decoding (it would glue itself to the first header).
      if (this.nextLine === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      const firstNewline = text.indexOf('\n');
      // The header line gets the record limit too: a file without line breaks (a binary, an HTML
      // page on one line) would otherwise be held whole in memory, waiting for its first line end.
      if ((firstNewline === -1 ? text.length : firstNewline) > MAX_RECORD_LENGTH) throw headerTooLong(text);
      if (firstNewline === -1 && !this.forcedDelimiter) {
        this.pending = text;
        return out;
      }
      this.delimiterCode = (this.forcedDelimiter ?? detectDelimiter(text.slice(0, firstNewline))).charCodeAt(
        0,
      );
    }
    const consumed = this.parseRecords(text, false, out);
    this.pending = consumed === text.length ? '' : text.slice(consumed);
    if (this.pending.length > MAX_RECORD_LENGTH) {
      throw new CsvError(
        'a record is longer than 4 MiB: probably an unterminated quoted field',
        this.nextLine,
      );
    }
    return out;
  }

  // The fields of one whole record's text (cut by record-cutter.ts); the delimiter must be set.
  fieldsOf(text: string): string[] {
    if (this.delimiterCode === -1)
      this.delimiterCode = (this.forcedDelimiter ?? detectDelimiter(text)).charCodeAt(0);
    const out: CsvRecord[] = [];
    this.parseRecords(text, true, out);
    return out[0]?.fields ?? [''];
  }

  // Parses what is left at the end of the input; an unterminated quote is an error.
  end(out: CsvRecord[] = []): CsvRecord[] {
    if (this.pending === '') return out;
    if (this.delimiterCode === -1) {
      this.delimiterCode = (this.forcedDelimiter ?? detectDelimiter(this.pending)).charCodeAt(0);
    }
    const text = this.pending;
    this.pending = '';
    this.parseRecords(text, true, out);
    return out;
  }

  // Returns how many characters were consumed by complete records.
  private parseRecords(text: string, atEnd: boolean, out: CsvRecord[]): number {
    const delimiter = this.delimiterCode;
    const delimiterChar = String.fromCharCode(delimiter);
    const length = text.length;
    let position = 0;
    let nextNewline = text.indexOf('\n');
    while (position < length) {
      const recordStart = position;
      const recordLine = this.nextLine;
      let newlinesInside = 0;
      const fields: string[] = [];
      let i = position;
      let complete = false;
      for (;;) {
        if (i >= length) {
          // The text ends right after a delimiter or inside an unquoted field.
          if (!atEnd) break;
          fields.push(text.slice(i, length));
          complete = true;
          i = length;
          break;
        }
        if (text.charCodeAt(i) === QUOTE) {
          // Quoted field: find the closing quote, unescaping doubled quotes.
          let value = '';
          let segmentStart = i + 1;
          let j = segmentStart;
          let closed = false;
          for (;;) {
            const quoteAt = text.indexOf('"', j);
            if (quoteAt === -1) break;
            if (quoteAt + 1 < length && text.charCodeAt(quoteAt + 1) === QUOTE) {
              value += text.slice(segmentStart, quoteAt + 1);
              segmentStart = quoteAt + 2;
              j = segmentStart;
              continue;
            }
            if (quoteAt + 1 >= length && !atEnd) break; // might be the first of a doubled quote
            value += text.slice(segmentStart, quoteAt);
            j = quoteAt + 1;
            closed = true;
            break;
          }
          if (!closed) {
            if (!atEnd) break;
            throw new CsvError('a quoted field is not closed before the end of the file', recordLine);
          }
          for (let k = i + 1; k < j; k++) if (text.charCodeAt(k) === LF) newlinesInside++;
          // Feeds sometimes put stray text after a closing quote ("abc"def,...); keep it rather than fail.
          let k = j;
          while (k < length) {
            const code = text.charCodeAt(k);
            if (code === delimiter || code === LF || code === CR) break;
            k++;
          }
          if (k > j) value += text.slice(j, k);
          if (k >= length && !atEnd) break;
          fields.push(value);
          i = k;
        } else {
          // Unquoted field: it ends at the next delimiter or line end. indexOf runs at memchr speed,
          // far faster than inspecting every character in JavaScript.
          if (nextNewline !== -1 && nextNewline < i) nextNewline = text.indexOf('\n', i);
          const delimiterAt = text.indexOf(delimiterChar, i);
          let end: number;
          if (nextNewline === -1) end = delimiterAt === -1 ? length : delimiterAt;
          else end = delimiterAt !== -1 && delimiterAt < nextNewline ? delimiterAt : nextNewline;
          if (end >= length && !atEnd) break;
          // A CRLF line end: the CR is not part of the field.
          const fieldEnd = end === nextNewline && end > i && text.charCodeAt(end - 1) === CR ? end - 1 : end;
          fields.push(text.slice(i, fieldEnd));
          i = fieldEnd;
        }
        if (i >= length) {
          complete = true;
          break;
        }
        const code = text.charCodeAt(i);
        if (code === delimiter) {
          i++;
          if (i >= length && atEnd) {
            fields.push('');
            complete = true;
            break;
          }
          continue;
        }
        // End of record: CRLF, LF, or a lone CR.
        if (code === CR) {
          if (i + 1 >= length && !atEnd) break;
          i += i + 1 < length && text.charCodeAt(i + 1) === LF ? 2 : 1;
        } else {
          i++;
        }
        complete = true;
        break;
      }
      if (!complete) return recordStart;
      position = i;
      this.nextLine = recordLine + 1 + newlinesInside;
      // Blank lines carry no record.
      if (fields.length === 1 && fields[0] === '') continue;
      out.push({ line: recordLine, fields });
    }
    return position;
  }
}

// Convenience for tests and small inputs.
export function parseCsv(text: string, options: { delimiter?: string } = {}): CsvRecord[] {
  const parser = new CsvRecordParser(options);
  const records = parser.push(text);
  parser.end(records);
  return records;
}

// True when the text's first line holds a lone CR (old Mac line ends), which RecordCutter
// (record-cutter.ts) cannot cut: such a feed is read by CsvRecordParser alone.
export function hasLoneCrLineEnds(text: string): boolean {
  const lineFeed = text.indexOf('\n');
  const firstLine = lineFeed === -1 ? text : text.slice(0, lineFeed);
  const carriageReturn = firstLine.indexOf('\r');
  return carriageReturn !== -1 && carriageReturn !== firstLine.length - 1;
}
