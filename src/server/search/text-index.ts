import type { ParsedQuery, SearchPhrase } from './search-query.ts';
import { toIndexText } from './search-text.ts';

// The words of every listed product, held in memory, row for row beside the facet index
// (catalog/filtering/facet-index.ts; docs/decisions/023-search-in-memory.md). A search reads
// posting lists of rows and marks them in arrays as long as the catalog: a text matching a quarter
// of a million products is matched, counted and ranked in a few milliseconds, on SQLite and
// PostgreSQL alike, and its rows go straight to the facet counting.
//
// An index is a list of immutable segments, each holding the rows of one range of the facet
// index: a whole load makes one, each import that lists new products adds one for the rows it
// appended. Words are indexed exactly as the engines index them (toIndexText, field by field:
// name, meta, body), so a product matches here when FTS5 or tsvector would match it.

const LETTERS_ONLY = /^\p{L}+$/u;

export const FIELD_NAME = 1;
export const FIELD_META = 2;
export const FIELD_BODY = 4;
const FIELD_BITS = [FIELD_NAME, FIELD_META, FIELD_BODY] as const;
const FIELDS = 3;

// What a row is indexed from: the product's texts, and its document key (quality order, see
// DOC_KEY_PRODUCT_BITS in search-engine.ts; the same key the engines' documents carry).
export type ProductText = {
  docKey: number;
  name: string | null;
  meta: string | null;
  body: string | null;
};

export type TextSegment = {
  readonly firstRow: number;
  readonly count: number;
  readonly docKey: Float64Array;
  // Term ids of every row's fields in order: row r's field f is tokens[fieldStart[r*3+f] .. fieldStart[r*3+f+1]).
  readonly tokens: Int32Array;
  readonly fieldStart: Int32Array;
  // Rows (local) holding each term, ascending, with the fields they hold it in (FIELD_* bits).
  readonly postingStart: Int32Array;
  readonly postingRows: Int32Array;
  readonly postingFields: Uint8Array;
  // Where in the row (its tokens counted across fields) the term first occurs: phrases whose
  // words first occur side by side need no reading of the row (capped at 65,535).
  readonly postingPositions: Uint16Array;
  readonly termIds: Map<string, number>;
  readonly terms: readonly string[];
  // Term ids in the alphabetical order of their words, for prefixes.
  readonly sortedTermIds: Int32Array;
  // Whether each term is made of letters only (the words spelling corrections choose from).
  readonly lettersOnly: Uint8Array;
};

export type TextIndex = {
  readonly segments: readonly TextSegment[];
  // Rows covered: rows [0, size) of the facet index it was built for.
  readonly size: number;
  readonly averageLength: number;
};

type GrowableInt32 = { array: Int32Array; length: number };
function push(into: GrowableInt32, value: number): void {
  if (into.length === into.array.length) {
    const bigger = new Int32Array(Math.max(1024, into.array.length * 2));
    bigger.set(into.array);
    into.array = bigger;
  }
  into.array[into.length++] = value;
}

// Builds the segment of rows [firstRow, ...) a row at a time (a caller can yield between rows),
// then its posting lists at once.
export class SegmentBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly tokens: GrowableInt32;
  private fieldStart: Int32Array;
  private docKey: Float64Array;
  private count = 0;

  constructor(
    private readonly firstRow: number,
    expectedRows = 1024,
  ) {
    this.tokens = { array: new Int32Array(Math.max(1024, expectedRows * 24)), length: 0 };
    this.fieldStart = new Int32Array(expectedRows * FIELDS + 1);
    this.docKey = new Float64Array(expectedRows);
  }

  add(text: ProductText): void {
    const row = this.count++;
    if (this.docKey.length < this.count) {
      const keys = new Float64Array(this.count * 2);
      keys.set(this.docKey);
      this.docKey = keys;
      const starts = new Int32Array(this.count * 2 * FIELDS + 1);
      starts.set(this.fieldStart);
      this.fieldStart = starts;
    }
    this.docKey[row] = text.docKey;
    const fields = [text.name, text.meta, text.body];
    for (let field = 0; field < FIELDS; field++) {
      this.fieldStart[row * FIELDS + field] = this.tokens.length;
      const indexed = toIndexText(fields[field]);
      if (indexed === '') continue;
      for (const word of indexed.split(' ')) {
        let id = this.termIds.get(word);
        if (id === undefined) {
          id = this.terms.length;
          this.terms.push(word);
          this.termIds.set(word, id);
        }
        push(this.tokens, id);
      }
    }
  }

  finish(): TextSegment {
    const { count, terms, termIds } = this;
    const fieldStart = this.fieldStart.slice(0, count * FIELDS + 1);
    fieldStart[count * FIELDS] = this.tokens.length;
    const tokens = { array: this.tokens.array, length: this.tokens.length };
    const docKey = this.docKey.slice(0, count);
    const firstRow = this.firstRow;
    // Postings: one entry per (term, row), fields OR-ed; counted first, then filled in row order.
    const termCount = terms.length;
    const lastRow = new Int32Array(termCount).fill(-1);
    const postingStart = new Int32Array(termCount + 1);
    for (let row = 0; row < count; row++) {
      for (let at = fieldStart[row * FIELDS]!; at < fieldStart[(row + 1) * FIELDS]!; at++) {
        const term = tokens.array[at]!;
        if (lastRow[term] !== row) {
          lastRow[term] = row;
          postingStart[term + 1]!++;
        }
      }
    }
    for (let term = 0; term < termCount; term++) postingStart[term + 1]! += postingStart[term]!;
    const postingRows = new Int32Array(postingStart[termCount]!);
    const postingFields = new Uint8Array(postingStart[termCount]!);
    const postingPositions = new Uint16Array(postingStart[termCount]!);
    const filled = postingStart.slice(0, termCount);
    lastRow.fill(-1);
    for (let row = 0; row < count; row++) {
      for (let field = 0; field < FIELDS; field++) {
        const bit = FIELD_BITS[field]!;
        for (let at = fieldStart[row * FIELDS + field]!; at < fieldStart[row * FIELDS + field + 1]!; at++) {
          const term = tokens.array[at]!;
          if (lastRow[term] !== row) {
            lastRow[term] = row;
            postingRows[filled[term]!] = row;
            postingPositions[filled[term]!] = Math.min(at - fieldStart[row * FIELDS]!, 65_535);
            postingFields[filled[term]!++] = bit;
          } else {
            postingFields[filled[term]! - 1]! |= bit;
          }
        }
      }
    }
    const sortedTermIds = Int32Array.from(terms.keys()).sort((a, b) =>
      terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0,
    );
    const lettersOnly = Uint8Array.from(terms, (term) => (LETTERS_ONLY.test(term) ? 1 : 0));
    return {
      firstRow,
      count,
      docKey,
      tokens: tokens.array.slice(0, tokens.length),
      fieldStart,
      postingStart,
      postingRows,
      postingFields,
      postingPositions,
      termIds,
      terms,
      sortedTermIds,
      lettersOnly,
    };
  }
}

export function buildSegment(firstRow: number, texts: readonly ProductText[]): TextSegment {
  const builder = new SegmentBuilder(firstRow, texts.length);
  for (const text of texts) builder.add(text);
  return builder.finish();
}

export function textIndexOf(segments: readonly TextSegment[]): TextIndex {
  let rows = 0;
  let tokens = 0;
  for (const segment of segments) {
    rows += segment.count;
    tokens += segment.tokens.length;
  }
  const last = segments.at(-1);
  return {
    segments,
    size: last ? last.firstRow + last.count : 0,
    averageLength: rows === 0 ? 0 : tokens / rows,
  };
}

export function textIndexBytes(index: TextIndex): number {
  let bytes = 0;
  for (const s of index.segments) {
    for (const array of [
      s.docKey,
      s.tokens,
      s.fieldStart,
      s.postingStart,
      s.postingRows,
      s.postingFields,
      s.postingPositions,
      s.sortedTermIds,
      s.lettersOnly,
    ]) {
      bytes += array.byteLength;
    }
  }
  return bytes;
}

// The first position in the segment's alphabetical term list whose word is not below `word`.
function lowerBound(segment: TextSegment, word: string): number {
  const sorted = segment.sortedTermIds;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (segment.terms[sorted[middle]!]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

// The term ids of a segment beginning with `prefix`: a stretch of its alphabetical list (words
// are letters and digits, all below U+FFFF's position after the prefix).
function termsWithPrefix(segment: TextSegment, prefix: string): Int32Array {
  return segment.sortedTermIds.subarray(lowerBound(segment, prefix), lowerBound(segment, `${prefix}\uffff`));
}

// The term ids a phrase's word at `position` may be: the word itself, or (the last word of a
// prefix phrase) every word it begins.
function termsOfWord(segment: TextSegment, phrase: SearchPhrase, position: number): Int32Array {
  const word = phrase.words[position]!;
  if (phrase.prefix && position === phrase.words.length - 1) return termsWithPrefix(segment, word);
  const id = segment.termIds.get(word);
  return id === undefined ? new Int32Array(0) : Int32Array.of(id);
}

// ORs into `out` the fields of every posting of the terms. Kept small and monomorphic: it is the
// loop most searches spend their time in.
function markPostings(
  terms: Int32Array,
  postingStart: Int32Array,
  postingRows: Int32Array,
  postingFields: Uint8Array,
  out: Uint8Array,
  dirty: Uint8Array,
): void {
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    const end = postingStart[term + 1]!;
    for (let p = postingStart[term]!; p < end; p++) {
      const row = postingRows[p]!;
      out[row]! |= postingFields[p]!;
      dirty[row >> BLOCK_BITS] = 1;
    }
  }
}

// How far each row is into a phrase, found word by word in the posting lists: the words held so
// far, the fields holding all of them, where the next word would have to be for their first
// occurrences to stand side by side, and whether they do. Reused; cleared after each phrase.
type PhraseProgress = { steps: Uint8Array; fields: Uint8Array; next: Int32Array; apart: Uint8Array };
let progressBuffer: PhraseProgress = {
  steps: new Uint8Array(0),
  fields: new Uint8Array(0),
  next: new Int32Array(0),
  apart: new Uint8Array(0),
};

function progressFor(count: number): PhraseProgress {
  if (progressBuffer.steps.length < count) {
    progressBuffer = {
      steps: new Uint8Array(count),
      fields: new Uint8Array(count),
      next: new Int32Array(count),
      apart: new Uint8Array(count),
    };
  }
  return progressBuffer;
}

// Moves rows holding one of the terms (the phrase's word number `step`) one word on.
function stepPostings(segment: TextSegment, terms: Int32Array, progress: PhraseProgress, step: number): void {
  const { postingStart, postingRows, postingFields, postingPositions } = segment;
  const { steps, fields, next, apart } = progress;
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    const end = postingStart[term + 1]!;
    for (let p = postingStart[term]!; p < end; p++) {
      const row = postingRows[p]!;
      if (steps[row] !== step) continue;
      steps[row] = step + 1;
      const position = postingPositions[p]!;
      if (step === 0) {
        fields[row] = postingFields[p]!;
        apart[row] = 0;
      } else {
        fields[row]! &= postingFields[p]!;
        if (position !== next[row]) apart[row] = 1;
      }
      next[row] = position + 1;
    }
  }
}

// The field (0-2) holding a row's token at `position` (counted across its fields).
function fieldAt(segment: TextSegment, row: number, position: number): number {
  const at = segment.fieldStart[row * FIELDS]! + position;
  for (let field = 0; field < FIELDS - 1; field++)
    if (at < segment.fieldStart[row * FIELDS + field + 1]!) return field;
  return FIELDS - 1;
}

// What a phrase's word may be in a segment: one term id, or (a prefix) a mark per term id.
type WordTerms = number | Uint8Array;

// Whether the phrase's words follow each other in tokens [start, end) from position `at`.
function phraseAt(tokens: Int32Array, at: number, end: number, words: readonly WordTerms[]): boolean {
  if (at + words.length > end) return false;
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    const token = tokens[at + w]!;
    if (typeof word === 'number' ? token !== word : word[token] !== 1) return false;
  }
  return true;
}

// Per word of a phrase, the term ids of the segment it may be (null: a word the segment lacks).
function phraseWordTerms(segment: TextSegment, phrase: SearchPhrase): WordTerms[] | null {
  const words: WordTerms[] = [];
  for (let w = 0; w < phrase.words.length; w++) {
    const ids = termsOfWord(segment, phrase, w);
    if (ids.length === 0) return null;
    if (ids.length === 1 && !(phrase.prefix && w === phrase.words.length - 1)) {
      words.push(ids[0]!);
      continue;
    }
    const mark = new Uint8Array(segment.terms.length);
    for (let i = 0; i < ids.length; i++) mark[ids[i]!] = 1;
    words.push(mark);
  }
  return words;
}

// ORs into `out` (one byte per row of the segment) the fields in which the phrase occurs.
function markPhrase(segment: TextSegment, phrase: SearchPhrase, out: Uint8Array, dirty: Uint8Array): void {
  const { postingStart, postingRows, postingFields } = segment;
  if (phrase.words.length === 1) {
    markPostings(termsOfWord(segment, phrase, 0), postingStart, postingRows, postingFields, out, dirty);
    return;
  }
  const marks = phraseWordTerms(segment, phrase);
  if (!marks) return;
  // Candidates: rows holding every word of the phrase, found word by word in the posting lists.
  // Where the words' first occurrences stand side by side in the one field that holds them all,
  // that is the match; otherwise the row's fields holding every word are read for the sequence.
  const progress = progressFor(segment.count);
  const words = phrase.words.map((_, w) => termsOfWord(segment, phrase, w));
  for (let w = 0; w < words.length; w++) stepPostings(segment, words[w]!, progress, w);
  const { steps, fields, next, apart } = progress;
  const { tokens, fieldStart } = segment;
  const all = words.length;
  // A word of several terms (a prefix) moves a row on by the first of its terms the row holds:
  // the fields and positions seen then are not all of the word's, so every field is read.
  const oneTermEach = words.every((terms) => terms.length === 1);
  const first = words[0]!;
  for (let t = 0; t < first.length; t++) {
    const term = first[t]!;
    for (let p = postingStart[term]!; p < postingStart[term + 1]!; p++) {
      const row = postingRows[p]!;
      const candidate = steps[row] === all;
      steps[row] = 0;
      const shared = oneTermEach ? fields[row]! : FIELD_NAME | FIELD_META | FIELD_BODY;
      if (!candidate || shared === 0) continue;
      if (oneTermEach && apart[row] === 0) {
        const last = next[row]! - 1;
        const field = fieldAt(segment, row, last);
        if (field === fieldAt(segment, row, last - all + 1) && shared === FIELD_BITS[field]) {
          out[row]! |= shared;
          dirty[row >> BLOCK_BITS] = 1;
          continue;
        }
      }
      for (let field = 0; field < FIELDS; field++) {
        if ((shared & FIELD_BITS[field]!) === 0) continue;
        const start = fieldStart[row * FIELDS + field]!;
        const end = fieldStart[row * FIELDS + field + 1]!;
        for (let at = start; at < end; at++) {
          if (phraseAt(tokens, at, end, marks)) {
            out[row]! |= FIELD_BITS[field]!;
            dirty[row >> BLOCK_BITS] = 1;
            break;
          }
        }
      }
    }
  }
}

// Bits of a row's match state: every clause matched so far, in the name, in the meta fields.
const MATCHED = 8;

// The matching rows of a segment (local, ascending) and their match states: FIELD_NAME when every
// clause matches in the name, FIELD_META when every clause matches in brand/model/categories.
export type SegmentMatch = { rows: Int32Array; states: Uint8Array };

// Marks by row, reused by every match (a match runs start to end without yielding).
// Marks by row, reused by every match (a match runs start to end without yielding) and left all
// zero after it. Rows come in blocks of 2^BLOCK_BITS, each flagged when any of its rows is marked:
// the passes over the marks skip blocks nothing touched, so a text matching a few thousand
// products costs no pass over a million rows.
const BLOCK_BITS = 8;
let stateBuffer = new Uint8Array(0);
let clauseBuffer = new Uint8Array(0);
let stateBlocks = new Uint8Array(0);
let clauseBlocks = new Uint8Array(0);
let rowBuffer = new Int32Array(0);

export function matchSegment(segment: TextSegment, query: ParsedQuery): SegmentMatch {
  const count = segment.count;
  if (query.clauses.length === 0) return { rows: new Int32Array(0), states: new Uint8Array(0) };
  if (stateBuffer.length < count) {
    stateBuffer = new Uint8Array(count);
    clauseBuffer = new Uint8Array(count);
    stateBlocks = new Uint8Array((count >> BLOCK_BITS) + 1);
    clauseBlocks = new Uint8Array((count >> BLOCK_BITS) + 1);
    rowBuffer = new Int32Array(count);
  }
  const blocks = (count >> BLOCK_BITS) + 1;
  for (const phrase of query.clauses[0]!) markPhrase(segment, phrase, stateBuffer, stateBlocks);
  startState(stateBuffer, stateBlocks, blocks, count);
  for (let c = 1; c < query.clauses.length; c++) {
    for (const phrase of query.clauses[c]!) markPhrase(segment, phrase, clauseBuffer, clauseBlocks);
    andState(stateBuffer, stateBlocks, clauseBuffer, blocks, count);
    clearBlocks(clauseBuffer, clauseBlocks, blocks, count);
  }
  return collectMatches(stateBuffer, stateBlocks, blocks, count, rowBuffer);
}

// The loops over the rows of touched blocks, each in a small function of its own so the compiler
// optimises it alone.
function startState(state: Uint8Array, touched: Uint8Array, blocks: number, count: number): void {
  for (let block = 0; block < blocks; block++) {
    if (touched[block] === 0) continue;
    const end = Math.min(count, (block + 1) << BLOCK_BITS);
    for (let row = block << BLOCK_BITS; row < end; row++) {
      const fields = state[row]!;
      if (fields !== 0) state[row] = MATCHED | (fields & (FIELD_NAME | FIELD_META));
    }
  }
}

function andState(
  state: Uint8Array,
  touched: Uint8Array,
  clause: Uint8Array,
  blocks: number,
  count: number,
): void {
  for (let block = 0; block < blocks; block++) {
    if (touched[block] === 0) continue;
    const end = Math.min(count, (block + 1) << BLOCK_BITS);
    for (let row = block << BLOCK_BITS; row < end; row++) {
      const before = state[row]!;
      if (before === 0) continue;
      const fields = clause[row]!;
      state[row] = fields === 0 ? 0 : MATCHED | (before & fields & (FIELD_NAME | FIELD_META));
    }
  }
}

function clearBlocks(marks: Uint8Array, touched: Uint8Array, blocks: number, count: number): void {
  for (let block = 0; block < blocks; block++) {
    if (touched[block] === 0) continue;
    marks.fill(0, block << BLOCK_BITS, Math.min(count, (block + 1) << BLOCK_BITS));
    touched[block] = 0;
  }
}

// The matching rows and their states; leaves the marks all zero.
function collectMatches(
  state: Uint8Array,
  touched: Uint8Array,
  blocks: number,
  count: number,
  scratch: Int32Array,
): SegmentMatch {
  let matched = 0;
  for (let block = 0; block < blocks; block++) {
    if (touched[block] === 0) continue;
    const end = Math.min(count, (block + 1) << BLOCK_BITS);
    for (let row = block << BLOCK_BITS; row < end; row++) if (state[row] !== 0) scratch[matched++] = row;
  }
  const rows = scratch.slice(0, matched);
  const states = new Uint8Array(matched);
  for (let i = 0; i < matched; i++) states[i] = state[rows[i]!]!;
  clearBlocks(state, touched, blocks, count);
  return { rows, states };
}

// The relevance tier of a match state (search-engine.ts): 0 in the name and the brand/model/
// categories, 1 in the name only, 2 elsewhere.
export function tierOf(state: number): number {
  if ((state & FIELD_NAME) === 0) return 2;
  return (state & FIELD_META) === 0 ? 1 : 0;
}

// How often each phrase occurs in a row, weighted by field, and the row's length: what bm25 needs.
const BM25_FIELD_WEIGHTS = [10, 4, 1] as const;
const BM25_K1 = 1.2;
const BM25_B = 0.75;

export type PhraseStats = { phrase: SearchPhrase; rows: number };

function phraseFrequency(segment: TextSegment, row: number, marks: readonly WordTerms[]): number {
  let frequency = 0;
  for (let field = 0; field < FIELDS; field++) {
    const start = segment.fieldStart[row * FIELDS + field]!;
    const end = segment.fieldStart[row * FIELDS + field + 1]!;
    for (let at = start; at < end; at++) {
      if (phraseAt(segment.tokens, at, end, marks)) frequency += BM25_FIELD_WEIGHTS[field]!;
    }
  }
  return frequency;
}

// Okapi BM25 as FTS5's bm25() computes it (field weights 10, 4, 1; a phrase's frequency the sum of
// its occurrences' field weights), higher is better. `rowsTotal` and `phrases[].rows` are counted
// over the whole index, as FTS5 counts them over its table.
export function bm25Scorer(
  segment: TextSegment,
  phrases: readonly PhraseStats[],
  rowsTotal: number,
  averageLength: number,
): (row: number) => number {
  const weighted = phrases.map(({ phrase, rows }) => {
    const idf = Math.log((rowsTotal - rows + 0.5) / (rows + 0.5));
    return { marks: phraseWordTerms(segment, phrase), idf: idf <= 0 ? 1e-6 : idf };
  });
  return (row) => {
    const length = segment.fieldStart[(row + 1) * FIELDS]! - segment.fieldStart[row * FIELDS]!;
    let score = 0;
    for (const { marks, idf } of weighted) {
      if (!marks) continue;
      const frequency = phraseFrequency(segment, row, marks);
      score +=
        (idf * (frequency * (BM25_K1 + 1))) /
        (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * length) / Math.max(averageLength, 1)));
    }
    return score;
  };
}

// How many rows of a segment hold the phrase (in any field).
export function countPhraseRows(segment: TextSegment, phrase: SearchPhrase): number {
  const marked = new Uint8Array(segment.count);
  markPhrase(segment, phrase, marked, new Uint8Array((segment.count >> BLOCK_BITS) + 1));
  let count = 0;
  for (let row = 0; row < segment.count; row++) if (marked[row] !== 0) count++;
  return count;
}

// Rows of the segment holding the term, up to `cap` (for spelling candidates).
export function termRowCount(segment: TextSegment, term: string): number {
  const id = segment.termIds.get(term);
  return id === undefined ? 0 : segment.postingStart[id + 1]! - segment.postingStart[id]!;
}

// Words of letters only of the segment in [from, to) alphabetically, between `shortest` and
// `longest` letters long: the candidates of a spelling correction.
export function wordsBetween(
  segment: TextSegment,
  from: string,
  to: string,
  shortest: number,
  longest: number,
): string[] {
  const found: string[] = [];
  const { sortedTermIds, terms, lettersOnly } = segment;
  for (let at = lowerBound(segment, from), end = lowerBound(segment, to); at < end; at++) {
    const id = sortedTermIds[at]!;
    if (lettersOnly[id] === 0) continue;
    const length = terms[id]!.length;
    if (length >= shortest && length <= longest) found.push(terms[id]!);
  }
  return found;
}
