import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import { type CopyConnection, copyRows } from './copy-rows.ts';
import type { Dialect } from './database.ts';
import type { Database } from './schema.ts';

// Multi-row statements for the importer's hot path. Kysely's builder costs microseconds per value,
// seconds for a million-row feed, so the importer writes plain parameterised SQL (always bound
// parameters, never spliced values) in the subset both dialects accept. On SQLite the statements go
// straight to the connection the import's transaction is open on, prepared once and reused; on
// PostgreSQL they go through Kysely's executor on the transaction's connection, and plain inserts
// go as COPY when that connection is at hand (copy-rows.ts).

export type PgType = 'integer' | 'bigint' | 'text' | 'real' | 'timestamptz';

// SQLite allows 32,766 bound parameters per statement, PostgreSQL 65,535.
const MAX_PARAMETERS = 30_000;
// SQLite runs many small prepared statements faster than a few huge ones (binding and planning a
// 30,000-parameter statement costs more than stepping a cached 100-row one many times).
const SQLITE_ROWS_PER_INSERT = 100;
// PostgreSQL statement texts remembered with their parameters numbered (PostgresBulkSql.numbered).
const NUMBERED_TEXTS_KEPT = 64;

export abstract class BulkSql {
  abstract readonly dialect: Dialect;
  abstract query<Row>(text: string, parameters?: readonly unknown[]): Promise<Row[]>;
  abstract run(text: string, parameters?: readonly unknown[]): Promise<void>;

  // Integer columns of many rows, each column as one array (same row order in all): the database
  // aggregates each into one JSON array, so a million rows cross into JavaScript as one row, not a
  // million (a shop's 1,000,000 offers: 0.6 s against 1.1-1.5 s a row at a time on SQLite).
  // `from` is the query after its select list: FROM ... WHERE ...
  async integerColumns(
    columns: readonly string[],
    from: string,
    parameters: readonly unknown[],
  ): Promise<number[][]> {
    const aggregate = this.dialect === 'postgres' ? 'json_agg' : 'json_group_array';
    const select = columns.map((column, i) => `${aggregate}(${column}) AS c${i}`).join(', ');
    const [row] = await this.query<Record<string, unknown>>(`SELECT ${select} ${from}`, parameters);
    // PostgreSQL's driver parses json itself; an empty json_agg is NULL.
    return columns.map((_, i) => {
      const value = row?.[`c${i}`];
      if (value === null || value === undefined) return [];
      return (typeof value === 'string' ? JSON.parse(value) : value) as number[];
    });
  }
  protected abstract rowsPerInsert(columnCount: number): number;
  protected abstract valuesTuple(types: readonly PgType[]): string;

  // "?, ?, ?" for an IN (...) list.
  list(count: number): string {
    return count === 1 ? '?' : `?${',?'.repeat(count - 1)}`;
  }

  // `${prefix} (?, ...) ${suffix}` over `values`, split so no statement exceeds the parameter limit.
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
      const result = await this.query<Row>(`${prefix} (${this.list(part.length)}) ${suffix}`, [
        ...leading,
        ...part,
      ]);
      for (const row of result) rows.push(row);
    }
    return rows;
  }

  async insertMany(
    table: string,
    columns: readonly string[],
    rows: readonly unknown[][],
    suffix = '',
  ): Promise<void> {
    const perStatement = this.rowsPerInsert(columns.length);
    const tuple = `(${this.list(columns.length)})`;
    const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
    for (let start = 0; start < rows.length; start += perStatement) {
      const count = Math.min(perStatement, rows.length - start);
      const parameters: unknown[] = [];
      for (let i = start; i < start + count; i++) for (const value of rows[i]!) parameters.push(value);
      await this.run(`${head}${`${tuple},`.repeat(count - 1)}${tuple} ${suffix}`, parameters);
    }
  }

  // Updates many rows by id (or another integer key column) in one statement:
  // WITH v(...) AS (VALUES ...) UPDATE ... FROM v.
  async updateManyById(
    table: string,
    columns: ReadonlyArray<readonly [name: string, type: PgType]>,
    rows: readonly unknown[][],
    key = 'id',
  ): Promise<void> {
    const allColumns: ReadonlyArray<readonly [string, PgType]> = [[key, 'integer'], ...columns];
    const perStatement = this.rowsPerInsert(allColumns.length);
    const tuple = this.valuesTuple(allColumns.map(([, type]) => type));
    const names = allColumns.map(([name]) => name).join(', ');
    const assignments = columns.map(([name]) => `${name} = v.${name}`).join(', ');
    for (let start = 0; start < rows.length; start += perStatement) {
      const count = Math.min(perStatement, rows.length - start);
      const parameters: unknown[] = [];
      for (let i = start; i < start + count; i++) for (const value of rows[i]!) parameters.push(value);
      await this.run(
        `WITH v(${names}) AS (VALUES ${`${tuple},`.repeat(count - 1)}${tuple}) UPDATE ${table} SET ${assignments} FROM v WHERE ${table}.${key} = v.${key}`,
        parameters,
      );
    }
  }
}

export class SqliteBulkSql extends BulkSql {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, SqliteDatabase.Statement>();

  constructor(private readonly connection: SqliteDatabase.Database) {
    super();
  }

  private prepare(text: string): SqliteDatabase.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.connection.prepare(text);
      // Statements with a variable IN list are seldom reused; keep the cache small.
      if (this.statements.size > 500) this.statements.clear();
      this.statements.set(text, statement);
    }
    return statement;
  }

  async query<Row>(text: string, parameters: readonly unknown[] = []): Promise<Row[]> {
    const statement = this.prepare(text);
    if (statement.reader) return statement.all(...parameters) as Row[];
    statement.run(...parameters);
    return [];
  }

  async run(text: string, parameters: readonly unknown[] = []): Promise<void> {
    const statement = this.prepare(text);
    if (statement.reader) statement.all(...parameters);
    else statement.run(...parameters);
  }

  protected rowsPerInsert(columnCount: number): number {
    return Math.max(1, Math.min(SQLITE_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columnCount)));
  }

  protected valuesTuple(types: readonly PgType[]): string {
    return `(${this.list(types.length)})`;
  }
}

export class PostgresBulkSql extends BulkSql {
  readonly dialect = 'postgres' as const;

  // copyConnection: the connection the executor's transaction is open on, for COPY.
  constructor(
    private readonly executor: Pick<Kysely<Database>, 'executeQuery'>,
    private readonly copyConnection: CopyConnection | null = null,
  ) {
    super();
  }

  // An insert with no ON CONFLICT (or other) clause goes as COPY when it can.
  override async insertMany(
    table: string,
    columns: readonly string[],
    rows: readonly unknown[][],
    suffix = '',
  ): Promise<void> {
    if (this.copyConnection === null || suffix !== '') return super.insertMany(table, columns, rows, suffix);
    if (rows.length > 0) await copyRows(this.copyConnection, table, columns, rows);
  }

  // Statements are written with ? and numbered $1, $2... here. A bulk statement of 30,000
  // parameters comes back batch after batch with the same text: numbering it each time cost two
  // seconds of a 200,000-row first import, so the last texts are remembered.
  private readonly numberedTexts = new Map<string, string>();

  private numbered(text: string): string {
    let numbered = this.numberedTexts.get(text);
    if (numbered === undefined) {
      let n = 0;
      numbered = text.replace(/\?/g, () => `$${++n}`);
      if (this.numberedTexts.size >= NUMBERED_TEXTS_KEPT) this.numberedTexts.clear();
      this.numberedTexts.set(text, numbered);
    }
    return numbered;
  }

  async query<Row>(text: string, parameters: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.executor.executeQuery<Row>(
      CompiledQuery.raw(this.numbered(text), [...parameters]),
    );
    return result.rows;
  }

  async run(text: string, parameters: readonly unknown[] = []): Promise<void> {
    await this.executor.executeQuery(CompiledQuery.raw(this.numbered(text), [...parameters]));
  }

  protected rowsPerInsert(columnCount: number): number {
    return Math.max(1, Math.floor(MAX_PARAMETERS / columnCount));
  }

  // PostgreSQL types VALUES columns from the first row; untyped parameters would become text.
  protected valuesTuple(types: readonly PgType[]): string {
    return `(${types.map((type) => `?::${type}`).join(', ')})`;
  }
}
