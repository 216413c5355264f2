import { describe, expect, it } from 'vitest';
import { displayGtin, hasValidGtinCheckDigit, normalizeGtin } from './gtin.ts';

describe('normalizeGtin', () => {
  it('accepts EAN-13, UPC-A, EAN-8 and GTIN-14 with a correct check digit', () => {
    expect(normalizeGtin('4006381333931')).toBe('04006381333931');
    expect(normalizeGtin('036000291452')).toBe('00036000291452');
    expect(normalizeGtin('96385074')).toBe('00000096385074');
    expect(normalizeGtin('10036000291459')).toBe('10036000291459');
  });

  it('groups the UPC and EAN spellings of the same item', () => {
    expect(normalizeGtin('036000291452')).toBe(normalizeGtin('0036000291452'));
  });

  it('tolerates spaces and dashes', () => {
    expect(normalizeGtin(' 400-6381 333931 ')).toBe('04006381333931');
  });

  it.each([
    ['a wrong check digit', '4006381333932'],
    ['a wrong length', '40063813339'],
    ['letters', 'ABC1234567890'],
    ['all zeros', '0000000000000'],
    ['spreadsheet notation', '8.80609E+12'],
    ['empty', ''],
  ])('rejects %s', (_label, raw) => {
    expect(normalizeGtin(raw)).toBeNull();
  });

  it('checks digits with the GS1 weights', () => {
    expect(hasValidGtinCheckDigit('4006381333931')).toBe(true);
    expect(hasValidGtinCheckDigit('4006381333932')).toBe(false);
  });

  it('displays the usual short spelling', () => {
    expect(displayGtin('04006381333931')).toBe('4006381333931');
    expect(displayGtin('00000096385074')).toBe('96385074');
  });
});
