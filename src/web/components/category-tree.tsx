import { Link } from 'react-router';
import type { CategoryNode } from '../../shared/product.ts';
import { categoryName } from '../i18n/category-names.ts';
import { useTranslator } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { SubcategoryItems } from './subcategory-items.tsx';

// The desktop category tree: every top category starts expanded (spec, shared layout). Built on
// <details> so it opens and closes without JavaScript.
export function CategoryTree({ categories }: { categories: readonly CategoryNode[] }) {
  const translator = useTranslator();
  const { t } = translator;
  const localized = useLocalizedPath();
  const nameOf = (slug: string, fallback: string) => categoryName(translator, slug, fallback);
  return (
    <nav aria-labelledby="category-tree-title" className="text-sm">
      <h2 id="category-tree-title" className="mb-2 px-2 text-base font-bold text-slate-900">
        {t('categories.title')}
      </h2>
      <ul className="space-y-1">
        {categories.map((category) => (
          <li key={category.slug}>
            <details open className="group">
              <summary className="flex cursor-pointer items-center justify-between rounded-md px-2 py-1.5 font-semibold text-slate-800 hover:bg-slate-100">
                <Link
                  to={localized(`/category/${category.slug}`)}
                  className="hover:text-blue-700 hover:underline"
                >
                  {nameOf(category.slug, category.name)}
                </Link>
              </summary>
              {category.subcategories.length > 0 && (
                <ul className="mt-0.5 mb-2 ml-3 space-y-0.5 border-l border-slate-200 pl-2">
                  <SubcategoryItems
                    category={category}
                    linkClassName="block rounded px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-blue-700"
                  />
                </ul>
              )}
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
