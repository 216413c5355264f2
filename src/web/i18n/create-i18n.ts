import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';

// One i18next instance per request on the server (languages must not leak between visitors) and
// one per page load in the browser, created from the same resources so hydration matches.
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
