import { type ColumnIndex, indexColumns } from './awin-columns.ts';
import { normalizeAwinRow, type RowResult } from './awin-row.ts';
import { CsvRecordParser, detectDelimiter } from './csv-parser.ts';

// A feed's records as rows: the first record is the header, which sets the delimiter and where each
// column is; every record after it is parsed and validated against it. Used on the import's thread
// (feed-reader.ts) and, for a first load, in the record-cutting thread (record-cutting-thread.ts).
export class FeedRows {
  #parser: CsvRecordParser | null = null;
  #columns: ColumnIndex | null = null;
  #headerLength = 0;
  #headerText: string | null = null;

  constructor(private readonly maxPriceCents: number | undefined) {}

  // The header's text, once read: the record-cutting thread is given it when it takes over.
  get headerText(): string | null {
    return this.#headerText;
  }

  readHeader(text: string): void {
    const parser = new CsvRecordParser({ delimiter: detectDelimiter(text) });
    const header = parser.fieldsOf(text);
    this.#columns = indexColumns(header);
    this.#parser = parser;
    this.#headerLength = header.length;
    this.#headerText = text;
  }

  row(text: string, line: number): RowResult {
    if (!this.#parser || !this.#columns) throw new Error('a feed row was read before its header');
    return normalizeAwinRow(
      this.#parser.fieldsOf(text),
      line,
      this.#columns,
      this.#headerLength,
      this.maxPriceCents,
    );
  }
}
