import { foldCase, splitWords } from './search-text.ts';
import { findSynonymAt, pluralForms, singularForms } from './synonyms.ts';

// What a visitor typed, turned into a query both engines run the same way. Nothing typed is ever
// an operator: quotes, "*", "-", "OR", "NEAR(", ":", "^" and parentheses are plain text, and the
// words that reach an engine contain only letters and digits, so they cannot change the query's
// structure (see sqlite-search.ts and postgres-search.ts for how each engine spells it).
//
// A query is a list of clauses that must all match; a clause lists alternatives, any of which may
// match: the word as typed, its singular or plural, its synonyms in the other language, and for a
// model number the other ways of writing it. The last word matches as a prefix, as people type.

export type SearchPhrase = {
  // Adjacent words; one word in most phrases.
  words: readonly string[];
  // The last word matches any word it begins.
  prefix: boolean;
};
export type SearchClause = readonly SearchPhrase[];

export type ParsedQuery = {
  clauses: readonly SearchClause[];
  // The folded terms as typed, in order, for spelling corrections ("auriculres", "i5-1235u").
  terms: readonly string[];
  // Which clause each term became (null: dropped as a stop word or beyond the limit).
  clauseOfTerm: readonly (number | null)[];
  // Identifies the query for caches: two texts with the same key find the same products.
  key: string;
};

// Bounds the work one query can ask for; words past this are ignored.
export const MAX_CLAUSES = 10;
// A one-letter prefix would match a large part of the vocabulary; one letter is matched exactly.
const MIN_PREFIX_LENGTH = 2;

// Little words that carry no meaning in a product search ("funda para iphone", "the witcher").
const STOP_WORDS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'u',
  'un',
  'una',
  'y',
  'an',
  'and',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

// A term is a word, or letters and digits joined by "-", "." or "/" ("wh-1000xm5").
const TERM = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)*/gu;

export function extractTerms(text: string): string[] {
  return [...foldCase(text).matchAll(TERM)].map((match) => match[0]);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

export function parseSearchQuery(text: string, options: { prefixLast?: boolean } = {}): ParsedQuery {
  const prefixLast = options.prefixLast ?? true;
  const terms = extractTerms(text);
  const meaningful = terms.map((term) => !isStopWord(term));
  // A query of stop words only ("de la") still searches for them.
  if (!meaningful.some(Boolean)) meaningful.fill(true);
  // The word being typed is kept even if it is a stop word so far ("portatil de" -> "dell").
  if (terms.length > 0) meaningful[terms.length - 1] = true;

  const clauses: SearchClause[] = [];
  const clauseOfTerm: (number | null)[] = terms.map(() => null);
  let i = 0;
  while (i < terms.length) {
    if (!meaningful[i]) {
      i++;
      continue;
    }
    if (clauses.length >= MAX_CLAUSES) break;
    const term = terms[i]!;
    const isLast = i === terms.length - 1;
    const prefix = prefixLast && isLast;
    // Synonyms span plain words only ("tarjeta grafica"), never a model number.
    const plain: string[] = [];
    for (let j = i; j < terms.length && meaningful[j] && /^[\p{L}\p{N}]+$/u.test(terms[j]!); j++) {
      plain.push(terms[j]!);
    }
    const synonym = plain.length > 0 ? findSynonymAt(plain, 0) : null;
    if (synonym) {
      const span = synonym.length;
      const typed = plain.slice(0, span);
      const endsQuery = i + span === terms.length;
      clauses.push(synonymClause(typed, synonym.group, prefix && endsQuery));
      for (let k = i; k < i + span; k++) clauseOfTerm[k] = clauses.length - 1;
      i += span;
      continue;
    }
    clauses.push(termClause(term, prefix));
    clauseOfTerm[i] = clauses.length - 1;
    i++;
  }
  return { clauses, terms, clauseOfTerm, key: clauseKey(clauses) };
}

function phrase(words: readonly string[], prefix: boolean): SearchPhrase {
  const last = words[words.length - 1] ?? '';
  return { words, prefix: prefix && last.length >= MIN_PREFIX_LENGTH };
}

function termClause(term: string, prefix: boolean): SearchClause {
  const words = splitWords(term);
  if (words.length > 1) {
    // "i5-1235u", "m.2": the index holds every such compound joined ("i51235u", "m2"), which is
    // far cheaper to match than the parts as a phrase.
    return [phrase([words.join('')], prefix)];
  }
  const word = words[0]!;
  const alternatives: SearchPhrase[] = [phrase([word], prefix)];
  // "rtx4070" typed together also finds "RTX 4070"; not "i7" or "a55", whose one-character parts
  // would be a phrase of two of the commonest words of the index.
  const runs = word.match(/\p{L}+|\p{N}+/gu) ?? [];
  if (runs.length >= 2 && runs.length <= 3 && runs.every((run) => run.length >= 2)) {
    alternatives.push(phrase(runs, prefix));
  }
  for (const form of singularForms(word).slice(1)) alternatives.push(phrase([form], false));
  // Also when typed last: a complete word may stop being a prefix (see applyVocabulary).
  for (const form of pluralForms(word)) alternatives.push(phrase([form], false));
  return dedupe(alternatives);
}

function synonymClause(typed: readonly string[], group: readonly string[], prefix: boolean): SearchClause {
  const alternatives: SearchPhrase[] = [phrase(typed, prefix)];
  for (const entry of group) {
    const words = entry.split(' ');
    alternatives.push(phrase(words, false));
    // Shops write "Auriculares", "Tarjetas gráficas": the plural of every word, and of the last only.
    const plurals = words.map((word) => pluralForms(word)[0] ?? word);
    alternatives.push(phrase(plurals, false));
    const lastPlural = pluralForms(words[words.length - 1]!);
    for (const form of lastPlural) alternatives.push(phrase([...words.slice(0, -1), form], false));
  }
  return dedupe(alternatives);
}

function dedupe(phrases: readonly SearchPhrase[]): SearchClause {
  const seen = new Map<string, SearchPhrase>();
  for (const item of phrases) {
    const key = item.words.join(' ');
    const known = seen.get(key);
    // A prefix alternative covers the exact one.
    if (!known || (item.prefix && !known.prefix)) seen.set(key, item);
  }
  return [...seen.values()];
}

function clauseKey(clauses: readonly SearchClause[]): string {
  return clauses
    .map((clause) =>
      clause
        .map((item) => `${item.words.join(' ')}${item.prefix ? '*' : ''}`)
        .sort()
        .join('|'),
    )
    .join('&');
}

// A word typed last that is already a complete word of the index, and at least this long, is
// matched as that word (and its plurals) rather than as a prefix: "portatil" would otherwise also
// read every word beginning with it, and the person has clearly finished typing it.
export const COMPLETE_WORD_LENGTH = 6;

// The words whose presence in the index applyVocabulary() needs to know: with `prune`, every
// word of every alternative; without, only complete words typed last.
export function wordsToLookUp(parsed: ParsedQuery, prune = true): string[] {
  const words = new Set<string>();
  for (const clause of parsed.clauses) {
    for (const item of clause) {
      if (prune) for (const word of item.prefix ? item.words.slice(0, -1) : item.words) words.add(word);
      const last = item.words[item.words.length - 1]!;
      if (item.prefix && item.words.length === 1 && last.length >= COMPLETE_WORD_LENGTH) words.add(last);
    }
  }
  return [...words];
}

// The query with what the index cannot match removed: alternatives naming a word no product has
// ("laptops" when no shop writes it), those another alternative already covers, and the prefix of
// a complete word typed last. Only the last changes results, and both engines apply it alike from
// `existing` (the words of wordsToLookUp() that some listed product has); the rest spares the
// engine work and is skipped without `prune` (PostgreSQL, whose index ignores unknown words
// cheaply but answers "does any product have this word" less cheaply than FTS5). A clause left
// without alternatives matches nothing, and the query comes back without clauses.
export function applyVocabulary(
  parsed: ParsedQuery,
  existing: ReadonlySet<string>,
  prune = true,
): ParsedQuery {
  const clauses: SearchClause[] = [];
  for (const clause of parsed.clauses) {
    const kept: SearchPhrase[] = [];
    for (const item of clause) {
      const fixed = item.prefix ? item.words.slice(0, -1) : item.words;
      if (prune && !fixed.every((word) => existing.has(word))) continue;
      const last = item.words[item.words.length - 1]!;
      const complete =
        item.prefix && item.words.length === 1 && last.length >= COMPLETE_WORD_LENGTH && existing.has(last);
      kept.push(complete ? { words: item.words, prefix: false } : item);
    }
    if (kept.length === 0) return { ...parsed, clauses: [], key: '' };
    const deduped = dedupe(kept);
    clauses.push(prune ? withoutSubsumed(deduped) : deduped);
  }
  return { ...parsed, clauses, key: clauseKey(clauses) };
}

// Alternatives that can only match documents another alternative of the clause already matches:
// a phrase holding a word that is an alternative on its own ("ordenador portatil" next to
// "portatil"), and words a prefix alternative covers ("portatiles" next to "port"*).
function withoutSubsumed(clause: SearchClause): SearchClause {
  const exact = new Set(
    clause.filter((item) => !item.prefix && item.words.length === 1).map((item) => item.words[0]!),
  );
  const prefixes = clause
    .filter((item) => item.prefix && item.words.length === 1)
    .map((item) => item.words[0]!);
  return clause.filter((item) => {
    if (item.words.length > 1) return !item.words.some((word) => exact.has(word));
    if (item.prefix) return true;
    const word = item.words[0]!;
    return !prefixes.some((prefix) => word.startsWith(prefix));
  });
}

// The query text with some terms replaced (spelling corrections), for "did you mean".
export function replaceTerms(parsed: ParsedQuery, replacements: ReadonlyMap<number, string>): string {
  return parsed.terms.map((term, index) => replacements.get(index) ?? term).join(' ');
}

// A query with only the given clause, to ask whether that one word finds anything.
export function singleClauseQuery(parsed: ParsedQuery, index: number): ParsedQuery {
  const clause = parsed.clauses[index]!;
  return {
    clauses: [clause],
    terms: [],
    clauseOfTerm: [],
    key: clauseKey([clause]),
  };
}
