import type { Translator } from '../../shared/i18n/translator.ts';

// A page shows the category tree twice (side bar and mobile panel), about 170 names each; each
// name is looked up once per language. Slugs come from the catalog (a few hundred), so the memo
// stays small.
const namesByLanguage = new Map<string, Map<string, string | null>>();
const MAX_NAMES_PER_LANGUAGE = 5000;

// The translated name of a category or subcategory, else the catalog's own name (spec: names are
// translated when a translation key exists for the slug).
export function categoryName(translator: Translator, slug: string, fallback: string): string {
  let names = namesByLanguage.get(translator.language);
  if (!names) {
    names = new Map();
    namesByLanguage.set(translator.language, names);
  }
  let name = names.get(slug);
  if (name === undefined) {
    name = translator.exists(`categories:${slug}`) ? translator.t(`categories:${slug}`) : null;
    if (names.size >= MAX_NAMES_PER_LANGUAGE) names.clear();
    names.set(slug, name);
  }
  return name ?? fallback;
}
