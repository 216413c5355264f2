import { detectLanguage, LANGUAGE_COOKIE, type Language } from '../../shared/i18n/languages.ts';

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

// The language a request is served in: the /{lang}/ prefix when there is one (the root loader has
// already refused unknown prefixes), else the remembered choice or the browser's languages.
export function requestLanguage(request: Request, urlLanguage: string | undefined): Language {
  return (
    (urlLanguage as Language | undefined) ??
    detectLanguage(
      readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE),
      request.headers.get('accept-language'),
    )
  );
}
