import { describe, expect, it } from 'vitest';
import { parseAwinPrice, readAwinPrice } from './parse-price.ts';

describe('parseAwinPrice', () => {
  it.each([
    ['12.0', 1200, null],
    ['130.00', 13000, null],
    ['9.69 EUR', 969, 'EUR'],
    ['EUR12.0', 1200, 'EUR'],
    ['EUR 1299', 129900, 'EUR'],
    ['1.299,00 €', 129900, 'EUR'],
    ['1,299.99', 129999, null],
    ['12,50', 1250, null],
    ['0.99', 99, null],
    ['1.234.567', 123456700, null],
    ['  45 ', 4500, null],
    ['19.999', 2000, null],
    ['GBP 10.5', 1050, 'GBP'],
  ])('reads %s as %i cents', (raw, cents, currency) => {
    expect(parseAwinPrice(raw)).toEqual({ cents, currency });
  });

  it('treats an empty value as absent', () => {
    expect(parseAwinPrice('')).toBeNull();
    expect(parseAwinPrice('   ')).toBeNull();
    expect(parseAwinPrice(undefined)).toBeNull();
  });

  it.each(['N/A', 'gratis', '-5.00', 'EUR'])('rejects %s', (raw) => {
    expect(parseAwinPrice(raw)).toBe('invalid');
  });

  // The documented spellings, and thousands grouping only where it is unmistakable.
  it.each([
    ['€ 1.299,00', 129900, 'EUR'],
    ['1,299.00', 129900, null],
    ['12,99', 1299, null],
    ['12.000', 1200, null],
    ['1.234.567,89', 123456789, null],
    ['1,234,567.8', 123456780, null],
    ['1 299,00 €', 129900, 'EUR'],
    ['1\u00a0299,00', 129900, null],
    ['eur 5', 500, 'EUR'],
    ['12 €', 1200, 'EUR'],
    ['$10', 1000, 'USD'],
    ['0.005', 1, null],
  ])('reads %s as %i cents', (raw, cents, currency) => {
    expect(parseAwinPrice(raw)).toEqual({ cents, currency });
  });

  // Each of these was once read as a price (1e5 as 15.00 €, 0x10 as 10.00 €, 1/2 as 12.00 €,
  // 12.5.0 as 1,250.00 €, 1,2,3 as 123.00 €); a row carrying one must be quarantined, saying why.
  it.each([
    ['1e5', /exponent/],
    ['1E+5', /exponent/],
    ['0x10', /hexadecimal/],
    ['1/2', /slash/],
    ['12.5.0', /grouping/],
    ['1,2,3', /grouping/],
    ['1.29,00', /grouping/],
    ['1.299.00', /grouping/],
    ['1,299,00', /grouping/],
    ['12.5000', /decimal places/],
    ['1.299,001', /decimal places/],
    ['12.0 EUR incl. IVA', /letters/],
    ['12 EUR 50', /letters/],
    ['EUR 12 EUR', /currency/],
    ['N/A', /letters/],
    ['gratis', /letters|digits/],
    ['-5.00', /minus/],
    ['5-10', /minus/],
    ['+5', /character/],
    ['EUR', /digits/],
    ['99999999999999999999', /too large/],
  ])('rejects %s, saying why', (raw, why) => {
    expect(parseAwinPrice(raw)).toBe('invalid');
    const reading = readAwinPrice(raw);
    expect(reading).toMatchObject({ problem: expect.stringMatching(why) });
  });
});
