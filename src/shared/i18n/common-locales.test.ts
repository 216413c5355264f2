import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['es', 'en', 'pt', 'de', 'fr', 'ja'] as const;

// Fixed by the specification for the English version (spec section 2); the other languages translate it.
const FIXED_ENGLISH: Record<string, string> = {
  'notFound.title': '404 Page Not Found',
  'notFound.text': 'Did you forget to add the page to the router?',
};

const PLURAL_SUFFIX = /_(one|other|few|many)$/;
const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

function readLocale(language: string): unknown {
  const file = join(import.meta.dirname, 'locales', language, 'common.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

// Every value of a locale file keyed by its dotted path ("lists.sort.priceAsc").
function flatten(value: unknown, path = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flatten(child, path ? `${path}.${key}` : key)) entries.set(...entry);
    }
  } else {
    entries.set(path, value);
  }
  return entries;
}

// "lists.count_other" and "lists.count_one" are both the key "lists.count".
function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

function baseKeysOf(flat: Map<string, unknown>): string[] {
  return [...new Set([...flat.keys()].map(baseKey))].sort();
}

// The placeholders of a string as written, whitespace-normalised: "{{count, number}}" -> "count, number".
function placeholdersOf(text: string): string[] {
  const found = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!.trim().replace(/\s*,\s*/g, ', '));
  return [...new Set(found)].sort();
}

const LOCALES = LANGUAGES.map((language) => [language, flatten(readLocale(language))] as const);
const spanish = flatten(readLocale('es'));

// Placeholders per base key in Spanish (the union over its plural forms).
const spanishPlaceholders = new Map<string, string[]>();
for (const [key, value] of spanish) {
  const base = baseKey(key);
  const merged = new Set([...(spanishPlaceholders.get(base) ?? []), ...placeholdersOf(String(value))]);
  spanishPlaceholders.set(base, [...merged].sort());
}

describe('common locale files', () => {
  it('cover the six site languages', () => {
    expect(LOCALES.map(([language]) => language).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt']);
  });

  it.each(LOCALES)('%s has exactly the keys of es', (_language, flat) => {
    expect(baseKeysOf(flat)).toEqual(baseKeysOf(spanish));
  });

  it.each(LOCALES)('%s has only non-empty strings', (_language, flat) => {
    expect(flat.size).toBeGreaterThan(0);
    for (const [key, value] of flat) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(LOCALES)('%s keeps the placeholders of each Spanish string', (_language, flat) => {
    for (const [key, value] of flat) {
      // A singular form may say "one" in words instead of {{count}} ("Ver historial de precios").
      const expected = (spanishPlaceholders.get(baseKey(key)) ?? []).filter(
        (name) =>
          !(
            key.endsWith('_one') &&
            name.startsWith('count') &&
            !placeholdersOf(String(value)).includes(name)
          ),
      );
      expect(placeholdersOf(String(value)), key).toEqual(expected);
      // Anything brace-like left over is a misspelt placeholder ("{ name }", "{{name}").
      expect(String(value).replace(PLACEHOLDER, ''), key).not.toMatch(/[{}]/);
    }
  });

  it.each(LOCALES.filter(([language]) => language !== 'ja'))(
    '%s has both _one and _other for every plural key',
    (_language, flat) => {
      const plurals = [...flat.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey);
      expect(plurals.length).toBeGreaterThan(0);
      for (const base of plurals) {
        expect(flat.has(`${base}_one`), `${base}_one`).toBe(true);
        expect(flat.has(`${base}_other`), `${base}_other`).toBe(true);
      }
    },
  );

  it('ja has no _one keys and an _other form for every plural key', () => {
    const japanese = flatten(readLocale('ja'));
    expect([...japanese.keys()].filter((key) => key.endsWith('_one'))).toEqual([]);
    const spanishPlurals = [...spanish.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey);
    for (const base of spanishPlurals) {
      expect(japanese.has(`${base}_other`), `${base}_other`).toBe(true);
    }
  });

  it.each(LOCALES)(
    '%s has the 404 texts: the spec’s English ones in English, translated elsewhere',
    (language, flat) => {
      for (const [key, text] of Object.entries(FIXED_ENGLISH)) {
        if (language === 'en') expect(flat.get(key), key).toBe(text);
        else expect(flat.get(key), key).not.toBe(text);
      }
    },
  );

  it.each(LOCALES)('%s keeps the brand name untranslated', (_language, flat) => {
    expect(flat.get('site.name')).toBe('PrecioClaro');
  });
});
