import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';

// One i18next instance per language on the server, shared by every request in that language (its
// language never changes and rendering only reads it; creating one costs a fraction of a
// millisecond a page), and one per page load in the browser, from the same resources so hydration
// matches.
// Missing keys fall back to English, then to the key itself (spec section 8).
export function createI18n(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    ns: ['common', 'categories', 'windows', 'alerts'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const serverInstances = new Map<Language, i18n>();

export function i18nForPage(language: Language, resources: Resource): i18n {
  if (!import.meta.env.SSR) return createI18n(language, resources);
  let instance = serverInstances.get(language);
  if (!instance) {
    instance = createI18n(language, resources);
    serverInstances.set(language, instance);
  }
  return instance;
}
