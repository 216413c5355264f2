import { describe, expect, it } from 'vitest';
import { createRng } from '../demo/demo-products.ts';
import type { ParsedQuery, SearchClause } from './search-query.ts';
import {
  buildSegment,
  FIELD_BODY,
  FIELD_META,
  FIELD_NAME,
  matchSegment,
  type ProductText,
} from './text-index.ts';

// The in-memory index must match exactly as FTS5 does: a phrase's words side by side within one
// field (never across two), the last word of a prefix phrase any word it begins, every clause in
// the row, and the fields where every clause matches (the relevance tiers). Checked against a
// plain reading of every row, on rows made of few words so that repeats, near misses and
// phrases at field boundaries are common.

const WORDS = ['tarjeta', 'grafica', 'graficas', 'disco', 'duro', 'rtx', '4070', 'gaming', 'negro', 'gra'];
const FIELD_BITS = [FIELD_NAME, FIELD_META, FIELD_BODY];

function words(rng: () => number, most: number): string {
  const count = Math.floor(rng() * (most + 1));
  return Array.from({ length: count }, () => WORDS[Math.floor(rng() * WORDS.length)]!).join(' ');
}

// Fields (bits) in which every phrase of... one clause matches, read plainly.
function clauseFields(fields: readonly string[][], clause: SearchClause): number {
  let found = 0;
  fields.forEach((tokens, f) => {
    for (const phrase of clause) {
      const last = phrase.words.length - 1;
      for (let at = 0; at + last < tokens.length; at++) {
        const matches = phrase.words.every((word, w) =>
          phrase.prefix && w === last ? tokens[at + w]!.startsWith(word) : tokens[at + w] === word,
        );
        if (matches) found |= FIELD_BITS[f]!;
      }
    }
  });
  return found;
}

function expectedState(text: ProductText, query: ParsedQuery): number {
  const fields = [text.name, text.meta, text.body].map((field) => (field ? field.split(' ') : []));
  let state = FIELD_NAME | FIELD_META;
  for (const clause of query.clauses) {
    const found = clauseFields(fields, clause);
    if (found === 0) return 0;
    state &= found;
  }
  return 8 | state;
}

function query(clauses: SearchClause[]): ParsedQuery {
  return { clauses, terms: [], clauseOfTerm: [], key: JSON.stringify(clauses) };
}

describe('in-memory text index', () => {
  it('matches phrases, prefixes and clauses by field exactly as a plain reading of each row', () => {
    const rng = createRng(20261126);
    const texts: ProductText[] = Array.from({ length: 3000 }, (_, row) => ({
      docKey: row,
      name: words(rng, 5),
      meta: words(rng, 4),
      body: words(rng, 8),
    }));
    const segment = buildSegment(0, texts);
    const queries = [
      query([[{ words: ['tarjeta', 'grafica'], prefix: false }]]),
      query([[{ words: ['tarjeta', 'gra'], prefix: true }]]),
      query([
        [
          { words: ['disco', 'duro'], prefix: false },
          { words: ['gaming'], prefix: false },
        ],
      ]),
      query([[{ words: ['rtx', '4070'], prefix: false }], [{ words: ['negro'], prefix: false }]]),
      query([[{ words: ['grafica', 'grafica'], prefix: false }]]),
      query([[{ words: ['gra'], prefix: true }], [{ words: ['du'], prefix: true }]]),
      query([[{ words: ['tarjeta', 'grafica', 'gaming'], prefix: false }]]),
      query([[{ words: ['gaming'], prefix: false }], [{ words: ['nothing'], prefix: false }]]),
    ];
    for (const q of queries) {
      const { rows, states } = matchSegment(segment, q);
      const found = new Map(Array.from(rows, (row, i) => [row, states[i]!]));
      const expected = new Map<number, number>();
      texts.forEach((text, row) => {
        const state = expectedState(text, q);
        if (state !== 0) expected.set(row, state);
      });
      expect({ query: q.key, matches: found }).toEqual({ query: q.key, matches: expected });
    }
    // The set is not trivial: phrases at field boundaries and repeated words occur.
    expect(matchSegment(segment, queries[0]!).rows.length).toBeGreaterThan(50);
  });
});
