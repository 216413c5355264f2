import { createContext, useContext } from 'react';
import type { Language } from '../../shared/i18n/languages.ts';
import type { Translate, Translator } from '../../shared/i18n/translator.ts';

// The page's translator, provided by the root route. A page's language never changes under it (a
// language is a URL prefix; choosing another loads the root's data again and a new translator).
export const TranslatorContext = createContext<Translator | null>(null);

export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation() needs the root route’s TranslatorContext');
  return translator;
}

export function useTranslation(): { t: Translate; language: Language } {
  const { t, language } = useTranslator();
  return { t, language };
}
