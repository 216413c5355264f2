import { describe, expect, it } from 'vitest';
import { parseSpecifications } from './specifications.ts';

// The product page and the product's dialog and window read the field with this one rule.
describe('parseSpecifications', () => {
  it('splits on semicolons and on line breaks alike', () => {
    expect(parseSpecifications('Pantalla: 15"\r\nPeso: 1,8 kg; Color: plata\n')).toEqual([
      { label: 'Pantalla', value: '15"' },
      { label: 'Peso', value: '1,8 kg' },
      { label: 'Color', value: 'plata' },
    ]);
  });

  it('keeps a part without a name whole and leaves out a name without a value', () => {
    expect(parseSpecifications('Peso:; Garantía de 3 años; :sin nombre; Web: https://x.example')).toEqual([
      { label: null, value: 'Garantía de 3 años' },
      { label: null, value: ':sin nombre' },
      { label: 'Web', value: 'https://x.example' },
    ]);
    expect(parseSpecifications('  ')).toEqual([]);
  });
});
