import { formatEuros } from '../../shared/price-format.ts';
import { useTranslation } from '../i18n/use-translation.ts';

// The struck-out price of a deal is the shop's lowest price in the 30 days before the drop (EU
// Directive 98/6, art. 6a; deals/deal-rule.ts), never a "recommended" price: it says so to screen
// readers, in a tooltip, and, where `caption` asks for it (cards), in visible small print.
export function ReferencePrice({
  price,
  caption = false,
  className = 'text-sm text-slate-500',
}: {
  price: number;
  caption?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const struck = (
    <span className={`line-through ${className}`} title={t('product.referencePrice')}>
      <span className="sr-only">{t('product.referencePrice')}: </span>
      {formatEuros(price)}
    </span>
  );
  if (!caption) return struck;
  return (
    <>
      {struck}
      <span className="basis-full text-[11px] leading-tight text-slate-500" aria-hidden="true">
        {t('product.referenceCaption')}
      </span>
    </>
  );
}
