// How text becomes search words, the same for the index and for what visitors type: lower case,
// accents and ligatures folded ("Portátil" = "portatil", "Straße" = "strasse"), and every
// character that is not a letter or a digit breaks words. Model numbers written with a hyphen, dot
// or slash ("i5-1235U", "M.2", "WH-1000XM5") are indexed both as their parts and joined
// ("i51235u", "m2", "wh1000xm5"), so people find them however they type them.
//
// SQLite's index calls these functions (registered on the connection, see sqlite-search.ts);
// PostgreSQL applies the same rules in SQL (search_text() in migrations/0002-search.ts). The
// per-dialect tests compare the two.

// Letters that Unicode does not decompose but PostgreSQL's unaccent folds, so both agree.
const EXTRA_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
  ﬁ: 'fi',
  ﬂ: 'fl',
  '¹': '1',
  '²': '2',
  '³': '3',
  º: 'o',
  ª: 'a',
  '½': ' 1/2',
  '¼': ' 1/4',
  '¾': ' 3/4',
};
const NON_ASCII = /[\u0080-\u{10ffff}]/u;
const COMBINING_MARKS = /\p{M}+/gu;

// Each non-ASCII character folded once and remembered (a few hundred distinct ones in practice;
// bounded so odd input cannot grow it without limit).
const FOLDED_CHARACTERS = new Map<string, string>();
const MAX_FOLDED_CHARACTERS = 5000;

function foldCharacter(character: string): string {
  let folded = FOLDED_CHARACTERS.get(character);
  if (folded === undefined) {
    folded = character.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
    folded = EXTRA_FOLDS[folded] ?? folded;
    if (FOLDED_CHARACTERS.size >= MAX_FOLDED_CHARACTERS) FOLDED_CHARACTERS.clear();
    FOLDED_CHARACTERS.set(character, folded);
  }
  return folded;
}

// Lower case with accents folded; punctuation is kept (see foldForMatching for words).
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  let folded = '';
  let copied = 0;
  for (let index = 0; index < lower.length; index++) {
    if (lower.charCodeAt(index) < 128) continue;
    const point = lower.codePointAt(index)!;
    const width = point > 0xffff ? 2 : 1;
    folded += lower.slice(copied, index) + foldCharacter(lower.slice(index, index + width));
    index += width - 1;
    copied = index + 1;
  }
  return folded + lower.slice(copied);
}

// Indexing folds every product's texts, so words are scanned by hand: a regular expression with
// Unicode classes costs ten times more per text. ASCII is classified by code; other characters by
// their Unicode category (letters and digits of any script are word characters).
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function wordCharacterLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) ? 1 : 0;
  const point = text.codePointAt(index)!;
  return WORD_CHARACTER.test(String.fromCodePoint(point)) ? (point > 0xffff ? 2 : 1) : 0;
}

// The words of folded text, and with `compounds` the joined spelling of letters and digits joined
// by "-", "." or "/" ("i5-1235u" -> "i51235u"; "m.2" -> "m2").
function scanWords(folded: string, compounds: string[] | null): string[] {
  const words: string[] = [];
  const length = folded.length;
  let joined = '';
  let parts = 0;
  let index = 0;
  while (index < length) {
    let step = wordCharacterLength(folded, index);
    if (step === 0) {
      index++;
      continue;
    }
    const start = index;
    while (index < length && step > 0) {
      index += step;
      step = index < length ? wordCharacterLength(folded, index) : 0;
    }
    const word = folded.slice(start, index);
    words.push(word);
    if (!compounds) continue;
    joined += word;
    parts++;
    const next = folded.charCodeAt(index);
    // "-", "." or "/" followed by a letter or digit: the compound goes on.
    if (
      (next === 45 || next === 46 || next === 47) &&
      index + 1 < length &&
      wordCharacterLength(folded, index + 1) > 0
    ) {
      index++;
      continue;
    }
    if (parts > 1) compounds.push(joined);
    joined = '';
    parts = 0;
  }
  return words;
}

export function splitWords(folded: string): string[] {
  return scanWords(folded, null);
}

// "i5-1235u m.2" -> ["i51235u", "m2"]: the joined spelling of each compound.
export function joinedCompounds(folded: string): string[] {
  const compounds: string[] = [];
  scanWords(folded, compounds);
  return compounds;
}

// The words of a text as a key: "Portátil  HP-15" -> "portatil hp 15".
export function foldForMatching(text: string | null | undefined): string {
  if (!text) return '';
  return splitWords(foldCase(text)).join(' ');
}

// What the index stores for a field: its words, then the joined spelling of its compounds.
export function toIndexText(text: string | null | undefined): string {
  if (!text) return '';
  const compounds: string[] = [];
  const words = scanWords(foldCase(text), compounds);
  return compounds.length === 0 ? words.join(' ') : `${words.join(' ')} ${compounds.join(' ')}`;
}

// How a query is remembered for popular searches: lower case, accents folded, spaces collapsed;
// punctuation stays so "i5-1235u" is shown as typed.
export function normalizeQueryText(text: string): string {
  return foldCase(text).replace(/\s+/g, ' ').trim();
}

// The same, but keeping accents, for showing the query back to people ("portátil lenovo").
export function tidyQueryText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
