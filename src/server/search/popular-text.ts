// What may be shown to every visitor in the "popular searches" and "popular brands" panels. Those
// texts come from visitors and feeds, and an attack run once put "tv ☠☠☠ >>> <<‹ ¡¡¡" at #2 on
// every home page, with "%00", "' or '1'='1" and "es/../../" stored beside it. A search text is
// reduced to its words (letters and digits, joined inside a word by - . ' / + &), capped, and
// dropped when no word carries meaning; a brand name from a feed is shown only when it reads as one.

export const MAX_POPULAR_TEXT_LENGTH = 60;
const MAX_POPULAR_WORDS = 6;

// Words that say nothing on their own in the six languages (Japanese is written without spaces).
const STOP_WORDS = new Set(
  [
    // es
    'a al con de del el en es la las lo los o para por que se sin su un una y',
    // en
    'an and as at be by for from in is it of on or the to with',
    // pt
    'as com da das do dos e em na no os ou um uma',
    // de
    'am auf aus das dem den der die ein eine im ist mit oder und von zu zum für',
    // fr
    'au aux ce des du et il le les ou par pour sur une avec',
  ]
    .join(' ')
    .split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:[-.'/+&][\p{L}\p{N}]+)*/gu;
const LETTER = /\p{L}/u;
// Control and invisible formatting characters (NUL, ESC, bidi overrides, zero-width spaces).
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

function isMeaningful(word: string): boolean {
  return [...word].length >= 2 && LETTER.test(word) && !STOP_WORDS.has(word);
}

// The text shown for a popular search, or null when it must not be listed. Lower case, as typed
// otherwise (accents kept).
export function cleanPopularSearchText(text: string): string | null {
  const words = text.normalize('NFC').toLowerCase().match(WORD) ?? [];
  let cleaned = '';
  for (const word of words.slice(0, MAX_POPULAR_WORDS)) {
    const next = cleaned === '' ? word : `${cleaned} ${word}`;
    if (next.length > MAX_POPULAR_TEXT_LENGTH) break;
    cleaned = next;
  }
  if (cleaned === '' || !cleaned.split(' ').some(isMeaningful)) return null;
  return cleaned;
}

// Marks brands use ("Logitech®"); any other symbol, or two punctuation marks in a row, is not a name.
const ALLOWED_SYMBOLS = new Set(['®', '™', '©']);
const SYMBOL = /[\p{S}\p{P}]/u;

// Brand names come from feeds as they are; the popular panel shows one only when it reads as a
// name: no control characters, a letter somewhere, no symbol art ("☠☠☠", ">>>").
export function isPresentableBrandName(name: string): boolean {
  if (name.length > MAX_POPULAR_TEXT_LENGTH || CONTROL_OR_FORMAT.test(name) || !LETTER.test(name))
    return false;
  let previousWasPunctuation = false;
  for (const character of name) {
    if (ALLOWED_SYMBOLS.has(character)) continue;
    if (/\p{S}/u.test(character)) return false;
    const punctuation = SYMBOL.test(character);
    if (punctuation && previousWasPunctuation) return false;
    previousWasPunctuation = punctuation;
  }
  return true;
}
