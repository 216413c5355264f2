import { FALLBACK_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';

// Locale files are bundled into the server build; a page ships only its own language (and the
// English fallback) to the browser inside the loader data, so no extra request is needed.

type Namespaces = { common: Record<string, unknown>; categories: Record<string, string> };

const modules = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/locales/*/*.json', {
  eager: true,
});

function namespacesOf(language: Language): Namespaces {
  const pick = (ns: string) => modules[`../../shared/i18n/locales/${language}/${ns}.json`]?.default ?? {};
  return { common: pick('common'), categories: pick('categories') as Record<string, string> };
}

export type LocaleResources = Partial<Record<Language, Namespaces>>;

export function loadLocaleResources(language: Language): LocaleResources {
  const resources: LocaleResources = { [language]: namespacesOf(language) };
  if (language !== FALLBACK_LANGUAGE) resources[FALLBACK_LANGUAGE] = namespacesOf(FALLBACK_LANGUAGE);
  return resources;
}
