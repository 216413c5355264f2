import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductListItem } from '../../shared/product.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';

type Place = Pick<
  ProductListItem,
  'category_name' | 'category_slug' | 'subcategory_name' | 'subcategory_slug'
>;

// "Informática > Portátiles", each part a link to its catalog page, names translated by slug.
export function CategoryBreadcrumb({ product, onNavigate }: { product: Place; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { category_slug: category, subcategory_slug: subcategory } = product;
  if (!category) return null;
  return (
    <nav aria-label={t('windows:dialog.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
        <li>
          <Link
            to={localized(`/category/${category}`)}
            onClick={onNavigate}
            className="hover:text-blue-700 hover:underline"
          >
            {t(`categories:${category}`, { defaultValue: product.category_name ?? category })}
          </Link>
        </li>
        {subcategory && (
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden="true" />
            <Link
              to={localized(`/category/${category}/${subcategory}`)}
              onClick={onNavigate}
              className="hover:text-blue-700 hover:underline"
            >
              {t(`categories:${subcategory}`, { defaultValue: product.subcategory_name ?? subcategory })}
            </Link>
          </li>
        )}
      </ol>
    </nav>
  );
}
