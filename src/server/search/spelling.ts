// Spelling corrections for words that find nothing ("samsumg", "auriculres", "nvidea"). Each engine
// proposes words of its index that look alike (SQLite: words with the same first or second letter;
// PostgreSQL: pg_trgm similarity); the choice among them is made here, the same for both.

export type TermCandidate = { term: string; documents: number };

// Document counts above this are not told apart: "in many products" is all the choice needs, and
// it keeps counting cheap on PostgreSQL.
export const CANDIDATE_DOCUMENTS_CAP = 1000;

// Words shorter than this are too ambiguous to correct ("tv", "hp").
export const MIN_CORRECTABLE_LENGTH = 4;

// How many edits a word of this length may need: one for short words, two from six letters.
export function maxEditsFor(word: string): number {
  return word.length >= 6 ? 2 : 1;
}

// Whether a word is worth correcting: letters only (model numbers are not misspelt), long enough.
export function isCorrectable(word: string): boolean {
  return word.length >= MIN_CORRECTABLE_LENGTH && /^\p{L}+$/u.test(word);
}

// Optimal string alignment distance (Levenshtein plus swapping two neighbours, "samsnug"), giving up
// once the distance must exceed `limit`.
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

// The best replacement for `word` among the candidates: fewest edits, then the word found in more
// products, then alphabetical (so both engines agree).
export function pickCorrection(word: string, candidates: readonly TermCandidate[]): string | null {
  const limit = maxEditsFor(word);
  let best: { term: string; edits: number; documents: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.term === word || candidate.documents <= 0 || !/^\p{L}+$/u.test(candidate.term)) continue;
    const edits = editDistance(word, candidate.term, limit);
    if (edits > limit) continue;
    const documents = Math.min(candidate.documents, CANDIDATE_DOCUMENTS_CAP);
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits && documents > best.documents) ||
      (edits === best.edits && documents === best.documents && candidate.term < best.term)
    ) {
      best = { term: candidate.term, edits, documents };
    }
  }
  return best?.term ?? null;
}
