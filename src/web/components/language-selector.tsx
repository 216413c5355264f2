import { useRef } from 'react';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import { useDetailsDismiss } from '../hooks/use-details-dismiss.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';

// The language selector: links to the same page under each /{lang}/ prefix, through the server's
// /language/{lang} (http/language-choice.ts), which remembers the choice for the unprefixed URLs.
export function LanguageSelector({
  language,
  languagePaths,
}: {
  language: Language;
  languagePaths: Record<Language, string>;
}) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(menu);
  return (
    <details ref={menu} className="relative" data-testid="language-selector">
      <summary
        // Starts with the visible code, so people who speak the control's label find it by voice.
        aria-label={`${language.toUpperCase()}, ${t('nav.language')}: ${LANGUAGE_INFO[language].displayName}`}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="globe" className="size-4" />
        <span className="uppercase">{language}</span>
        <Icon name="chevron-down" className="size-3.5" />
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={`/language/${code}?${new URLSearchParams({ next: languagePaths[code] })}`}
              rel="nofollow"
              hrefLang={code}
              lang={code}
              aria-current={code === language ? 'true' : undefined}
              className="flex items-center justify-between px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
            >
              {LANGUAGE_INFO[code].displayName}
              {code === language && <Icon name="check" className="size-4 text-blue-700" />}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
