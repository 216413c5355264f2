import { Link } from 'react-router';
import type { ProductListItem } from '../../shared/product.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { Icon } from './icon.tsx';

type Place = Pick<
  ProductListItem,
  'category_name' | 'category_slug' | 'subcategory_name' | 'subcategory_slug'
>;

// Small in the product dialog's crowded header; the size of the page's text on the product page.
const SIZES = {
  small: {
    nav: undefined,
    list: 'flex flex-wrap items-center gap-1 text-xs text-slate-600',
    chevron: 'size-3.5',
  },
  page: { nav: 'text-sm text-slate-600', list: 'flex flex-wrap items-center gap-1', chevron: 'size-4' },
} as const;

// "Informática > Portátiles", each part a link to its catalog page, names translated by slug.
export function CategoryBreadcrumb({
  product,
  onNavigate,
  label,
  size = 'small',
}: {
  product: Place;
  onNavigate?: () => void;
  // The navigation's accessible name; the dialog's "product category" unless given.
  label?: string;
  size?: keyof typeof SIZES;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { category_slug: category, subcategory_slug: subcategory } = product;
  if (!category) return null;
  const classes = SIZES[size];
  return (
    <nav aria-label={label ?? t('windows:dialog.breadcrumb')} className={classes.nav}>
      <ol className={classes.list}>
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
            <Icon name="chevron-right" className={classes.chevron} />
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
