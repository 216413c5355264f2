import type { Language } from '../../shared/i18n/languages.ts';
import { createTranslator, type Texts, type Translator } from '../../shared/i18n/translator.ts';

// One translator per language on the server, shared by every request in that language (a
// translator only reads its texts), and one per page load in the browser, from the texts the root
// loader sent, so hydration matches.
const serverTranslators = new Map<Language, Translator>();

export function translatorForPage(language: Language, texts: Texts): Translator {
  if (!import.meta.env.SSR) return createTranslator(language, texts);
  let translator = serverTranslators.get(language);
  if (!translator) {
    translator = createTranslator(language, texts);
    serverTranslators.set(language, translator);
  }
  return translator;
}
