import type { MetaDescriptor } from 'react-router';

// Page titles and descriptions come from the locale files too. meta() runs outside React, so it
// reads the root loader's resources directly, with the same fallback as i18next: the page's
// language, then English, then the key itself.

type RootData = { language?: string; resources?: Record<string, Record<string, Record<string, unknown>>> };

function lookup(tree: Record<string, unknown> | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

// "namespace:key" as in i18next; values fill {{name}} placeholders.
export function translateForMeta(
  matches: Matches,
  key: string,
  values: Record<string, unknown> = {},
): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const language = root?.language ?? 'en';
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const text =
    lookup(root?.resources?.[language]?.[namespace], path) ??
    lookup(root?.resources?.en?.[namespace], path) ??
    (typeof values.defaultValue === 'string' ? values.defaultValue : key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
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
