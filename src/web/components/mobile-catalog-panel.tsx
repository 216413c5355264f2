import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CategoryNode } from '../../shared/product.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { categoryName } from '../i18n/category-names.ts';
import { useTranslator } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { Icon } from './icon.tsx';
import { PopularBrandsList } from './popular-lists.tsx';
import { RowsSkeleton, SKELETON_CATEGORY_ROWS } from './skeletons.tsx';
import { SubcategoryItems } from './subcategory-items.tsx';

// Phones and tablets (spec section 2): a collapsible "categories and brands" panel with two tabs,
// Categorías and Nuestras Marcas. Opening one category closes the others (<details name=...>).
// Without JavaScript the panel still opens and shows the categories.

type Tab = 'categories' | 'brands';

export function MobileCatalogPanel({ categories }: { categories: readonly CategoryNode[] | undefined }) {
  const translator = useTranslator();
  const { t } = translator;
  const localized = useLocalizedPath();
  const hydrated = useHydrated();
  const [tab, setTab] = useState<Tab>('categories');
  const ids = useId();
  const tabId = (name: Tab) => `${ids}-${name}-tab`;
  const panelId = (name: Tab) => `${ids}-${name}-panel`;
  const tabPanel = (name: Tab) =>
    ({
      role: 'tabpanel',
      id: panelId(name),
      'aria-labelledby': tabId(name),
      hidden: tab !== name,
      className: 'pt-2',
    }) as const;
  const nameOf = (slug: string, fallback: string) => categoryName(translator, slug, fallback);

  const tabButton = (name: Tab, label: string) => (
    <button
      type="button"
      role="tab"
      id={tabId(name)}
      aria-selected={tab === name}
      aria-controls={panelId(name)}
      tabIndex={tab === name ? 0 : -1}
      onClick={() => setTab(name)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          const next: Tab = name === 'categories' ? 'brands' : 'categories';
          setTab(next);
          document.getElementById(tabId(next))?.focus();
        }
      }}
      className={`flex-1 border-b-2 px-3 py-2 text-sm font-semibold ${tab === name ? 'border-blue-700 text-blue-700' : 'border-transparent text-slate-600'}`}
    >
      {label}
    </button>
  );

  return (
    <details
      className="group mb-4 rounded-xl border border-slate-200 bg-white lg:hidden"
      data-testid="mobile-panel"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <Icon name="layout-grid" className="size-5 text-blue-700" />
          {t('panels.categoriesAndBrands')}
        </span>
        <Icon name="chevron-down" className="size-5 transition group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-100 px-4 pb-4">
        <div role="tablist" aria-label={t('panels.categoriesAndBrands')} className="mb-3 flex">
          {tabButton('categories', t('panels.categoriesTab'))}
          {tabButton('brands', t('panels.brandsTab'))}
        </div>
        <div {...tabPanel('categories')}>
          {!categories ? (
            <RowsSkeleton rows={SKELETON_CATEGORY_ROWS} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {categories.map((category) => (
                <li key={category.slug}>
                  <details name="mobile-category" className="group/category">
                    <summary className="flex cursor-pointer list-none items-center justify-between py-2.5 text-slate-800 [&::-webkit-details-marker]:hidden">
                      {nameOf(category.slug, category.name)}
                      <Icon
                        name="chevron-down"
                        className="size-4 transition group-open/category:rotate-180"
                      />
                    </summary>
                    <ul className="mb-2 ml-3 space-y-1 border-l border-slate-200 pl-3 text-sm">
                      <li>
                        <Link
                          to={localized(`/category/${category.slug}`)}
                          className="block py-1 font-semibold text-blue-700"
                        >
                          {t('panels.seeCategory', { name: nameOf(category.slug, category.name) })}
                        </Link>
                      </li>
                      <SubcategoryItems
                        category={category}
                        linkClassName="block py-1 text-slate-600 hover:text-blue-700"
                      />
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </div>
        {hydrated && <div {...tabPanel('brands')}>{tab === 'brands' && <PopularBrandsList />}</div>}
      </div>
    </details>
  );
}
