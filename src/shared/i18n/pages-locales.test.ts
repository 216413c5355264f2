import { describe, expect, it } from 'vitest';
import de from './locales/de/pages.json' with { type: 'json' };
import en from './locales/en/pages.json' with { type: 'json' };
import es from './locales/es/pages.json' with { type: 'json' };
import fr from './locales/fr/pages.json' with { type: 'json' };
import ja from './locales/ja/pages.json' with { type: 'json' };
import pt from './locales/pt/pages.json' with { type: 'json' };

type Section = { heading: string; paragraphs: string[] };

const PAGE_LOCALES: Record<string, unknown> = { es, en, pt, de, fr, ja };
const OTHER_LANGUAGES = Object.entries(PAGE_LOCALES).filter(([language]) => language !== 'es');

// The values the pages' code passes to the translator; `name` is the shop name in stores.logoAlt.
const ALLOWED_PLACEHOLDERS = new Set([
  'operatorName',
  'email',
  'phone',
  'address',
  'jurisdictionCity',
  'minAge',
  'dealMinDrop',
  'featuredMinRating',
  'featuredMinReviews',
  'date',
  'name',
]);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

// The structure of a locale value with every string replaced by a marker: same keys, same array lengths.
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, child]) => [key, shapeOf(child)]),
    );
  }
  return typeof value;
}

// Every string of a locale value, keyed by its path ("terms.sections.2.heading").
function stringsOf(value: unknown, path = ''): Map<string, string> {
  const strings = new Map<string, string>();
  if (typeof value === 'string') {
    strings.set(path, value);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of stringsOf(child, path ? `${path}.${key}` : key)) strings.set(...entry);
    }
  }
  return strings;
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();
}

describe('static pages locale files', () => {
  it('cover the six site languages', () => {
    expect(Object.keys(PAGE_LOCALES).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'pt']);
  });

  it.each(OTHER_LANGUAGES)('%s has exactly the keys and array lengths of es', (_language, pages) => {
    expect(shapeOf(pages)).toEqual(shapeOf(es));
  });

  it.each(Object.entries(PAGE_LOCALES))('%s has no empty or padded strings', (_language, pages) => {
    const strings = stringsOf(pages);
    expect(strings.size).toBeGreaterThan(0);
    for (const [path, text] of strings) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).toBe(text.trim());
    }
  });

  it.each(Object.entries(PAGE_LOCALES))(
    '%s uses only well-formed placeholders the code supplies',
    (_language, pages) => {
      for (const [path, text] of stringsOf(pages)) {
        for (const name of placeholdersOf(text)) {
          expect(ALLOWED_PLACEHOLDERS.has(name), `${path}: {{${name}}}`).toBe(true);
        }
        // Anything brace-like left over is a misspelt placeholder ("{{ email }}", "{email}").
        expect(text.replace(PLACEHOLDER, ''), path).not.toMatch(/[{}]/);
      }
    },
  );

  // Issue 15: the terms and the about page say exactly what a model writes (the short description
  // and the description, when one is switched on; fixed rules otherwise) and where ratings come from.
  const WRITTEN_TEXTS: Record<string, { words: string[]; ratings: string }> = {
    es: { words: ['descripción corta', 'modelo de lenguaje', 'reglas fijas'], ratings: 'opiniones' },
    en: {
      words: ['short description', 'language model', 'fixed rules'],
      ratings: 'reviews the shops publish',
    },
    pt: { words: ['descrição curta', 'modelo de linguagem', 'regras fixas'], ratings: 'opiniões' },
    de: { words: ['Kurzbeschreibung', 'Sprachmodell', 'festen Regeln'], ratings: 'Rezensionen' },
    fr: {
      words: ['description courte', 'modèle de langage', 'règles fixes'],
      ratings: 'avis publiés par les boutiques',
    },
    ja: { words: ['短い説明', '言語モデル', 'ルール'], ratings: 'レビュー' },
  };

  it.each(Object.entries(PAGE_LOCALES))(
    '%s says in the terms and on the about page what a model writes and where ratings come from',
    (language, value) => {
      const pages = value as typeof es;
      const { words, ratings } = WRITTEN_TEXTS[language]!;
      for (const page of [pages.terms, pages.about]) {
        const paragraph = page.sections
          .flatMap((section) => section.paragraphs)
          .find((text) => text.includes(words[0]!));
        expect(paragraph, language).toBeDefined();
        for (const word of [...words, ratings]) expect(paragraph, language).toContain(word);
      }
    },
  );

  it.each(OTHER_LANGUAGES)('%s keeps the placeholders of each Spanish string', (_language, pages) => {
    const translated = stringsOf(pages);
    for (const [path, text] of stringsOf(es)) {
      expect(placeholdersOf(translated.get(path) ?? ''), path).toEqual(placeholdersOf(text));
    }
  });

  it.each(Object.entries(PAGE_LOCALES))('%s has the required page structure', (_language, value) => {
    const pages = value as typeof es;

    expect(pages.about.sections.length).toBeGreaterThanOrEqual(4);
    expect(pages.about.sections.length).toBeLessThanOrEqual(5);
    for (const section of pages.about.sections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length).toBeLessThanOrEqual(3);
    }

    expect(pages.addBusiness.steps).toHaveLength(3);
    expect(pages.addBusiness.benefits.length).toBeGreaterThanOrEqual(5);
    expect(pages.addBusiness.benefits.length).toBeLessThanOrEqual(7);

    expect(pages.privacy.sections).toHaveLength(9);
    expect(pages.terms.sections).toHaveLength(11);
    expect(pages.cookies.sections).toHaveLength(4);

    pages.terms.sections.forEach((section: Section, index: number) => {
      expect(section.heading, section.heading).toMatch(new RegExp(`^${index + 1}\\. \\S`));
    });

    for (const page of [pages.privacy, pages.terms, pages.cookies]) {
      expect(page.lastUpdated).toContain('{{date}}');
    }

    // How we rank: short sections, and every sort a list or search offers explained on its own.
    expect(pages.howWeRank.sections).toHaveLength(5);
    for (const section of pages.howWeRank.sections) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length).toBeLessThanOrEqual(3);
    }
    expect(pages.howWeRank.sections[1]!.items).toHaveLength(6);
  });

  it.each(Object.entries(PAGE_LOCALES))(
    '%s keeps meta descriptions within 160 characters',
    (_language, value) => {
      const pages = value as typeof es;
      for (const [page, content] of Object.entries(pages)) {
        expect(content.metaDescription.length, page).toBeLessThanOrEqual(160);
      }
    },
  );

  it('puts the facts the pages must state where the code expects them', () => {
    expect(es.stores.empty).toBe('No se encontraron tiendas colaboradoras.');
    expect(es.stores.logoAlt).toBe('Logo de {{name}}');
    const terms = es.terms.sections.map((section) => section.paragraphs.join(' '));
    expect(terms[2]).toContain('{{dealMinDrop}}');
    expect(terms[9]).toContain('{{jurisdictionCity}}');
    expect(terms[10]).toContain('{{email}}');
    const privacy = es.privacy.sections.map((section) => section.paragraphs.join(' '));
    expect(privacy[6]).toContain('{{minAge}}');
    expect(privacy[8]).toContain('{{email}}');
    expect(es.privacy.intro).toContain('{{operatorName}}');
    // The ranking disclosure quotes the configured deal threshold and the featured bar, not copies.
    expect(es.howWeRank.title).toBe('Cómo ordenamos y cómo ganamos dinero');
    const ranking = es.howWeRank.sections.map((section) => section.paragraphs.join(' '));
    expect(ranking[0]).toContain('{{featuredMinRating}}');
    expect(ranking[0]).toContain('{{featuredMinReviews}}');
    expect(ranking[2]).toContain('{{dealMinDrop}}');
  });

  it('translates: no other language copies a Spanish paragraph', () => {
    const spanish = new Set([...stringsOf(es).values()].filter((text) => text.length > 40));
    for (const [language, pages] of OTHER_LANGUAGES) {
      for (const [path, text] of stringsOf(pages)) {
        expect(spanish.has(text), `${language} ${path}`).toBe(false);
      }
    }
  });
});
