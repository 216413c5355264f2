import { Link } from 'react-router';
import type { CategoryNode } from '../../shared/product.ts';
import { categoryName } from '../i18n/category-names.ts';
import { useTranslator } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';

// A category's subcategories as list items, each a link to its catalog page under its translated
// name: the desktop tree and the mobile panel list them the same way, each in its own style.
export function SubcategoryItems({
  category,
  linkClassName,
}: {
  category: CategoryNode;
  linkClassName: string;
}) {
  const translator = useTranslator();
  const localized = useLocalizedPath();
  return (
    <>
      {category.subcategories.map((sub) => (
        <li key={sub.slug}>
          <Link to={localized(`/category/${category.slug}/${sub.slug}`)} className={linkClassName}>
            {categoryName(translator, sub.slug, sub.name)}
          </Link>
        </li>
      ))}
    </>
  );
}
