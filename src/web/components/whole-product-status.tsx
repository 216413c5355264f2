import type { WholeProduct } from '../hooks/use-whole-product.ts';
import { useTranslation } from '../i18n/use-translation.ts';

// Where a dialog or window shows the descriptions and facts: a line while they load, or why they
// are missing.
export function WholeProductStatus({ whole }: { whole: WholeProduct }) {
  const { t } = useTranslation();
  if (whole.state === 'loaded') return null;
  return whole.state === 'loading' ? (
    <p role="status" className="text-sm text-slate-500">
      {t('windows:product.detailsLoading')}
    </p>
  ) : (
    <p role="alert" className="text-sm text-red-700">
      {t('windows:product.detailsUnavailable')}
    </p>
  );
}
