import { FALLBACK_LANGUAGE, LANGUAGE_INFO, type Language } from '../../shared/i18n/languages.ts';
import esPages from '../../shared/i18n/locales/es/pages.json' with { type: 'json' };
import { withFallback } from '../../shared/i18n/translator.ts';
import { localeModule } from './resources.server.ts';

// The long texts of the static pages (locales/*/pages.json) are sent only by the page that shows
// them, already filled in with the operator's details from configuration, instead of travelling
// with every page as the shared namespaces do.

export type PagesTexts = typeof esPages;
export type StaticPageKey = keyof PagesTexts;

// Terms and privacy were last changed on this date (spec section 9).
export const LEGAL_TEXTS_UPDATED = '2025-06-18';

type Tree = unknown;

function fill(tree: Tree, values: Record<string, string>): Tree {
  if (typeof tree === 'string') {
    return tree.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
  }
  if (Array.isArray(tree)) return tree.map((item) => fill(item, values));
  if (typeof tree === 'object' && tree !== null) {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, fill(value, values)]));
  }
  return tree;
}

export function formatLegalDate(language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_TEXTS_UPDATED}T12:00:00Z`));
}

export function loadPageTexts<K extends StaticPageKey>(
  language: Language,
  page: K,
  values: Record<string, string | number>,
): PagesTexts[K] {
  const own = (localeModule(language, 'pages') as Partial<PagesTexts>)[page];
  const english = (localeModule(FALLBACK_LANGUAGE, 'pages') as PagesTexts)[page];
  const strings = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
  return fill(withFallback(own, english), { date: formatLegalDate(language), ...strings }) as PagesTexts[K];
}
