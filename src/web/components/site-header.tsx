import { useRef } from 'react';
import { Link, NavLink } from 'react-router';
import type { Language } from '../../shared/i18n/languages.ts';
import { useDetailsDismiss } from '../hooks/use-details-dismiss.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { SearchBox } from '../search/search-box.tsx';
import { type BannerItem, BannerRotator, HEADER_ROTATION_MS } from './banner-rotator.tsx';
import { Icon } from './icon.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { useToast } from './toaster.tsx';
import { Tooltip } from './tooltip.tsx';

const NAV_ITEMS = [
  { path: '/', key: 'nav.home' },
  { path: '/about', key: 'nav.about' },
  { path: '/stores', key: 'nav.stores' },
  { path: '/contact', key: 'nav.contact' },
  { path: '/add-business', key: 'nav.addBusiness' },
] as const;

// The top bar (spec section 2): language selector, logo to /, rotating sponsored banners,
// navigation, a mobile menu toggle and the favourites heart, which only says "coming soon".
export function SiteHeader({
  language,
  languagePaths,
  banners,
}: {
  language: Language;
  languagePaths: Record<Language, string>;
  banners: readonly BannerItem[];
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const toast = useToast();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(mobileMenu);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'font-semibold text-blue-700' : 'text-slate-700 hover:text-blue-700 hover:underline';

  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      {/* On phones the banner takes a row of its own under the logo (order-last), on large screens it
          sits between the logo and the icons. */}
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 lg:flex-nowrap">
        <details ref={mobileMenu} className="group lg:hidden">
          <summary
            aria-label={t('nav.menu')}
            className="flex cursor-pointer list-none items-center rounded-md p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          >
            {/* The icon says what a tap will do: open the menu, or close it. */}
            <Icon name="menu" className="size-6 group-open:hidden" data-icon="open-menu" />
            <Icon name="x" className="hidden size-6 group-open:block" data-icon="close-menu" />
          </summary>
          <nav
            aria-label={t('nav.mainNavigation')}
            className="absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg"
          >
            <ul className="flex flex-col px-4 py-2">
              {NAV_ITEMS.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={localized(item.path)}
                    end
                    className={(state) => `block py-2.5 ${linkClass(state)}`}
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <Link
          to={localized('/')}
          className="flex shrink-0 items-center gap-2 text-xl font-extrabold text-blue-800"
          aria-label={`${t('site.name')}: ${t('nav.home')}`}
        >
          <Icon name="tag" className="size-6" />
          {t('site.name')}
        </Link>
        <div className="order-last flex w-full min-w-0 justify-center empty:hidden lg:order-none lg:mx-auto lg:w-auto lg:flex-1 lg:px-4">
          <BannerRotator
            banners={banners}
            intervalMs={HEADER_ROTATION_MS}
            className="w-full max-w-[728px]"
            testId="header-banners"
          />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <Tooltip text={t('nav.favouritesSoon')}>
            {(describedBy) => (
              <button
                type="button"
                aria-label={t('nav.favourites')}
                aria-describedby={describedBy}
                // Touch screens have no hover to show the tooltip: a tap says the same in a toast.
                onClick={() =>
                  toast({ title: t('nav.favouritesSoon'), description: t('nav.favouritesSoonText') })
                }
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 hover:text-red-600"
              >
                <Icon name="heart" className="size-5" />
              </button>
            )}
          </Tooltip>
          <LanguageSelector language={language} languagePaths={languagePaths} />
        </div>
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-screen-2xl items-center gap-6 px-4 py-2">
          <nav aria-label={t('nav.mainNavigation')} className="hidden lg:block">
            <ul className="flex gap-6 text-sm">
              {NAV_ITEMS.map((item) => (
                <li key={item.path}>
                  <NavLink to={localized(item.path)} end className={linkClass}>
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SearchBox kind="query" className="w-full lg:ml-auto lg:max-w-md" />
        </div>
      </div>
    </header>
  );
}
