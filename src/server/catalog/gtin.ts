// GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) handling. Products from different shops are the same product
// only when they share a valid GTIN, so a wrong check digit must never merge two products.

const VALID_LENGTHS = new Set([8, 12, 13, 14]);

export function hasValidGtinCheckDigit(digits: string): boolean {
  let sum = 0;
  // Weights alternate 3,1,3,... from the digit next to the check digit, whatever the length.
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(digits.length - 1) - 48;
}

// Returns the GTIN as 14 digits (left-padded with zeros) so an EAN-13 and its UPC-A or GTIN-14
// spellings group together, or null when the value is absent or not a valid GTIN.
export function normalizeGtin(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  // Spreadsheet-mangled values such as 8.41234E+12 have lost digits and cannot be trusted.
  if (trimmed === '' || /e\+?\d/i.test(trimmed)) return null;
  const digits = trimmed.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !VALID_LENGTHS.has(digits.length)) return null;
  if (/^0+$/.test(digits)) return null;
  if (!hasValidGtinCheckDigit(digits)) return null;
  return digits.padStart(14, '0');
}

// The shortest usual spelling: 13 digits for EAN-13/UPC, 8 for EAN-8, else 14.
export function displayGtin(gtin14: string): string {
  if (gtin14.startsWith('000000')) return gtin14.slice(6);
  if (gtin14.startsWith('0')) return gtin14.slice(1);
  return gtin14;
}
