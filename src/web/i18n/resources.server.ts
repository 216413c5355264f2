import { FALLBACK_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { type Texts, textsWithFallback } from '../../shared/i18n/translator.ts';

// Locale files are bundled into the server build; a page ships its language's texts, English
// already filling any gaps, to the browser inside the root loader's data: one set of strings, no
// extra request.

// Namespaces every page needs. Long texts used by one page only (the static pages) are not here:
// that page's loader sends them.
export const SHARED_NAMESPACES = ['common', 'categories', 'windows', 'alerts'] as const;

const modules = import.meta.glob<{ default: Texts[string] }>('../../shared/i18n/locales/*/*.json', {
  eager: true,
});

export function localeModule(language: Language, namespace: string): Texts[string] {
  return modules[`../../shared/i18n/locales/${language}/${namespace}.json`]?.default ?? {};
}

function sharedNamespacesOf(language: Language): Texts {
  return Object.fromEntries(SHARED_NAMESPACES.map((ns) => [ns, localeModule(language, ns)]));
}

// The files never change while the process runs: each language's texts are merged once.
const textsByLanguage = new Map<Language, Texts>();

export function localeTexts(language: Language): Texts {
  let texts = textsByLanguage.get(language);
  if (!texts) {
    texts = textsWithFallback(language, sharedNamespacesOf(language), sharedNamespacesOf(FALLBACK_LANGUAGE));
    textsByLanguage.set(language, texts);
  }
  return texts;
}
