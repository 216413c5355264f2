// Feed prices come as "12.0", "130.00", "9.69 EUR", "EUR12.0", "€ 1.299,00", "1,299.00",
// "1.299,00 €" or "12,99". We return integer cents so sums and comparisons are exact.
//
// Anything else is refused rather than guessed at: a lenient reader once took "1e5" for 15.00 €,
// "0x10" for 10.00 €, "1/2" for 12.00 € and "12.5.0" for 1,250.00 €, and published them.

export type ParsedPrice = { cents: number; currency: string | null };
// Why a value is not a price, for the quarantine report.
export type PriceProblem = { problem: string };

const SYMBOL_CURRENCIES: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', $: 'USD', '¥': 'JPY' };

// The common case ("12.0", "130.00") needs none of the work below.
const PLAIN_PRICE = /^\d{1,9}(?:\.\d{1,2})?$/;

// One currency code or symbol before or after the number, with or without a space. A code must
// stand apart from other letters, so "gratis" is not the currency "GRA" followed by "tis".
const CURRENCY_AROUND = /^(?:([a-z]{3}(?![a-z])|[€£$¥])\s*)?(.*?)(?:\s*((?<![a-z])[a-z]{3}|[€£$¥]))?$/is;

// The number itself. A single "." or "," is the decimal mark, even before exactly three digits:
// "12.000" and "1,299" are ambiguous, and Awin feeds write "12.000" for twelve euros far more often
// than for twelve thousand (three decimals are then rounded to the cent). Thousands grouping is
// only read where it cannot be a decimal mark: a first group of 1-3 digits, then groups of exactly
// 3 with one separator (".", "," or a space), then a decimal part with the other mark
// ("1.299,00", "1,299.00", "1 299,00"), or several groups ("1.234.567").
const DECIMAL_NUMBER = /^(\d+)(?:[.,](\d{1,3}))?$/;
const GROUPED_NUMBER = /^(\d{1,3}([., \u00a0\u202f])\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/u;
// Past this many integer digits a number no longer fits in cents exactly.
const MAX_INTEGER_DIGITS = 13;

export function parseAwinPrice(raw: string | null | undefined): ParsedPrice | null | 'invalid' {
  const reading = readAwinPrice(raw);
  return reading !== null && 'problem' in reading ? 'invalid' : reading;
}

// Like parseAwinPrice, but an invalid value says what is wrong with it.
export function readAwinPrice(raw: string | null | undefined): ParsedPrice | PriceProblem | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  if (PLAIN_PRICE.test(text)) return { cents: Math.round(Number(text) * 100), currency: null };

  const [, before, number = '', after] = CURRENCY_AROUND.exec(text) ?? [];
  if (before && after) return { problem: 'two currency marks' };
  const problem = findNumberProblem(number);
  if (problem) return { problem };

  const decimal = DECIMAL_NUMBER.exec(number);
  const grouped = decimal ? null : GROUPED_NUMBER.exec(number);
  let integerDigits: string;
  let fractionDigits: string;
  if (decimal) {
    integerDigits = decimal[1]!;
    fractionDigits = decimal[2] ?? '';
  } else if (grouped && grouped[3] !== grouped[2]) {
    integerDigits = grouped[1]!.replace(/\D/g, '');
    fractionDigits = grouped[4] ?? '';
  } else {
    return { problem: describeMalformedNumber(number) };
  }
  if (integerDigits.replace(/^0+/, '').length > MAX_INTEGER_DIGITS) return { problem: 'too large' };
  // Whole milli-euros, so rounding to the cent is exact ("19.995" is 20.00, not 19.99).
  const millis = Number(integerDigits) * 1000 + Number(fractionDigits.padEnd(3, '0'));
  const currency = before ?? after;
  return {
    cents: Math.round(millis / 10),
    currency: currency ? (SYMBOL_CURRENCIES[currency] ?? currency.toUpperCase()) : null,
  };
}

// What makes `number` (the value without its currency) something other than digits and separators.
function findNumberProblem(number: string): string | null {
  if (/\d\s*e\s*[+-]?\d/i.test(number)) return 'exponent notation';
  if (/0x/i.test(number)) return 'a hexadecimal number';
  if (number.includes('-')) return 'a minus sign: negative, or a range of prices';
  if (/\p{L}/u.test(number)) return 'letters that are not a currency code or symbol';
  if (number.includes('/')) return 'a slash: a fraction, or several prices';
  if (/[^\d.,\s]/.test(number)) return 'characters that are not part of a price';
  if (!/\d/.test(number)) return 'no digits';
  return null;
}

// Digits and separators, but not in a shape we read: say which rule it breaks.
function describeMalformedNumber(number: string): string {
  if (/^\d+[.,]\d{4,}$/.test(number)) return 'more than 3 decimal places';
  if (/^\d{1,3}([., ])\d{3}(?:\1\d{3})*[.,]\d{3,}$/.test(number))
    return 'more than 2 decimal places after thousands grouping';
  return 'separators that are neither one decimal mark nor thousands grouping in groups of 3 digits';
}
