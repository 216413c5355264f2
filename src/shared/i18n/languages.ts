// The six interface languages (spec section 1) and how a visitor's language is chosen.

export const LANGUAGES = ['es', 'en', 'pt', 'de', 'fr', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';

export const LANGUAGE_INFO: Record<Language, { displayName: string; locale: string }> = {
  en: { displayName: 'English', locale: 'en-US' },
  es: { displayName: 'Español', locale: 'es-ES' },
  pt: { displayName: 'Português', locale: 'pt-PT' },
  de: { displayName: 'Deutsch', locale: 'de-DE' },
  fr: { displayName: 'Français', locale: 'fr-FR' },
  ja: { displayName: '日本語', locale: 'ja-JP' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

// Spec: exact match first, then the part before the dash, else English.
export function matchLanguage(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (isLanguage(lower)) return lower;
  const base = lower.split('-')[0];
  return isLanguage(base) ? base : null;
}

// Accept-Language lists tags by preference ("pt-BR,pt;q=0.9,en;q=0.8"); the first one we speak wins.
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return null;
}

// Unprefixed URLs: the remembered choice (cookie), then the browser's languages, then English when
// the browser names only languages we do not have. A request that names no language at all (a
// crawler, curl) gets the site's own language, Spanish.
export function detectLanguage(
  cookieValue: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  if (!acceptLanguage?.trim()) return DEFAULT_LANGUAGE;
  return languageFromAcceptLanguage(acceptLanguage) ?? FALLBACK_LANGUAGE;
}
