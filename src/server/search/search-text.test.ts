import { describe, expect, it } from 'vitest';
import {
  foldCase,
  foldForMatching,
  joinedCompounds,
  normalizeQueryText,
  splitWords,
  toIndexText,
} from './search-text.ts';

describe('search text folding', () => {
  it('ignores case and accents, and folds the letters unaccent folds', () => {
    expect(foldForMatching('Portátil ÑANDÚ Cámara')).toBe('portatil nandu camara');
    expect(foldForMatching('Straße Øre Æble œuvre Łódź')).toBe('strasse ore aeble oeuvre lodz');
    expect(foldForMatching('2.ª generación')).toBe('2 a generacion');
    // Decomposed input (a combining accent after the letter) folds the same as precomposed.
    expect(foldCase('Porta\u0301til')).toBe('portatil');
  });

  it('breaks words at anything that is not a letter or a digit, in any script', () => {
    expect(splitWords(foldCase('Teclado (layout español) — K380, “rosa”'))).toEqual([
      'teclado',
      'layout',
      'espanol',
      'k380',
      'rosa',
    ]);
    expect(splitWords('日本語 テスト')).toEqual(['日本語', 'テスト']);
  });

  it('indexes model numbers both in parts and joined', () => {
    expect(joinedCompounds('i5-1235u m.2 wh-1000xm5 a/b 15.6" wi-fi 6')).toEqual([
      'i51235u',
      'm2',
      'wh1000xm5',
      'ab',
      '156',
      'wifi',
    ]);
    expect(toIndexText('Portátil HP Intel Core i5-1235U 15.6"')).toBe(
      'portatil hp intel core i5 1235u 15 6 i51235u 156',
    );
    // A joiner must sit between two letters or digits.
    expect(joinedCompounds('a--b c- .d e.')).toEqual([]);
    expect(toIndexText(null)).toBe('');
  });

  it('remembers queries in one spelling but keeps their punctuation', () => {
    expect(normalizeQueryText('  Portátil   LENOVO  i5-1235U ')).toBe('portatil lenovo i5-1235u');
  });
});
