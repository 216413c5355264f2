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
const EXTRA_FOLD_PATTERN = new RegExp(`[${Object.keys(EXTRA_FOLDS).join('')}]`, 'g');
const NON_ASCII = /[\u0080-\u{10ffff}]/u;
const COMBINING_MARKS = /\p{M}+/gu;
const WORD_BREAKS = /[^\p{L}\p{N}]+/u;
// Letters and digits joined by "-", "." or "/" (a model number, "m.2", "wi-fi").
const COMPOUND = /[\p{L}\p{N}]+(?:[-./][\p{L}\p{N}]+)+/gu;
const COMPOUND_JOINERS = /[-./]/g;

// Lower case with accents folded; punctuation is kept (see foldForMatching for words).
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(EXTRA_FOLD_PATTERN, (letter) => EXTRA_FOLDS[letter] ?? letter);
}

export function splitWords(folded: string): string[] {
  return folded.split(WORD_BREAKS).filter((word) => word !== '');
}

// "i5-1235u m.2" -> ["i51235u", "m2"]: the joined spelling of each compound.
export function joinedCompounds(folded: string): string[] {
  const joined: string[] = [];
  for (const match of folded.matchAll(COMPOUND)) joined.push(match[0].replace(COMPOUND_JOINERS, ''));
  return joined;
}

// The words of a text as a key: "Portátil  HP-15" -> "portatil hp 15".
export function foldForMatching(text: string | null | undefined): string {
  if (!text) return '';
  return splitWords(foldCase(text)).join(' ');
}

// What the index stores for a field: its words, then the joined spelling of its compounds.
export function toIndexText(text: string | null | undefined): string {
  if (!text) return '';
  const folded = foldCase(text);
  const words = splitWords(folded);
  const compounds = joinedCompounds(folded);
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
