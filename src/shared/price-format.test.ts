import { describe, expect, it } from 'vitest';
import { formatCents, formatEuros, formatWholeEuros } from './price-format.ts';

// Intl puts a no-break space before the euro sign; shoppers see an ordinary space.
const seen = (text: string) => text.replace(/\u00a0/g, ' ');

describe('price format', () => {
  it('writes euros the Spanish way, grouping thousands from 1.000 on', () => {
    expect(seen(formatEuros(9.5))).toBe('9,50 €');
    expect(seen(formatEuros(1362.88))).toBe('1.362,88 €');
    expect(seen(formatEuros(1299))).toBe('1.299,00 €');
    expect(seen(formatEuros(12345.67))).toBe('12.345,67 €');
    expect(seen(formatCents(136288))).toBe('1.362,88 €');
    expect(seen(formatWholeEuros(1362.88))).toBe('1.363 €');
  });
});
