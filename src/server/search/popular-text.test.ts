import { describe, expect, it } from 'vitest';
import { cleanPopularSearchText, isPresentableBrandName, MAX_POPULAR_TEXT_LENGTH } from './popular-text.ts';

describe('cleanPopularSearchText', () => {
  it('keeps the words of real searches, accents and model numbers included', () => {
    expect(cleanPopularSearchText('Portátil  Lenovo')).toBe('portátil lenovo');
    expect(cleanPopularSearchText('i5-1235U m.2 WH-1000XM5')).toBe('i5-1235u m.2 wh-1000xm5');
    expect(cleanPopularSearchText('AT&T 5G')).toBe('at&t 5g');
    expect(cleanPopularSearchText('テレビ')).toBe('テレビ');
  });

  it('removes control characters and symbol runs', () => {
    expect(cleanPopularSearchText('tv ☠☠☠ >>> <<‹ ¡¡¡')).toBe('tv');
    expect(cleanPopularSearchText('\u0000samsung\u001b[2J')).toBe('samsung 2j');
    expect(cleanPopularSearchText('sam\u202esung')).toBe('sam sung');
  });

  it('drops texts with no meaningful word: stop words, single characters, digits or nothing', () => {
    for (const text of [
      "' or '1'='1",
      'es/../../',
      '%00',
      '\u0000',
      'de la',
      'the',
      '1 2 3',
      '☠☠☠',
      '',
      '   ',
    ])
      expect(cleanPopularSearchText(text)).toBeNull();
  });

  it('caps the length at a word boundary and at six words', () => {
    const long = cleanPopularSearchText('monitor '.repeat(30))!;
    expect(long.length).toBeLessThanOrEqual(MAX_POPULAR_TEXT_LENGTH);
    expect(long.split(' ')).toHaveLength(6);
    expect(cleanPopularSearchText(`a${'b'.repeat(100)}`)).toBeNull();
  });
});

describe('isPresentableBrandName', () => {
  it('accepts names as brands write them', () => {
    for (const name of [
      'Samsung',
      'Bang & Olufsen',
      'AT&T',
      "L'Oréal",
      'Logitech®',
      'Dr. Oetker',
      'ソニー',
      'B&W',
    ])
      expect(isPresentableBrandName(name)).toBe(true);
  });

  it('refuses symbol art, control characters and names without letters', () => {
    for (const name of [
      '☠☠☠',
      'tv ☠',
      '>>>',
      'Sam>>sung',
      'Acme\u001b[2J',
      'Acme\u202e',
      '1234',
      '!!!',
      'x'.repeat(61),
    ])
      expect(isPresentableBrandName(name)).toBe(false);
  });
});
