import type { MetaDescriptor } from 'react-router';

// Page titles and descriptions come from the locale files too. meta() runs outside React, so it
// reads the root loader's resources directly, with the same fallback as i18next: the page's
// language, then English, then the key itself.

type RootData = { language?: string; resources?: Record<string, { common?: Record<string, unknown> }> };

function lookup(tree: Record<string, unknown> | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translateForMeta(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  key: string,
): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const language = root?.language ?? 'en';
  return lookup(root?.resources?.[language]?.common, key) ?? lookup(root?.resources?.en?.common, key) ?? key;
}

export function titleAndDescription(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  titleKey: string,
  descriptionKey: string,
): MetaDescriptor[] {
  return [
    { title: translateForMeta(matches, titleKey) },
    { name: 'description', content: translateForMeta(matches, descriptionKey) },
  ];
}
