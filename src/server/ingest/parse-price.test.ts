import { describe, expect, it } from 'vitest';
import { parseAwinPrice } from './parse-price.ts';

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
});
