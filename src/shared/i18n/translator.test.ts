import { describe, expect, it } from 'vitest';
import { createTranslator, type Texts, textsWithFallback } from './translator.ts';

const english: Texts = {
  common: {
    site: { name: 'PrecioClaro', tagline: 'Honest prices' },
    lists: { count_one: '{{count, number}} product', count_other: '{{count, number}} products' },
    onlyEnglish: 'Only in English',
    greeting: 'Hello {{name}}',
  },
  categories: { computers: 'Computers' },
};

const spanish: Texts = {
  common: {
    site: { name: 'PrecioClaro', tagline: 'Precios honestos' },
    lists: { count_one: '{{count, number}} producto', count_other: '{{count, number}} productos' },
    greeting: 'Hola {{name}}',
    onlySpanish: 'Solo en español',
  },
  categories: { computers: 'Informática' },
};

const spanishTranslator = () => createTranslator('es', textsWithFallback('es', spanish, english));

describe('translator', () => {
  it('looks keys up by dotted path, in the common namespace unless another is named', () => {
    const { t } = spanishTranslator();
    expect(t('site.tagline')).toBe('Precios honestos');
    expect(t('categories:computers')).toBe('Informática');
  });

  it('falls back to English key by key, then to the default value, then to the key itself', () => {
    const { t, exists } = spanishTranslator();
    expect(t('onlyEnglish')).toBe('Only in English');
    expect(t('onlySpanish')).toBe('Solo en español');
    expect(t('categories:tablets', { defaultValue: 'Tabletas' })).toBe('Tabletas');
    expect(t('categories:tablets')).toBe('tablets');
    expect(t('lists.missing')).toBe('lists.missing');
    expect(exists('categories:computers')).toBe(true);
    expect(exists('categories:tablets')).toBe(false);
  });

  it('fills placeholders, formats numbers in the language, and leaves unknown ones visible', () => {
    const { t } = spanishTranslator();
    expect(t('greeting', { name: 'Ana' })).toBe('Hola Ana');
    expect(t('greeting')).toBe('Hola {{name}}');
    const german = createTranslator('de', { common: { n: '{{count, number}} Produkte' } });
    expect(german.t('n', { count: 1234567 })).toBe('1.234.567 Produkte');
  });

  it('picks the plural form of the language, and its general form where it has no special one', () => {
    const { t } = spanishTranslator();
    expect(t('lists.count', { count: 1 })).toBe('1 producto');
    expect(t('lists.count', { count: 3 })).toBe('3 productos');
    // Spanish has a "many" form for millions; the locale files give only one and other.
    expect(t('lists.count', { count: 1_000_000 })).toBe(
      `${new Intl.NumberFormat('es').format(1_000_000)} productos`,
    );
    const japanese = createTranslator('ja', { common: { n_other: '{{count}} 件' } });
    expect(japanese.t('n', { count: 1 })).toBe('1 件');
  });

  it('keeps English texts as they are', () => {
    expect(textsWithFallback('en', english, english)).toBe(english);
  });
});
