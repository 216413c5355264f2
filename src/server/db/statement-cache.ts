import type SqliteDatabase from 'better-sqlite3';

// Kysely prepares every query's SQL afresh; better-sqlite3's prepare costs 20-60 µs a statement
// (SQLite parses and plans it), about half a millisecond of every page, which runs the same dozen
// query shapes again and again. This hands Kysely a connection whose prepare() returns the statement
// already prepared for the same SQL text. Kysely's SQL has placeholders, so the texts are few; the
// map is still bounded (least recently used out) for shapes that vary, such as IN lists.

const MAX_STATEMENTS = 500;

export type StatementSource = {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
};

export function withStatementCache(connection: SqliteDatabase.Database): StatementSource {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it finishes.
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = connection.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
