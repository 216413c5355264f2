import { describe, expect, it } from 'vitest';
import { editDistance, isCorrectable, pickCorrection } from './spelling.ts';

describe('spelling corrections', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('samsumg', 'samsung')).toBe(1);
    expect(editDistance('samsnug', 'samsung')).toBe(1);
    expect(editDistance('auriculres', 'auriculares')).toBe(1);
    expect(editDistance('nvidea', 'nvidia')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    // Gives up early past the limit.
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('picks the closest word, then the one in more products, then alphabetical', () => {
    const candidates = [
      { term: 'samsung', documents: 5000 },
      { term: 'samsunq', documents: 2 },
      { term: 'sansung', documents: 0 },
    ];
    expect(pickCorrection('samsumg', candidates)).toBe('samsung');
    expect(pickCorrection('sony', [{ term: 'sonyy', documents: 1 }])).toBe('sonyy');
    // Four letters allow one edit only; model numbers are never proposed.
    expect(pickCorrection('sony', [{ term: 'sanyo', documents: 9 }])).toBeNull();
    expect(pickCorrection('rtxx', [{ term: 'rtx4', documents: 9 }])).toBeNull();
    expect(pickCorrection('lenovoo', [])).toBeNull();
  });

  it('corrects words of letters only, from four letters', () => {
    expect(isCorrectable('samsumg')).toBe(true);
    expect(isCorrectable('tv')).toBe(false);
    expect(isCorrectable('i5-1235u')).toBe(false);
    expect(isCorrectable('rtx4070')).toBe(false);
  });
});
