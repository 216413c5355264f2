import { data } from 'react-router';
import { readCookie } from '../../shared/cookies.ts';
import { detectLanguage, isLanguage, LANGUAGE_COOKIE, type Language } from '../../shared/i18n/languages.ts';

// The /{lang}/ prefix of a page URL. Only the six language codes are ever a prefix: anything else
// is a 404, thrown by every loader that reads the prefix, because loaders run in parallel and one
// that redirected with an unchecked prefix would send visitors wherever the URL says (an open
// redirect, "/%2Fevil.example/product/...").
export function urlLanguageOrNotFound(urlLanguage: string | undefined): Language | undefined {
  if (urlLanguage === undefined) return undefined;
  if (!isLanguage(urlLanguage)) throw data(null, { status: 404 });
  return urlLanguage;
}

// The language a request is served in: the /{lang}/ prefix when there is one, else the remembered
// choice or the browser's languages.
export function requestLanguage(request: Request, urlLanguage: string | undefined): Language {
  return (
    urlLanguageOrNotFound(urlLanguage) ??
    detectLanguage(
      readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE),
      request.headers.get('accept-language'),
    )
  );
}
