import type { i18n } from 'i18next';

// A page shows the category tree twice (side bar and mobile panel), about 170 names each; looked
// up through i18next's t() one by one, they were a tenth of a page's server render time. The
// translations are bundled and never change while the process runs, so each name is looked up
// once per language. Slugs come from the catalog (a few hundred), so the memo stays small.
const namesByLanguage = new Map<string, Map<string, string | null>>();
const MAX_NAMES_PER_LANGUAGE = 5000;

// The translated name of a category or subcategory, else the catalog's own name (spec: names are
// translated when a translation key exists for the slug).
export function categoryName(i18n: i18n, slug: string, fallback: string): string {
  let names = namesByLanguage.get(i18n.language);
  if (!names) {
    names = new Map();
    namesByLanguage.set(i18n.language, names);
  }
  let name = names.get(slug);
  if (name === undefined) {
    name = i18n.exists(`categories:${slug}`) ? i18n.t(`categories:${slug}`) : null;
    if (names.size >= MAX_NAMES_PER_LANGUAGE) names.clear();
    names.set(slug, name);
  }
  return name ?? fallback;
}
