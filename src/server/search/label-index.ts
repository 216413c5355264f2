import type { Db } from '../db/database.ts';
import { DOC_KEY_PRODUCT_BITS } from './search-engine.ts';
import type { ParsedQuery } from './search-query.ts';
import { matchSegment, SegmentBuilder, type TextSegment } from './text-index.ts';

// The brand, model and category names suggested while typing (search_suggestion, kept by imports):
// every one that some product carries, held in memory per catalog generation like the products'
// words (text-index.ts), and matched there. Ordered as the engines order them: most products
// first, then the oldest label. A million products carry some 600,000 of them (mostly one model
// each); PostgreSQL's full text has to read and sort every match of a common word to find the
// first eight, which is what this spares.

// Labels read per query; between chunks the event loop serves requests.
const CHUNK = 20_000;

export type LabelIndex = { segment: TextSegment; ids: Int32Array; counts: Int32Array };

export async function loadLabelIndex(db: Db): Promise<LabelIndex> {
  const builder = new SegmentBuilder(0);
  const ids: number[] = [];
  const counts: number[] = [];
  let lastId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('search_suggestion')
      .select(['id', 'label', 'product_count'])
      .where('product_count', '>', 0)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    for (const row of rows) {
      builder.add({ docKey: 0, name: row.label, meta: null, body: null });
      ids.push(row.id);
      counts.push(row.product_count);
    }
    if (rows.length < CHUNK) break;
    lastId = rows.at(-1)!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { segment: builder.finish(), ids: Int32Array.from(ids), counts: Int32Array.from(counts) };
}

// The ids of the first `limit` labels matching the query, most products first.
export function matchingLabelIds(index: LabelIndex, query: ParsedQuery, limit: number): number[] {
  if (query.clauses.length === 0) return [];
  const { rows } = matchSegment(index.segment, query);
  // The engines' order as one number: (2^20 - 1 - products) * 2^32 + id, lowest first.
  const key = (row: number) =>
    (1048575 - Math.min(index.counts[row]!, 1048575)) * DOC_KEY_PRODUCT_BITS + index.ids[row]!;
  const best: number[] = [];
  const keys: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const k = key(rows[i]!);
    if (keys.length === limit && k >= keys[limit - 1]!) continue;
    let at = keys.length;
    while (at > 0 && keys[at - 1]! > k) at--;
    keys.splice(at, 0, k);
    best.splice(at, 0, rows[i]!);
    if (keys.length > limit) {
      keys.pop();
      best.pop();
    }
  }
  return best.map((row) => index.ids[row]!);
}
