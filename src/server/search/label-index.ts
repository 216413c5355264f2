import type { Db } from '../db/database.ts';
import { backgroundWork } from '../lib/background-work.ts';
import { DOC_KEY_PRODUCT_BITS } from './search-engine.ts';
import type { ParsedQuery } from './search-query.ts';
import { buildSegment, matchSegment, SegmentBuilder, type TextSegment } from './text-index.ts';

// The brand, model and category names suggested while typing (search_suggestion, kept by imports):
// every one that some product carries, held in memory per catalog generation like the products'
// words (text-index.ts), and matched there. Ordered as the engines order them: most products
// first, then the oldest label. A million products carry some 600,000 of them (mostly one model
// each); PostgreSQL's full text has to read and sort every match of a common word to find the
// first eight, which is what this spares.

// Labels read per query; between chunks the event loop serves requests.
const CHUNK = 20_000;

// The labels carried by most products, with their texts: nearly every suggestion box is filled
// from these alone, without reading the whole index or the database.
const WINDOW = 5000;

export type LabelIndex = {
  segment: TextSegment;
  ids: Int32Array;
  counts: Int32Array;
  window: { segment: TextSegment; labels: readonly string[]; whole: boolean };
};

// The engines' order as one number: (2^20 - 1 - products) * 2^32 + id, lowest first.
function orderKey(count: number, id: number): number {
  return (1048575 - Math.min(count, 1048575)) * DOC_KEY_PRODUCT_BITS + id;
}

export async function loadLabelIndex(db: Db): Promise<LabelIndex> {
  const builder = new SegmentBuilder(0);
  const ids: number[] = [];
  const counts: number[] = [];
  const labels: string[] = [];
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
    backgroundWork.slice(() => {
      for (const row of rows) {
        builder.add({ docKey: 0, name: row.label, meta: null, body: null });
        ids.push(row.id);
        counts.push(row.product_count);
        labels.push(row.label);
      }
    });
    if (rows.length < CHUNK) break;
    lastId = rows.at(-1)!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const best = ids
    .map((_, row) => row)
    .sort((a, b) => orderKey(counts[a]!, ids[a]!) - orderKey(counts[b]!, ids[b]!))
    .slice(0, WINDOW);
  const window = {
    segment: buildSegment(
      0,
      best.map((row, rank) => ({ docKey: rank, name: labels[row]!, meta: null, body: null })),
    ),
    labels: best.map((row) => labels[row]!),
    whole: best.length === ids.length,
  };
  return { segment: builder.finish(), ids: Int32Array.from(ids), counts: Int32Array.from(counts), window };
}

// The first `limit` labels matching the query, most products first: from the window when it
// holds that many (they are then the first overall), else from the whole index (`ids` to read).
export function matchingLabels(
  index: LabelIndex,
  query: ParsedQuery,
  limit: number,
): { labels: string[] } | { ids: number[] } {
  if (query.clauses.length === 0) return { labels: [] };
  const inWindow = matchSegment(index.window.segment, query).rows;
  if (inWindow.length >= limit || index.window.whole) {
    return { labels: Array.from(inWindow.subarray(0, limit), (row) => index.window.labels[row]!) };
  }
  const { rows } = matchSegment(index.segment, query);
  const key = (row: number) => orderKey(index.counts[row]!, index.ids[row]!);
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
  return { ids: best.map((row) => index.ids[row]!) };
}
