import { Link } from 'react-router';
import { ProductPreviewSection } from '../components/product-preview-section.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { type CatalogFilter, catalogPath, scopesFor } from './catalog-view.ts';

// /category/{c}, /subcategory/{s} and /category/{c}/{s}: deals and featured previews linking to
// their full lists (spec route table), the subcategories of a category, and links to every list.
export function CategoryOverview({
  filter,
  heading,
  subcategories,
  previewPaths,
}: {
  filter: Exclude<CatalogFilter, { kind: 'global' }>;
  heading: string;
  subcategories: ReadonlyArray<{ slug: string; name: string }>;
  // The API paths of the two previews, as the loader read them (their query keys).
  previewPaths: { deals: string; featured: string };
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const category = filter.kind === 'subcategory' ? null : filter.category;
  return (
    <>
      <h1 className="mb-3 text-2xl font-bold text-slate-900">{heading}</h1>
      {subcategories.length > 0 && category !== null && (
        <nav aria-label={t('lists.subcategories')} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((sub) => (
              <li key={sub.slug}>
                <Link
                  to={localized(`/category/${category}/${sub.slug}`)}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-blue-700 hover:text-blue-700"
                >
                  {t(`categories:${sub.slug}`, { defaultValue: sub.name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={t('lists.allLists')} className="mb-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          {scopesFor(filter).map((scope) => (
            <li key={scope}>
              <Link to={localized(catalogPath(filter, scope))} className="text-blue-700 hover:underline">
                {t(`lists.shortTitles.${scope}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ProductPreviewSection
        id="deals"
        title={t('home.deals')}
        link={catalogPath(filter, 'deals')}
        path={previewPaths.deals}
        emptyText={t('lists.emptyHere.deals')}
        errorText={t('lists.error.deals')}
      />
      <ProductPreviewSection
        id="featured"
        leadImages={false}
        title={t('home.featured')}
        link={catalogPath(filter, 'featured')}
        path={previewPaths.featured}
        emptyText={t('lists.emptyHere.featured')}
        errorText={t('lists.error.featured')}
      />
    </>
  );
}
