import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../categories.ts';
import de from './locales/de/categories.json';
import en from './locales/en/categories.json';
import es from './locales/es/categories.json';
import fr from './locales/fr/categories.json';
import ja from './locales/ja/categories.json';
import pt from './locales/pt/categories.json';

const CATEGORY_LOCALES: Record<string, Record<string, string>> = { es, en, pt, de, fr, ja };

// Category and subcategory slugs share one namespace in the locale files, as they do in URLs.
const TREE_SLUGS = CATEGORY_TREE.flatMap((category) => [
  category.slug,
  ...category.subcategories.map((sub) => sub.slug),
]);

describe('category locale files', () => {
  it('cover the six site languages', () => {
    expect(Object.keys(CATEGORY_LOCALES).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt']);
  });

  it('rely on slugs that are unique across the whole tree', () => {
    expect(new Set(TREE_SLUGS).size).toBe(TREE_SLUGS.length);
  });

  it.each(Object.entries(CATEGORY_LOCALES))(
    '%s has exactly one name per slug of the tree',
    (_language, names) => {
      expect(Object.keys(names).sort()).toEqual([...TREE_SLUGS].sort());
    },
  );

  it.each(Object.entries(CATEGORY_LOCALES))('%s has no empty or padded names', (_language, names) => {
    for (const [slug, name] of Object.entries(names)) {
      expect(typeof name, slug).toBe('string');
      expect(name.trim(), slug).not.toBe('');
      expect(name, slug).toBe(name.trim());
    }
  });

  it('es repeats the Spanish names of the tree, which the database stores', () => {
    for (const category of CATEGORY_TREE) {
      expect(es[category.slug as keyof typeof es], category.slug).toBe(category.name);
      for (const sub of category.subcategories) {
        expect(es[sub.slug as keyof typeof es], sub.slug).toBe(sub.name);
      }
    }
  });

  it('translates: no other language copies the whole Spanish file', () => {
    for (const [language, names] of Object.entries(CATEGORY_LOCALES)) {
      if (language === 'es') continue;
      const sameAsSpanish = TREE_SLUGS.filter((slug) => names[slug] === es[slug as keyof typeof es]);
      // Loanwords ("Tablets", "Drones", "Software", "Fitness") are legitimately shared.
      expect(sameAsSpanish.length, language).toBeLessThan(TREE_SLUGS.length / 3);
    }
  });
});
