import { describe, expect, it } from 'vitest';
import { CsvError } from './csv-parser.ts';
import { RecordScanner } from './record-scanner.ts';
import { hashRecord, recordSeed } from './unchanged-records.ts';

const SETTINGS = 'max_price_cents=';

type Found = { line: number; text: string; hash: { hi: number; lo: number } };

// The rule written plainly: a record ends at a line feed outside quotes, without the one CR right
// before it; blank lines are no record; the first record is the header and seeds every hash.
function expected(input: string): { header: string; records: Found[] } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: Array<{ line: number; text: string }> = [];
  let start = 0;
  let line = 1;
  let quoted = false;
  let startLine = 1;
  for (let i = 0; i <= text.length; i++) {
    const atEnd = i === text.length;
    const char = text[i];
    if (!atEnd && char === '"') quoted = !quoted;
    if (atEnd || (char === '\n' && !quoted)) {
      let record = text.slice(start, i);
      if (record.endsWith('\r')) record = record.slice(0, -1);
      if (record !== '') records.push({ line: startLine, text: record });
      start = i + 1;
      startLine = line + 1;
    }
    if (char === '\n') line++;
  }
  const [header, ...rest] = records;
  const seed = recordSeed(header!.text, SETTINGS);
  return {
    header: header!.text,
    records: rest.map((record) => ({ ...record, hash: hashRecord(record.text, seed) })),
  };
}

function scanned(chunks: readonly string[]): { header: string | null; records: Found[] } {
  const scanner = new RecordScanner(SETTINGS);
  const records: Found[] = [];
  const collect = (out: ReturnType<RecordScanner['push']>) => {
    for (let i = 0; i < out.count; i++) {
      records.push({
        line: out.lines[i]!,
        text: out.text.slice(out.starts[i]!, out.ends[i]!),
        hash: { hi: out.hashHi[i]!, lo: out.hashLo[i]! },
      });
    }
  };
  for (const chunk of chunks) collect(scanner.push(chunk));
  collect(scanner.end());
  return { header: scanner.header, records };
}

const FEED = [
  '\ufeffaw_product_id,product_name,description,search_price\r\n',
  '1,"Portátil ""Pro"" 14",plain,499.00\r\n',
  '2,"Two lines\r\nof text",with CR\rinside,19.99\r\n',
  '\r\n',
  '\n',
  '3,"comma, inside",x,1\r\r\n',
  '4,"quoted \nline feed",y,2\n',
  '5,no line end at the end,z,3\r',
].join('');

describe('cutting and hashing records in one pass', () => {
  it('finds the records, their lines and the hashes of their text, however the input is cut', () => {
    const want = expected(FEED);
    expect(want.records.map((record) => record.line)).toEqual([2, 3, 7, 8, 10]);
    for (let cut = 0; cut <= FEED.length; cut++) {
      expect(scanned([FEED.slice(0, cut), FEED.slice(cut)]), `cut at ${cut}`).toEqual(want);
    }
    // One character at a time.
    expect(scanned([...FEED])).toEqual(want);
  });

  it('hashes a record as hashRecord does, so offers read before keep being recognised', () => {
    const { records } = scanned(['id,name\n', '7,"Monitor 27"""\n']);
    expect(records[0]!.hash).toEqual(hashRecord('7,"Monitor 27"""', recordSeed('id,name', SETTINGS)));
  });

  it('refuses a quoted field left open at the end of the file, naming its line', () => {
    const scanner = new RecordScanner(SETTINGS);
    // An open quote waits for more input, until the end.
    expect(scanner.push('id,name\n1,ok\n2,"open\n').count).toBe(1);
    let error: unknown;
    try {
      scanner.end();
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CsvError);
    expect((error as CsvError).line).toBe(3);
  });

  it('refuses a file without line breaks (the header would be held whole)', () => {
    const scanner = new RecordScanner(SETTINGS);
    expect(() => scanner.push('x'.repeat(4 * 1024 * 1024 + 1))).toThrow(/header line is longer than 4 MiB/);
  });
});
