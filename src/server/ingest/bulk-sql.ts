import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

// Multi-row statements for the importer's hot path. Kysely's builder costs a few microseconds per
// value, which adds up to seconds for a million-row feed, so the importer writes plain
// parameterised SQL strings and runs them through Kysely's executor (same connection, same
// transaction). Values are always bound parameters, never spliced into the text.

// SQLite allows 32,766 bound parameters per statement, PostgreSQL 65,535.
const MAX_PARAMETERS = 30_000;

export type PgType = 'integer' | 'bigint' | 'text' | 'real' | 'timestamptz';

export class BulkSql {
  constructor(
    private readonly db: Pick<Kysely<Database>, 'executeQuery'>,
    readonly dialect: Dialect,
  ) {}

  async query<Row>(text: string, parameters: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.db.executeQuery<Row>(CompiledQuery.raw(this.numbered(text), [...parameters]));
    return result.rows;
  }

  async run(text: string, parameters: readonly unknown[] = []): Promise<number> {
    const result = await this.db.executeQuery(CompiledQuery.raw(this.numbered(text), [...parameters]));
    return Number(result.numAffectedRows ?? 0);
  }

  // PostgreSQL wants $1, $2...; SQLite accepts ?. Statements are written with ? and numbered here.
  private numbered(text: string): string {
    if (this.dialect === 'sqlite') return text;
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  }

  // "?, ?, ?" for an IN (...) list.
  list(count: number): string {
    return count === 1 ? '?' : `?${',?'.repeat(count - 1)}`;
  }

  // SELECT ... WHERE column IN (values), split so no statement exceeds the parameter limit.
  async selectIn<Row>(
    prefix: string,
    values: readonly unknown[],
    suffix = '',
    leading: readonly unknown[] = [],
  ): Promise<Row[]> {
    const rows: Row[] = [];
    const chunk = MAX_PARAMETERS - leading.length;
    for (let start = 0; start < values.length; start += chunk) {
      const part = values.slice(start, start + chunk);
      rows.push(
        ...(await this.query<Row>(`${prefix} (${this.list(part.length)}) ${suffix}`, [...leading, ...part])),
      );
    }
    return rows;
  }

  async insertMany(
    table: string,
    columns: readonly string[],
    rows: readonly unknown[][],
    suffix = '',
  ): Promise<void> {
    if (rows.length === 0) return;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
    const tuple = `(${this.list(columns.length)})`;
    for (let start = 0; start < rows.length; start += perStatement) {
      const part = rows.slice(start, start + perStatement);
      const text = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${`${tuple},`.repeat(part.length - 1)}${tuple} ${suffix}`;
      await this.run(text, part.flat());
    }
  }

  // Updates many rows by id in one statement: WITH v(...) AS (VALUES ...) UPDATE ... FROM v.
  // Both dialects accept this form; PostgreSQL needs the value types spelled out.
  async updateManyById(
    table: string,
    columns: ReadonlyArray<readonly [name: string, type: PgType]>,
    rows: readonly unknown[][],
  ): Promise<void> {
    if (rows.length === 0) return;
    const allColumns: ReadonlyArray<readonly [string, PgType]> = [['id', 'integer'], ...columns];
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / allColumns.length));
    const tuple =
      this.dialect === 'postgres'
        ? `(${allColumns.map(([, type]) => `?::${type}`).join(', ')})`
        : `(${this.list(allColumns.length)})`;
    const names = allColumns.map(([name]) => name).join(', ');
    const assignments = columns.map(([name]) => `${name} = v.${name}`).join(', ');
    for (let start = 0; start < rows.length; start += perStatement) {
      const part = rows.slice(start, start + perStatement);
      const text = `WITH v(${names}) AS (VALUES ${`${tuple},`.repeat(part.length - 1)}${tuple}) UPDATE ${table} SET ${assignments} FROM v WHERE ${table}.id = v.id`;
      await this.run(text, part.flat());
    }
  }
}
