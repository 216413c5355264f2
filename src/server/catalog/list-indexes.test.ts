import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../tests/support/each-dialect.ts';
import {
  PRODUCT_LIST_SCOPES,
  type ProductSort,
  SORTS_BY_SCOPE,
} from '../../shared/contracts/product-lists.ts';
import { sqliteConnectionOf } from '../db/database.ts';
import { type ProductListFilter, productListQuery } from './product.repository.ts';

// A product list's first page must be read from an index in the list's order, never by sorting
// every listed product: on a 1,000,000-product catalog that is the difference between 30 ms and
// 3 s for the home page (docs/benchmarks.md). The indexes (migration 0005) and applySort() must
// agree column by column, direction by direction; this fails when one changes without the other.
// Deals too: in the list orders through those indexes, by discount through their own (migration
// 0014); sorting every deal took 200-320 ms at a million products.

const LEVELS: Array<[string, Pick<ProductListFilter, 'categoryId' | 'subcategoryId'>]> = [
  ['whole catalog', {}],
  ['category', { categoryId: 1 }],
  ['subcategory', { categoryId: 1, subcategoryId: 1 }],
];

const cases = PRODUCT_LIST_SCOPES.flatMap((scope) =>
  [...new Set<ProductSort>([SORTS_BY_SCOPE[scope].default, ...SORTS_BY_SCOPE[scope].allowed])].flatMap(
    (sort) => LEVELS.map(([level, filter]) => ({ scope, sort, level, filter })),
  ),
);

describeEachDialect('product list indexes', (context) => {
  it('read every list in its order from an index, without sorting it', async () => {
    const { db, dialect } = context();
    const sorted: string[] = [];
    for (const { scope, sort, level, filter } of cases) {
      const compiled = productListQuery(db, { scope, ...filter }, sort)
        .limit(12)
        .compile();
      let plan: string;
      if (dialect === 'sqlite') {
        const rows = sqliteConnectionOf(db)
          .prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`)
          .all(...(compiled.parameters as unknown[])) as Array<{ detail: string }>;
        plan = rows.map((row) => row.detail).join('\n');
        if (/TEMP B-TREE FOR/.test(plan)) sorted.push(`${scope}/${sort}/${level}:\n${plan}`);
      } else {
        // An empty table makes any plan cheap: forbid sorts and table scans, so the planner shows
        // whether an index can deliver this order at all.
        plan = await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL enable_sort = off`.execute(trx);
          await sql`SET LOCAL enable_seqscan = off`.execute(trx);
          const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>({
            ...compiled,
            sql: `EXPLAIN ${compiled.sql}`,
          });
          return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
        });
        if (/\bSort\b/.test(plan) || !/product_(listed|deal)_/.test(plan))
          sorted.push(`${scope}/${sort}/${level}:\n${plan}`);
      }
    }
    expect(sorted).toEqual([]);
  });
});
