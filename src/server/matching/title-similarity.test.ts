import { describe, expect, it } from 'vitest';
import { titleSimilarity, titleWords, wordWeights } from './title-similarity.ts';

describe('title similarity', () => {
  it('keeps the words that name a product, without accents, joining words, colours or repeats', () => {
    expect(titleWords('Funda de Piel para el Móvil, móvil')).toEqual(['funda', 'piel', 'movil']);
    expect(titleWords('Lowepro Rezo 15 Camera Case - Black')).toEqual([
      'lowepro',
      'rezo',
      '15',
      'camera',
      'case',
    ]);
    expect(titleWords('Funda negra para cámara, color rojo')).toEqual(['funda', 'camara', 'color']);
  });

  it('finds two shops’ titles of one product closer than titles of two products of a line', () => {
    const titles = [
      'Lowepro Rezo 15 Camera Case Black',
      'Lowepro Digital Camera Case In Black Rezo 15',
      'Lowepro Edit 100 Camera Case Black',
      'Lowepro SlingShot 200 AW Camera Backpack',
      'Sony Camera Case Black',
      'Canon Camera Case',
    ].map(titleWords);
    const weights = wordWeights(titles);
    const [rezo, rezoOtherShop, edit] = titles as [string[], string[], string[]];
    const same = titleSimilarity(rezo, rezoOtherShop, weights);
    const different = titleSimilarity(rezo, edit, weights);
    expect(same).toBeGreaterThan(0.65);
    expect(different).toBeLessThan(same - 0.3);
    expect(titleSimilarity(rezo, rezo, weights)).toBeCloseTo(1);
    expect(titleSimilarity(rezo, [], weights)).toBe(0);
  });
});
