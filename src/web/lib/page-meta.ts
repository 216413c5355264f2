import type { MetaDescriptor } from 'react-router';

import type { Language } from '../../shared/i18n/languages.ts';
import {
  createTranslator,
  type Texts,
  type TranslateOptions,
  type Translator,
} from '../../shared/i18n/translator.ts';

// Page titles and descriptions come from the locale files too. meta() runs outside React, so it
// translates with the texts of the root loader's data directly.

type RootData = { language: Language; texts: Texts };
type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

// meta() runs for every match of every navigation: the translator of the last texts seen is kept.
let lastTranslator: Translator | undefined;
let lastTexts: Texts | undefined;

export function translateForMeta(matches: Matches, key: string, values: TranslateOptions = {}): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return values.defaultValue ?? key;
  if (!lastTranslator || lastTexts !== root.texts || lastTranslator.language !== root.language) {
    lastTranslator = createTranslator(root.language, root.texts);
    lastTexts = root.texts;
  }
  return lastTranslator.t(key, values);
}

export function titleAndDescription(
  matches: Matches,
  titleKey: string,
  descriptionKey: string,
  values: Record<string, unknown> = {},
): MetaDescriptor[] {
  return [
    { title: translateForMeta(matches, titleKey, values) },
    { name: 'description', content: translateForMeta(matches, descriptionKey, values) },
  ];
}

// Inner pages: "{page title} | PrecioClaro".
export function pageTitleAndDescription(
  matches: Matches,
  title: string,
  description: string,
): MetaDescriptor[] {
  return [
    { title: `${title} | ${translateForMeta(matches, 'site.name')}` },
    { name: 'description', content: description },
  ];
}
