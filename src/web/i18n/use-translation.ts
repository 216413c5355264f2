import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

// The site's translation hook. react-i18next's own subscribes every caller to language and store
// events and builds its translation function again on each render: about 2 ms of every page's
// render on the demo catalog (docs/benchmarks.md, "Where a page's time goes"), as every card calls
// it through its parts. A page's language never changes under it (a language is a URL prefix, and
// choosing another loads the page again), so one fixed function per instance and language serves
// every component; a re-render after the root's changeLanguage() picks up the new one.
const fixedT = new WeakMap<I18n, { language: string; t: TFunction }>();

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  let entry = fixedT.get(i18n);
  if (!entry || entry.language !== i18n.language) {
    entry = { language: i18n.language, t: i18n.getFixedT(i18n.language) };
    fixedT.set(i18n, entry);
  }
  return { t: entry.t, i18n };
}
