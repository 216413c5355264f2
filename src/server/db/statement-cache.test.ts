import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('statement cache', () => {
  it('prepares each SQL text once, and still answers right after the schema changes', () => {
    const connection = new SqliteDatabase(':memory:');
    const source = withStatementCache(connection);
    source.prepare('CREATE TABLE t (a INTEGER)').run();
    source.prepare('INSERT INTO t (a) VALUES (?)').run(1);
    const select = source.prepare('SELECT * FROM t');
    expect(source.prepare('SELECT * FROM t')).toBe(select);
    expect(select.all()).toEqual([{ a: 1 }]);
    source.prepare('ALTER TABLE t ADD COLUMN b TEXT').run();
    source.prepare('INSERT INTO t (a, b) VALUES (?, ?)').run(2, 'x');
    expect(source.prepare('SELECT * FROM t').all()).toEqual([
      { a: 1, b: null },
      { a: 2, b: 'x' },
    ]);
    source.close();
    expect(connection.open).toBe(false);
  });

  it('gives a streamed query’s SQL a statement of its own while the first is still being read', () => {
    const source = withStatementCache(new SqliteDatabase(':memory:'));
    const rows = source.prepare('SELECT value FROM json_each(?)');
    const reading = rows.iterate('[1,2,3]');
    expect(reading.next().value).toEqual({ value: 1 });
    const again = source.prepare('SELECT value FROM json_each(?)');
    expect(again).not.toBe(rows);
    expect(again.all('[4]')).toEqual([{ value: 4 }]);
    expect([...reading]).toEqual([{ value: 2 }, { value: 3 }]);
    expect(source.prepare('SELECT value FROM json_each(?)')).toBe(rows);
  });

  it('keeps at most 500 statements, dropping the least recently used', () => {
    const source = withStatementCache(new SqliteDatabase(':memory:'));
    const first = source.prepare('SELECT 0');
    for (let n = 1; n <= 500; n++) source.prepare(`SELECT ${n}`);
    expect(source.prepare('SELECT 500')).toBe(source.prepare('SELECT 500'));
    expect(source.prepare('SELECT 0')).not.toBe(first);
  });
});
