import { Outlet, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { CATEGORY_HIERARCHY_ROUTE } from '../../shared/contracts/categories.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import type { CategoryNode } from '../../shared/product.ts';
import { BackToTop } from '../components/back-to-top.tsx';
import { CategoryTree } from '../components/category-tree.tsx';
import { MobileCatalogPanel } from '../components/mobile-catalog-panel.tsx';
import { RightPanel } from '../components/popular-lists.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { RowsSkeleton, SKELETON_CATEGORY_ROWS } from '../components/skeletons.tsx';
import type { FilterPageHandle } from '../filters/filter-layout.tsx';
import { useApiQuery } from '../hooks/use-api-query.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { loader as rootLoader } from '../root.tsx';
import { WindowLayer } from '../windows/window-layer.tsx';
import { WindowManagerProvider } from '../windows/window-manager-provider.tsx';

// The path without a language prefix, so the language selector can point at the same page.
export function stripLanguagePrefix(pathname: string): string {
  const match = /^\/(es|en|pt|de|fr|ja)(?=\/|$)/.exec(pathname);
  return match ? pathname.slice(match[0].length) || '/' : pathname;
}

export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root')!;
  const { t } = useTranslation();
  const location = useLocation();
  // Pages with filters have them in the left column instead of the category tree.
  const showsFilters = useMatches().some((match) =>
    (match.handle as Partial<FilterPageHandle> | undefined)?.showsFilters?.(match.data),
  );
  const categories = useApiQuery<CategoryNode[]>(CATEGORY_HIERARCHY_ROUTE);
  const rest = stripLanguagePrefix(location.pathname);
  const languagePaths = Object.fromEntries(
    LANGUAGES.map((code) => [code, `/${code}${rest === '/' ? '' : rest}${location.search}`]),
  ) as Record<Language, string>;
  const canonicalPath = (code: Language) => `${root.origin}/${code}${rest === '/' ? '' : rest}`;
  return (
    <WindowManagerProvider>
      <div className="flex min-h-screen flex-col">
        {/* React hoists these into <head>: one canonical URL per language, and its alternates. */}
        <link rel="canonical" href={canonicalPath(root.language)} />
        {LANGUAGES.map((code) => (
          <link key={code} rel="alternate" hrefLang={code} href={canonicalPath(code)} />
        ))}
        {/* The Spanish page, not the unprefixed URL: that one's canonical is a prefixed page, and
            a page whose own URL and canonical are two hreflang locations confuses search engines. */}
        <link rel="alternate" hrefLang="x-default" href={canonicalPath(DEFAULT_LANGUAGE)} />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('site.skipToContent')}
        </a>
        <SiteHeader language={root.language} languagePaths={languagePaths} banners={root.banners.top} />
        <div className="mx-auto flex w-full max-w-screen-2xl flex-1 gap-6 px-4 py-6">
          <aside className={showsFilters ? 'hidden' : 'hidden w-64 shrink-0 lg:block'}>
            {categories.data ? (
              <CategoryTree categories={categories.data} />
            ) : (
              <RowsSkeleton rows={SKELETON_CATEGORY_ROWS} />
            )}
          </aside>
          <main id="main" className="min-w-0 flex-1">
            <MobileCatalogPanel categories={categories.data} />
            <Outlet />
          </main>
          <aside aria-label={t('panels.rightPanel')} className="hidden w-60 shrink-0 xl:block">
            <RightPanel />
          </aside>
        </div>
        {/* Below the large screens' right panel, the popular lists come after the page. */}
        <aside
          aria-label={t('panels.rightPanel')}
          className="mx-auto w-full max-w-screen-2xl px-4 pb-8 xl:hidden"
          data-testid="popular-lists-below"
        >
          <RightPanel className="grid gap-8 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2" />
        </aside>
        <SiteFooter year={root.year} banners={root.banners.bottom} />
        <BackToTop />
      </div>
      <WindowLayer />
    </WindowManagerProvider>
  );
}
