import { describe, expect, it } from 'vitest';
import de from '../../shared/i18n/locales/de/windows.json' with { type: 'json' };
import en from '../../shared/i18n/locales/en/windows.json' with { type: 'json' };
import es from '../../shared/i18n/locales/es/windows.json' with { type: 'json' };
import fr from '../../shared/i18n/locales/fr/windows.json' with { type: 'json' };
import ja from '../../shared/i18n/locales/ja/windows.json' with { type: 'json' };
import pt from '../../shared/i18n/locales/pt/windows.json' with { type: 'json' };
import { DEMO_CARDS } from '../demo/demo-cards.ts';

const LOCALES: Record<string, unknown> = { es, en, pt, de, fr, ja };

// Leaf keys as "a.b.c", plural forms folded into their base key (Japanese has only "_other").
function leafKeys(tree: unknown, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [child, text] of leafKeys(value, `${path}.`)) keys.set(child, text);
  }
  return keys;
}

const spanish = leafKeys(es);

describe('windows locale files', () => {
  it.each(Object.entries(LOCALES))('%s has every Spanish key and no other', (_language, tree) => {
    expect([...leafKeys(tree).keys()].sort()).toEqual([...spanish.keys()].sort());
  });

  it.each(Object.entries(LOCALES))('%s keeps the placeholders of each Spanish text', (_language, tree) => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
    for (const [key, text] of leafKeys(tree)) {
      expect(placeholders(text), key).toEqual(placeholders(spanish.get(key) ?? ''));
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('holds the Spanish demo texts exactly as the demo cards do', () => {
    const cards = (es as { demo: { cards: Record<string, { title: string; description: string }> } }).demo
      .cards;
    expect(Object.keys(cards).sort()).toEqual(DEMO_CARDS.map((card) => card.id).sort());
    for (const card of DEMO_CARDS) {
      expect(cards[card.id]).toEqual({ title: card.title, description: card.description });
    }
  });
});
