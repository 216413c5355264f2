import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';

const NAV_ITEMS = [
  { path: '/', key: 'nav.home' },
  { path: '/about', key: 'nav.about' },
  { path: '/stores', key: 'nav.stores' },
  { path: '/contact', key: 'nav.contact' },
  { path: '/add-business', key: 'nav.addBusiness' },
] as const;

export function SiteHeader({
  language,
  languagePaths,
}: {
  language: Language;
  languagePaths: Record<Language, string>;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link to={localized('/')} className="flex items-center gap-2 text-xl font-extrabold text-blue-800">
          <Tag className="size-6" aria-hidden="true" />
          {t('site.name')}
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className="order-3 w-full md:order-none md:w-auto">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700">
            {NAV_ITEMS.map((item) => (
              <li key={item.path}>
                <Link to={localized(item.path)} className="hover:text-blue-700 hover:underline">
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('nav.language')} className="ml-auto">
          <ul className="flex gap-1 text-xs">
            {LANGUAGES.map((code) => (
              <li key={code}>
                <a
                  href={languagePaths[code]}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === language ? 'true' : undefined}
                  title={LANGUAGE_INFO[code].displayName}
                  className={`rounded px-1.5 py-1 uppercase ${code === language ? 'bg-blue-700 font-bold text-white' : 'text-slate-600 hover:bg-slate-100'}`}
                >
                  {code}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
