import { FALLBACK_LANGUAGE, type Language } from './languages.ts';

// The site's translations: a lookup in the language's texts, in the format the locale files have
// always used (i18next's JSON v4: "namespace:dotted.key", {{value}} and {{value, number}}
// placeholders, plural forms as key_one / key_other). It replaced i18next itself (decision 015):
// the pages used only that much of it, which cost 16 KB of gzipped JavaScript on every page and
// 1-2 ms of every server render.

// One namespace's texts: nested objects of strings (arrays in the static pages' texts).
export type TextTree = { [key: string]: TextTree | string | TextTree[] | string[] };
// A language's texts by namespace.
export type Texts = Record<string, TextTree>;

export type TranslateOptions = {
  count?: number;
  // Shown when the key has no text (a category that the locale files do not name, for example).
  defaultValue?: string;
  [value: string]: unknown;
};
export type Translate = (key: string, options?: TranslateOptions) => string;

export type Translator = {
  language: Language;
  t: Translate;
  exists: (key: string) => boolean;
};

const DEFAULT_NAMESPACE = 'common';
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

// The language's own text where it has one, else English's, key by key (spec section 8: English
// fallback, then the key). Keys only one side has are kept.
export function withFallback(primary: unknown, fallback: unknown): unknown {
  if (Array.isArray(fallback)) {
    const list = Array.isArray(primary) ? primary : [];
    return fallback.map((item, index) => withFallback(list[index], item));
  }
  if (isTree(fallback)) {
    const own = isTree(primary) ? primary : {};
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(fallback), ...Object.keys(own)])) {
      merged[key] = withFallback(own[key], fallback[key]);
    }
    return merged;
  }
  return typeof primary === 'string' && primary !== '' ? primary : fallback;
}

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lookup(texts: Texts, namespace: string, path: string): string | undefined {
  let node: unknown = texts[namespace];
  for (const part of path.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function splitKey(key: string): [namespace: string, path: string] {
  const colon = key.indexOf(':');
  return colon === -1 ? [DEFAULT_NAMESPACE, key] : [key.slice(0, colon), key.slice(colon + 1)];
}

// `texts` already hold the fallback (see withFallback): a translator only looks up.
export function createTranslator(language: Language, texts: Texts): Translator {
  const plurals = new Intl.PluralRules(language);
  let numbers: Intl.NumberFormat | undefined;
  const formatNumber = (value: unknown) => {
    numbers ??= new Intl.NumberFormat(language);
    return typeof value === 'number' ? numbers.format(value) : String(value);
  };

  const find = (key: string, count: unknown): string | undefined => {
    const [namespace, path] = splitKey(key);
    if (typeof count === 'number') {
      // The language's own form (Spanish has "many" for millions, for example), then its general
      // one, then a key without plural forms.
      return (
        lookup(texts, namespace, `${path}_${plurals.select(count)}`) ??
        lookup(texts, namespace, `${path}_other`) ??
        lookup(texts, namespace, path)
      );
    }
    return lookup(texts, namespace, path);
  };

  const t: Translate = (key, options) => {
    const text = find(key, options?.count) ?? options?.defaultValue ?? splitKey(key)[1];
    if (!options || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
      const value = options[name];
      if (value === undefined || value === null) return whole;
      return format === 'number' ? formatNumber(value) : String(value);
    });
  };

  return { language, t, exists: (key) => find(key, undefined) !== undefined };
}

// Texts for a language whose locale files are given per namespace, English filling the gaps.
export function textsWithFallback(language: Language, own: Texts, english: Texts): Texts {
  if (language === FALLBACK_LANGUAGE) return own;
  return withFallback(own, english) as Texts;
}
