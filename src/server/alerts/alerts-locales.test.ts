import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.ts';
import { ALERT_TEXTS } from './mail-texts.ts';

// The alert forms' texts (web, alerts namespace) and the e-mail and page texts (server) exist in
// every language, with the same placeholders and markup as Spanish.

const LOCALES_DIR = join(import.meta.dirname, '../../shared/i18n/locales');

function flatten(value: unknown, path = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flatten(child, path ? `${path}.${key}` : key)) entries.set(...entry);
    }
  } else {
    entries.set(path, String(value));
  }
  return entries;
}

const markersOf = (text: string) => [...text.matchAll(/\{\{[^}]+\}\}|<\/?[a-z]+>/g)].map((m) => m[0]).sort();

describe('alert texts', () => {
  const spanish = flatten(JSON.parse(readFileSync(join(LOCALES_DIR, 'es', 'alerts.json'), 'utf8')));

  it.each(LANGUAGES)('alerts.json in %s has the Spanish keys, placeholders and markup', (language) => {
    const texts = flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, 'alerts.json'), 'utf8')));
    expect([...texts.keys()].sort()).toEqual([...spanish.keys()].sort());
    for (const [key, value] of texts) {
      expect(value.trim(), key).not.toBe('');
      expect(markersOf(value), key).toEqual(markersOf(spanish.get(key) ?? ''));
    }
  });

  it.each(LANGUAGES)(
    'the e-mail texts in %s are filled in and differ from English where they should',
    (language) => {
      for (const [key, value] of Object.entries(ALERT_TEXTS[language])) {
        const sample =
          typeof value === 'function'
            ? (value as (...args: unknown[]) => string)('Producto', '9,99 €', '8,99 €')
            : value;
        expect(String(sample).trim(), key).not.toBe('');
      }
      if (language !== 'en')
        expect(ALERT_TEXTS[language].confirmSubject).not.toBe(ALERT_TEXTS.en.confirmSubject);
    },
  );
});
