import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { type BannerItem, BannerRotator } from './banner-rotator.tsx';
import { DealAlertForm } from './deal-alert-form.tsx';

// Spec section 2: banner, blurb, year copyright, links to help center, how it works, become an
// affiliate, privacy, terms and cookies. The first three have no pages of their own in the spec's
// route table; they lead to the pages that answer them. Issue 12 adds how we rank and how we earn,
// which every page must reach.
const FOOTER_LINKS = [
  { path: '/contact', key: 'footer.helpCenter' },
  { path: '/about', key: 'footer.howItWorks' },
  { path: '/how-we-rank', key: 'footer.howWeRank' },
  { path: '/add-business', key: 'footer.becomeAffiliate' },
  { path: '/privacy', key: 'footer.privacy' },
  { path: '/terms', key: 'footer.terms' },
  { path: '/cookies', key: 'footer.cookies' },
] as const;

export function SiteFooter({ year, banners }: { year: number; banners: readonly BannerItem[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      {banners.length > 0 && (
        <div className="mx-auto flex max-w-screen-2xl justify-center px-4 pt-8">
          <BannerRotator banners={banners} className="w-full max-w-[728px]" testId="footer-banners" />
        </div>
      )}
      <div className="mx-auto grid max-w-screen-2xl gap-6 px-4 py-8 text-sm md:grid-cols-2">
        <div className="max-w-xl md:col-span-2">
          <DealAlertForm tone="dark" />
        </div>
        <p className="max-w-prose">{t('footer.blurb')}</p>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 md:justify-end">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={localized(link.path)} className="hover:text-white hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-slate-400 md:col-span-2">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
