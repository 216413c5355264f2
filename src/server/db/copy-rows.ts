import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// Rows into a PostgreSQL table with COPY ... FROM STDIN, in COPY's text format, on the connection
// an import's transaction is open on. A multi-row INSERT makes the driver serialise every value as
// a bound parameter and the server parse and plan a 30,000-parameter statement per batch; COPY
// streams the rows as lines, which the server reads as they arrive (docs/benchmarks.md).

// Lines are gathered into pieces of about this many characters before they go to the socket.
const PIECE_CHARACTERS = 256 * 1024;

export type CopyConnection = Pick<pg.ClientBase, 'query'>;

export async function copyRows(
  connection: CopyConnection,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const stream = connection.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(copyText(rows)), stream);
}

function* copyText(rows: readonly (readonly unknown[])[]): Generator<string> {
  let piece = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < row.length; i++) line += (i === 0 ? '' : '\t') + copyValue(row[i]);
    piece += `${line}\n`;
    if (piece.length >= PIECE_CHARACTERS) {
      yield piece;
      piece = '';
    }
  }
  if (piece.length > 0) yield piece;
}

const SPECIAL = /[\\\n\r\t]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

// One value as COPY's text format writes it: \N for NULL, and a backslash before the characters
// that would otherwise end the value, the line or an escape.
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  switch (typeof value) {
    case 'string':
      return SPECIAL.test(value) ? value.replace(/[\\\n\r\t]/g, (character) => ESCAPES[character]!) : value;
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`cannot COPY the number ${value}`);
      return String(value);
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      if (value instanceof Date) return value.toISOString();
      throw new TypeError(`cannot COPY a value of type ${typeof value}`);
  }
}
