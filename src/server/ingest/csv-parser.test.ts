import { describe, expect, it } from 'vitest';
import {
  CsvError,
  type CsvRecord,
  CsvRecordParser,
  detectDelimiter,
  MAX_RECORD_LENGTH,
  parseCsv,
} from './csv-parser.ts';

const fieldsOf = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv', () => {
  it('reads plain rows with LF and CRLF endings alike', () => {
    expect(fieldsOf('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(fieldsOf('a,b,c\r\n1,2,3\r\n')).toEqual(fieldsOf('a,b,c\n1,2,3\n'));
    expect(fieldsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps embedded delimiters, doubled quotes and newlines inside quoted fields', () => {
    const records = parseCsv('id,description\n1,"Portátil 15"", 16GB, ""rápido""\nsegunda línea"\n2,"x"\n');
    expect(records.map((r) => r.fields)).toEqual([
      ['id', 'description'],
      ['1', 'Portátil 15", 16GB, "rápido"\nsegunda línea'],
      ['2', 'x'],
    ]);
    // The record after a multi-line field is reported on its real line in the file.
    expect(records.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fieldsOf('a,b,c\n,,\n1,,\n')).toEqual([
      ['a', 'b', 'c'],
      ['', '', ''],
      ['1', '', ''],
    ]);
  });

  it('strips a UTF-8 byte-order mark from the first header', () => {
    expect(fieldsOf('\uFEFFproduct_name,search_price\nTV,10\n')[0]).toEqual(['product_name', 'search_price']);
  });

  it('skips blank lines and counts them', () => {
    const records = parseCsv('a,b\n\n1,2\n');
    expect(records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['a', 'b']],
      [3, ['1', '2']],
    ]);
  });

  it('detects semicolon, tab and pipe delimited files from the header', () => {
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('a|b|"c,d"')).toBe('|');
    expect(fieldsOf('advertiserId;programmeName\n1;"Tienda; la mejor"\n')).toEqual([
      ['advertiserId', 'programmeName'],
      ['1', 'Tienda; la mejor'],
    ]);
  });

  it('fails clearly on a quote that never closes', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvError);
    try {
      parseCsv('a,b\n1,"open\n2,3\n');
    } catch (error) {
      expect((error as CsvError).line).toBe(2);
    }
  });

  it('gives the same records whatever the chunk boundaries', () => {
    const text =
      '\uFEFFid,name,price\r\n1,"A ""quoted"", name",12.0\r\n2,"multi\r\nline",EUR9.5\r\n3,plain,9.69 EUR\r\n4,"",\r\n';
    const whole = fieldsOf(text);
    for (let size = 1; size <= text.length; size++) {
      const parser = new CsvRecordParser();
      const records: CsvRecord[] = [];
      for (let at = 0; at < text.length; at += size) parser.push(text.slice(at, at + size), records);
      parser.end(records);
      expect(
        records.map((r) => r.fields),
        `chunk size ${size}`,
      ).toEqual(whole);
    }
    expect(whole).toHaveLength(5);
  });

  // A file with no line break (a binary, an HTML page on one line, a broken export) used to be
  // held in memory whole, waiting for the end of its header line.
  it('gives up on a header line longer than a record may be, after reading little more than that', () => {
    const parser = new CsvRecordParser();
    const chunk = 'x'.repeat(1024 * 1024);
    let pushed = 0;
    let failure: unknown = null;
    try {
      for (; pushed < 20; pushed++) parser.push(chunk);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(CsvError);
    expect((failure as CsvError).line).toBe(1);
    expect((failure as CsvError).message).toMatch(/header line is longer than 4 MiB/);
    expect(pushed * chunk.length).toBeLessThanOrEqual(MAX_RECORD_LENGTH);
  });

  it('gives up on a header line over the limit even when its line break arrives in the same chunk', () => {
    expect(() => parseCsv(`${'x'.repeat(MAX_RECORD_LENGTH + 1)}\n1\n`)).toThrow(/header line is longer/);
    expect(parseCsv(`${'x'.repeat(1000)},b\n1,2\n`)).toHaveLength(2);
  });
});
