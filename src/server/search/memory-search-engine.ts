import type { RawBuilder } from 'kysely';
import { type FacetIndex, FLAG_REMOVED } from '../catalog/filtering/facet-index.ts';
import type { Db } from '../db/database.ts';
import { SCORED_RANKING_LIMIT, type SearchEngine } from './search-engine.ts';
import type { ParsedQuery } from './search-query.ts';
import {
  CANDIDATE_DOCUMENTS_CAP,
  editDistance,
  MIN_CORRECTABLE_LENGTH,
  maxEditsFor,
  type TermCandidate,
} from './spelling.ts';
import {
  bm25Scorer,
  countPhraseRows,
  FIELD_NAME,
  matchSegment,
  type SegmentMatch,
  type TextIndex,
  termRowCount,
  tierOf,
  wordsBetween,
} from './text-index.ts';

// The search engine over the in-memory text index (text-index.ts) of one facet index's rows: the
// same answers as the database engines (the same words, tiers, quality order and bm25), on both
// databases, without a query. The sorted orders' SQL subquery and brand, model and category
// suggestions are the database engine's (the service reads the labels in memory itself:
// label-index.ts).

// Matches kept per engine: a search counts, then pages, then hands its rows to the facets.
const MATCHES_KEPT = 8;

// Per segment, its matching rows (local) and their states, and how many there are in all.
type Match = { segments: SegmentMatch[]; total: number };

// The `wanted` rows with the lowest keys among `rows`, lowest first (a bounded max-heap).
function lowestKeys(rows: ArrayLike<number>, keyOf: (row: number) => number, wanted: number): number[] {
  if (wanted <= 0) return [];
  if (rows.length <= wanted) return Array.from(rows).sort((a, b) => keyOf(a) - keyOf(b));
  const heap: number[] = [];
  const key: number[] = [];
  const swap = (i: number, j: number) => {
    [heap[i], heap[j]] = [heap[j]!, heap[i]!];
    [key[i], key[j]] = [key[j]!, key[i]!];
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const k = keyOf(row);
    if (heap.length === wanted && k >= key[0]!) continue;
    if (heap.length === wanted) {
      heap[0] = row;
      key[0] = k;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        if (left < heap.length && key[left]! > key[largest]!) largest = left;
        if (right < heap.length && key[right]! > key[largest]!) largest = right;
        if (largest === i) break;
        swap(i, largest);
        i = largest;
      }
    } else {
      heap.push(row);
      key.push(k);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (key[parent]! >= key[i]!) break;
        swap(i, parent);
        i = parent;
      }
    }
  }
  return heap.sort((a, b) => keyOf(a) - keyOf(b));
}

export class MemorySearchEngine implements SearchEngine {
  readonly dialect;
  // A word's presence is a map lookup.
  readonly prunesByVocabulary = true;
  private readonly matches = new Map<string, Match>();
  // Global row -> document key, through the segment holding the row.
  private readonly segmentOfRow: Int32Array;

  constructor(
    private readonly facets: FacetIndex,
    private readonly text: TextIndex,
    private readonly db: Db,
    private readonly database: SearchEngine,
  ) {
    this.dialect = database.dialect;
    this.segmentOfRow = new Int32Array(facets.size);
    text.segments.forEach((segment, s) => {
      const end = Math.min(facets.size, segment.firstRow + segment.count);
      for (let row = segment.firstRow; row < end; row++) this.segmentOfRow[row] = s;
    });
  }

  private docKey(row: number): number {
    const segment = this.text.segments[this.segmentOfRow[row]!]!;
    return segment.docKey[row - segment.firstRow]!;
  }

  // The matching rows of every segment (text-index.ts matchSegment); rows not (or no longer) in
  // the facet index never match.
  private match(query: ParsedQuery): Match {
    const kept = this.matches.get(query.key);
    if (kept) return kept;
    const { flags, size } = this.facets;
    const segments: SegmentMatch[] = [];
    let total = 0;
    for (const segment of this.text.segments) {
      const found = matchSegment(segment, query);
      let live = 0;
      for (let i = 0; i < found.rows.length; i++) {
        const row = segment.firstRow + found.rows[i]!;
        if (row < size && (flags[row]! & FLAG_REMOVED) === 0) {
          found.rows[live] = found.rows[i]!;
          found.states[live++] = found.states[i]!;
        }
      }
      segments.push({ rows: found.rows.subarray(0, live), states: found.states.subarray(0, live) });
      total += live;
    }
    const match = { segments, total };
    if (this.matches.size >= MATCHES_KEPT) this.matches.delete(this.matches.keys().next().value!);
    this.matches.set(query.key, match);
    return match;
  }

  // Calls `visit(row, state)` for every matching row (of the brand, when given), in row order.
  private eachMatch(
    query: ParsedQuery,
    brandId: number | null,
    visit: (row: number, state: number) => void,
  ): void {
    const { segments } = this.match(query);
    const brand = this.facets.brand;
    this.text.segments.forEach((segment, s) => {
      const { rows, states } = segments[s]!;
      for (let i = 0; i < rows.length; i++) {
        const row = segment.firstRow + rows[i]!;
        if (brandId !== null && brand[row] !== brandId) continue;
        visit(row, states[i]!);
      }
    });
  }

  async countMatches(query: ParsedQuery, brandId: number | null): Promise<number> {
    if (query.clauses.length === 0) return 0;
    if (brandId === null) return this.match(query).total;
    let count = 0;
    this.eachMatch(query, brandId, () => {
      count++;
    });
    return count;
  }

  async findRelevant(
    query: ParsedQuery,
    brandId: number | null,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; ids: number[] }> {
    if (query.clauses.length === 0) return { total: 0, ids: [] };
    const sizes = [0, 0, 0];
    this.eachMatch(query, brandId, (_row, state) => {
      sizes[tierOf(state)]!++;
    });
    const tiers = sizes.map((size) => new Int32Array(size));
    const filled = [0, 0, 0];
    this.eachMatch(query, brandId, (row, state) => {
      const tier = tierOf(state);
      tiers[tier]![filled[tier]!++] = row;
    });
    const total = sizes[0]! + sizes[1]! + sizes[2]!;
    return { total, ids: this.pageOf(query, tiers, total, page.offset, page.offset + page.limit) };
  }

  // Matching rows of the facet index (those the filters let through, in row order) in relevance
  // order, from `offset` to `wanted`: the same order findRelevant pages through.
  rankRows(query: ParsedQuery, rows: Int32Array, offset: number, wanted: number): number[] {
    const { segments, total } = this.match(query);
    const stateOfRow = new Uint8Array(this.facets.size);
    this.text.segments.forEach((segment, s) => {
      const found = segments[s]!;
      for (let i = 0; i < found.rows.length; i++)
        stateOfRow[segment.firstRow + found.rows[i]!] = found.states[i]!;
    });
    const sizes = [0, 0, 0];
    for (const row of rows) if (stateOfRow[row] !== 0) sizes[tierOf(stateOfRow[row]!)]!++;
    const tiers = sizes.map((size) => new Int32Array(size));
    const filled = [0, 0, 0];
    for (const row of rows) {
      if (stateOfRow[row] === 0) continue;
      const tier = tierOf(stateOfRow[row]!);
      tiers[tier]![filled[tier]!++] = row;
    }
    return this.pageOf(query, tiers, total, offset, wanted);
  }

  // The product ids of rows [offset, wanted) of the tiers in order: within a tier, bm25 when the
  // query's matches are few enough to score (`total`, as the engines decide), else quality order.
  private pageOf(
    query: ParsedQuery,
    tiers: readonly Int32Array[],
    total: number,
    offset: number,
    wanted: number,
  ): number[] {
    const docKey = (row: number) => this.docKey(row);
    let ordered: number[] = [];
    if (total <= SCORED_RANKING_LIMIT) {
      // Within a tier: bm25 (name over brand/model/categories over description), then quality.
      const score = this.scorer(query);
      for (const rows of tiers) {
        const scored = Array.from(rows, (row) => ({ row, score: score(row), key: docKey(row) }));
        scored.sort((a, b) => b.score - a.score || a.key - b.key);
        for (const { row } of scored) ordered.push(row);
        if (ordered.length >= wanted) break;
      }
    } else {
      for (const rows of tiers) {
        ordered = ordered.concat(lowestKeys(rows, docKey, wanted - ordered.length));
        if (ordered.length >= wanted) break;
      }
    }
    const productId = this.facets.productId;
    return ordered.slice(offset, wanted).map((row) => productId[row]!);
  }

  // bm25 of a row for the query's phrases, their row counts taken over the whole index.
  private scorer(query: ParsedQuery): (row: number) => number {
    const phrases = query.clauses.flat();
    const stats = phrases.map((phrase) => ({
      phrase,
      rows: this.text.segments.reduce((sum, segment) => sum + countPhraseRows(segment, phrase), 0),
    }));
    const live = this.facets.size - this.facets.removed;
    const scorers = this.text.segments.map((segment) =>
      bm25Scorer(segment, stats, live, this.text.averageLength),
    );
    return (row) => {
      const s = this.segmentOfRow[row]!;
      return scorers[s]!(row - this.text.segments[s]!.firstRow);
    };
  }

  async allMatchingIds(query: ParsedQuery): Promise<Int32Array> {
    if (query.clauses.length === 0) return new Int32Array(0);
    const ids = new Int32Array(this.match(query).total);
    const productId = this.facets.productId;
    let at = 0;
    this.eachMatch(query, null, (row) => {
      ids[at++] = productId[row]!;
    });
    return ids;
  }

  // Rows of the facet index matching the query, in row order (what the facet counting reads).
  matchingRows(query: ParsedQuery): Int32Array {
    const rows = new Int32Array(query.clauses.length === 0 ? 0 : this.match(query).total);
    if (rows.length === 0) return rows;
    let at = 0;
    this.eachMatch(query, null, (row) => {
      rows[at++] = row;
    });
    return rows;
  }

  matchingIds(query: ParsedQuery, brandId: number | null): RawBuilder<{ id: number }> {
    return this.database.matchingIds(query, brandId);
  }

  async findExistingWords(words: readonly string[]): Promise<Set<string>> {
    return new Set(words.filter((word) => this.text.segments.some((segment) => segment.termIds.has(word))));
  }

  // Words of the index beginning with the same two letters, or with the first and third (as
  // sqlite-search.ts looks them up), within the edits the word allows.
  async findSimilarTerms(word: string): Promise<TermCandidate[]> {
    const limit = maxEditsFor(word);
    const letters = [...word];
    const similar = new Set<string>();
    for (const start of new Set([`${letters[0]}${letters[1]}`, `${letters[0]}${letters[2]}`])) {
      const next = `${letters[0]}${String.fromCodePoint([...start][1]!.codePointAt(0)! + 1)}`;
      const shortest = Math.max(MIN_CORRECTABLE_LENGTH, word.length - limit);
      for (const segment of this.text.segments) {
        for (const term of wordsBetween(segment, start, next, shortest, word.length + limit)) {
          if (editDistance(word, term, limit) <= limit) similar.add(term);
        }
      }
    }
    return [...similar].map((term) => ({
      term,
      documents: Math.min(
        CANDIDATE_DOCUMENTS_CAP,
        this.text.segments.reduce((sum, segment) => sum + termRowCount(segment, term), 0),
      ),
    }));
  }

  suggestLabels(query: ParsedQuery, limit: number): Promise<string[]> {
    return this.database.suggestLabels(query, limit);
  }

  async suggestProductNames(query: ParsedQuery, limit: number): Promise<string[]> {
    if (query.clauses.length === 0) return [];
    const inName: number[] = [];
    this.eachMatch(query, null, (row, state) => {
      if ((state & FIELD_NAME) !== 0) inName.push(row);
    });
    const rows = lowestKeys(inName, (row) => this.docKey(row), limit);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => this.facets.productId[row]!);
    const found = await this.db.selectFrom('product').select(['id', 'name']).where('id', 'in', ids).execute();
    const names = new Map(found.map((row) => [row.id, row.name]));
    return ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);
  }
}
