import { CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import { prepared } from './prepared-statements.ts';

describeEachDialect('prepared statements', (context) => {
  it('answers a marked query as an unmarked one, prepared once per connection on PostgreSQL', async () => {
    const { db, dialect } = context();
    const text = dialect === 'postgres' ? 'SELECT $1::integer + 1 AS n' : 'SELECT ? + 1 AS n';
    await db.connection().execute(async (connection) => {
      for (const value of [41, 1, 99]) {
        const { rows } = await connection.executeQuery<{ n: number }>(
          prepared('plus_one', CompiledQuery.raw(text, [value])),
        );
        expect(Number(rows[0]!.n)).toBe(value + 1);
      }
      if (dialect !== 'postgres') return;
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
        connection,
      );
      // One statement for the three calls, and only the marked query.
      expect(rows.map((row) => row.statement)).toEqual([`/* prepared:plus_one */ ${text}`]);
    });
  });
});
