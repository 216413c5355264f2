import type { Db } from '../db/database.ts';
import type { ParsedQuery } from './search-query.ts';
import { buildSegment, matchSegment, type TextSegment } from './text-index.ts';

// The brand, model and category names suggested while typing are the ones most products carry
// that match the text (search_suggestion, kept by imports). A million products carry some 600,000
// of them, but nearly every suggestion comes from the few thousand most common: those are held in
// memory per catalog generation and matched there; only a text finding fewer there than a box of
// suggestions asks the engine, whose answer is then the same.

export const LABEL_WINDOW = 5000;

export type LabelWindow = { segment: TextSegment; labels: readonly string[]; whole: boolean };

export async function loadLabelWindow(db: Db): Promise<LabelWindow> {
  const rows = await db
    .selectFrom('search_suggestion')
    .select(['id', 'label'])
    .where('product_count', '>', 0)
    .orderBy('product_count', 'desc')
    .orderBy('id')
    .limit(LABEL_WINDOW)
    .execute();
  // Each label's rank is its document key: a segment's rows in order are most products first.
  const segment = buildSegment(
    0,
    rows.map((row, rank) => ({ docKey: rank, name: row.label, meta: null, body: null })),
  );
  return { segment, labels: rows.map((row) => row.label), whole: rows.length < LABEL_WINDOW };
}

// The first `limit` labels matching the query, most products first; null when the window holds
// fewer and labels beyond it might match.
export function labelsMatching(window: LabelWindow, query: ParsedQuery, limit: number): string[] | null {
  if (query.clauses.length === 0) return [];
  const { rows } = matchSegment(window.segment, query);
  if (rows.length < limit && !window.whole) return null;
  return Array.from(rows.subarray(0, limit), (row) => window.labels[row]!);
}
