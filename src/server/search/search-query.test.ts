import { describe, expect, it } from 'vitest';
import {
  applyVocabulary,
  MAX_CLAUSES,
  parseSearchQuery,
  replaceTerms,
  wordsToLookUp,
} from './search-query.ts';

const words = (text: string) =>
  parseSearchQuery(text).clauses.flatMap((clause) => clause.flatMap((phrase) => phrase.words));

describe('parseSearchQuery', () => {
  it('turns full-text syntax into plain words, never operators', () => {
    for (const text of [
      '"rtx" OR 4070*',
      'NEAR(rtx 4070)',
      '-samsung',
      'title:samsung',
      '^samsung',
      'a AND (b)',
    ]) {
      for (const word of words(text)) expect(word).toMatch(/^[\p{L}\p{N}]+$/u);
    }
    expect(parseSearchQuery('NEAR(rtx 4070)').terms).toEqual(['near', 'rtx', '4070']);
    expect(parseSearchQuery('"*" ^ : ( )').clauses).toEqual([]);
  });

  it('matches the last word as a prefix, from two letters', () => {
    const [first, last] = parseSearchQuery('samsung ga').clauses;
    expect(first!.every((phrase) => !phrase.prefix)).toBe(true);
    expect(last!.find((phrase) => phrase.words[0] === 'ga')?.prefix).toBe(true);
    expect(parseSearchQuery('iphone 1').clauses[1]![0]).toEqual({ words: ['1'], prefix: false });
    expect(parseSearchQuery('sams', { prefixLast: false }).clauses[0]![0]!.prefix).toBe(false);
  });

  it('matches a model number by its joined spelling, and a joined one also in parts', () => {
    expect(parseSearchQuery('i5-1235u').clauses).toEqual([[{ words: ['i51235u'], prefix: true }]]);
    expect(parseSearchQuery('m.2 nvme').clauses[0]).toEqual([{ words: ['m2'], prefix: false }]);
    const typedTogether = parseSearchQuery('rtx4070 gpu').clauses[0]!;
    expect(typedTogether).toContainEqual({ words: ['rtx', '4070'], prefix: false });
  });

  it('expands Spanish and English product words and plurals', () => {
    const laptop = parseSearchQuery('laptop barato').clauses[0]!.map((phrase) => phrase.words.join(' '));
    expect(laptop).toEqual(expect.arrayContaining(['laptop', 'portatil', 'portatiles', 'notebook']));
    const card = parseSearchQuery('tarjetas graficas nvidia').clauses[0]!.map((phrase) =>
      phrase.words.join(' '),
    );
    expect(card).toEqual(
      expect.arrayContaining(['tarjetas graficas', 'tarjeta grafica', 'gpu', 'graphics card']),
    );
    const speakers = parseSearchQuery('altavoces jbl').clauses[0]!.map((phrase) => phrase.words.join(' '));
    expect(speakers).toEqual(expect.arrayContaining(['altavoz', 'speaker', 'speakers']));
  });

  it('drops little words unless they are all there is or are being typed', () => {
    expect(parseSearchQuery('funda para iphone').clauses).toHaveLength(2);
    expect(parseSearchQuery('portatil de').clauses).toHaveLength(2);
    expect(parseSearchQuery('de la').clauses).toHaveLength(2);
    expect(parseSearchQuery('samsung OR lg').terms).toEqual(['samsung', 'or', 'lg']);
    expect(parseSearchQuery('samsung OR lg').clauses).toHaveLength(2);
  });

  it('bounds the work of a long query and gives equal queries equal keys', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(parseSearchQuery(long).clauses).toHaveLength(MAX_CLAUSES);
    expect(parseSearchQuery('Portátil  LENOVO').key).toBe(parseSearchQuery('portatil lenovo').key);
    expect(parseSearchQuery('lenovo portatil').key).not.toBe(parseSearchQuery('portatil lenovo').key);
  });

  it('drops what the index cannot match and stops prefixing a complete word', () => {
    const parsed = parseSearchQuery('portatil');
    expect(wordsToLookUp(parsed)).toEqual(
      expect.arrayContaining(['portatil', 'portatiles', 'laptop', 'notebook', 'ordenador']),
    );
    const planned = applyVocabulary(parsed, new Set(['portatil', 'portatiles', 'ordenador']));
    // "ordenador portatil" can only match what "portatil" matches: it goes too.
    expect(planned.clauses).toEqual([
      [
        { words: ['portatil'], prefix: false },
        { words: ['portatiles'], prefix: false },
      ],
    ]);
    // Being typed, "tele"* already finds "televisor": only "tv" is left beside it.
    const typing = applyVocabulary(
      parseSearchQuery('tele'),
      new Set(['televisor', 'televisores', 'tv', 'television']),
    );
    expect(typing.clauses).toEqual([
      [
        { words: ['tele'], prefix: true },
        { words: ['tv'], prefix: false },
      ],
    ]);
    // Short or unknown words typed last stay prefixes; a clause nothing can match empties the query.
    expect(applyVocabulary(parseSearchQuery('sams'), new Set()).clauses).toEqual([
      [{ words: ['sams'], prefix: true }],
    ]);
    expect(applyVocabulary(parseSearchQuery('xyzzy tv'), new Set(['tv'])).clauses).toEqual([]);
  });

  it('rebuilds the text with corrected words', () => {
    const parsed = parseSearchQuery('Auriculres SONY');
    expect(replaceTerms(parsed, new Map([[0, 'auriculares']]))).toBe('auriculares sony');
  });
});
