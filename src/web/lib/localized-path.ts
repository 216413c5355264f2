import { createContext, useContext } from 'react';
import type { Language } from '../../shared/i18n/languages.ts';

// Pages reached under /{lang}/... keep their links under the same prefix; pages reached without a
// prefix keep unprefixed links (their language comes from the cookie or the browser).
export const PathPrefixContext = createContext<string>('');

export function localizePath(prefix: string, path: string): string {
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

export function useLocalizedPath(): (path: string) => string {
  const prefix = useContext(PathPrefixContext);
  return (path: string) => localizePath(prefix, path);
}

export function prefixFor(language: Language | null): string {
  return language ? `/${language}` : '';
}
