import type { AppLoadContext } from 'react-router';
import { isLanguage, type Language } from '../../shared/i18n/languages.ts';
import { requestLanguage, urlLanguageOrNotFound } from './request-language.server.ts';

// The language a page is served in, for the root loader (layout, header, footer) and any page whose
// texts must agree with it: the /{lang}/ prefix; else, on the unprefixed alert pages, the language
// their URL carries; else the remembered choice or the browser's (request-language.server.ts).
// The links in alert e-mails (/alerts/confirm?token=..., /alerts/unsubscribe?token=...) have no
// prefix and are opened in whatever browser the mail is read in, so the token's subscription decides;
// the answers to a form posted without JavaScript (/alerts/pending, /alerts/error) name the form's
// language in ?lang=.

const ALERT_PAGE_PATH = /^\/alerts\/(pending|confirm|unsubscribe|error)$/;

export async function pageLanguage(
  request: Request,
  urlLanguage: string | undefined,
  context: AppLoadContext,
): Promise<Language> {
  const prefixed = urlLanguageOrNotFound(urlLanguage);
  if (prefixed !== undefined) return prefixed;
  const url = new URL(request.url);
  const alertPage = ALERT_PAGE_PATH.exec(url.pathname)?.[1];
  if (alertPage !== undefined) {
    const token = url.searchParams.get('token');
    if (token && (alertPage === 'confirm' || alertPage === 'unsubscribe')) {
      const subscriberLanguage = await context.alertPages.languageOfToken(token);
      if (subscriberLanguage !== undefined) return subscriberLanguage;
    }
    const named = url.searchParams.get('lang');
    if (isLanguage(named)) return named;
  }
  return requestLanguage(request, undefined);
}
