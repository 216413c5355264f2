import { FALLBACK_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';

// Locale files are bundled into the server build; a page ships only its own language (and the
// English fallback) to the browser inside the loader data, so no extra request is needed.

// Namespaces every page needs. Long texts used by one page only (the static pages) are not here:
// that page's loader sends them.
export const SHARED_NAMESPACES = ['common', 'categories', 'windows', 'alerts'] as const;
type Namespaces = Record<(typeof SHARED_NAMESPACES)[number], Record<string, unknown>>;

const modules = import.meta.glob<{ default: Record<string, unknown> }>('../../shared/i18n/locales/*/*.json', {
  eager: true,
});

export function localeModule(language: Language, namespace: string): Record<string, unknown> {
  return modules[`../../shared/i18n/locales/${language}/${namespace}.json`]?.default ?? {};
}

function namespacesOf(language: Language): Namespaces {
  return Object.fromEntries(SHARED_NAMESPACES.map((ns) => [ns, localeModule(language, ns)])) as Namespaces;
}

export type LocaleResources = Partial<Record<Language, Namespaces>>;

export function loadLocaleResources(language: Language): LocaleResources {
  const resources: LocaleResources = { [language]: namespacesOf(language) };
  if (language !== FALLBACK_LANGUAGE) resources[FALLBACK_LANGUAGE] = namespacesOf(FALLBACK_LANGUAGE);
  return resources;
}
