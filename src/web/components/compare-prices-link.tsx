import { Link } from 'react-router';
import type { ProductListItem } from '../../shared/product.ts';
import { productPath } from '../../shared/product-path.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocalizedPath } from '../lib/localized-path.ts';
import { Icon } from './icon.tsx';

// The way from a card, window or dialog to the product page: every shop's offer and the price
// history. "Comparar 4 tiendas", or "Ver historial de precios" when one shop has it.
export function ComparePricesLink({
  product,
  className = '',
  onNavigate,
}: {
  product: Pick<ProductListItem, 'id_c10' | 'c10_product_name' | 'offer_count'>;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized(productPath(product))}
      onClick={onNavigate}
      className={`inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline ${className}`}
    >
      <Icon name="chart-column" className="size-4" />
      {t('productPage.compare', { count: Math.max(1, product.offer_count) })}
    </Link>
  );
}
