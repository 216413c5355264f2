import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../lib/localized-path.ts';

export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-screen-2xl gap-6 px-4 py-8 text-sm md:grid-cols-2">
        <p className="max-w-prose">{t('footer.blurb')}</p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 md:justify-end">
          <li>
            <Link to={localized('/privacy')} className="hover:text-white hover:underline">
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link to={localized('/terms')} className="hover:text-white hover:underline">
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link to={localized('/cookies')} className="hover:text-white hover:underline">
              {t('footer.cookies')}
            </Link>
          </li>
        </ul>
        <p className="text-xs text-slate-400 md:col-span-2">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
