import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { recordProductClick } from '../lib/record-click.ts';
import { Icon } from './icon.tsx';

// The shop's affiliate link: a new tab, marked sponsored (spec), and a recorded click. The click is
// sent with keepalive, so the link is never held back waiting for it.
export function OfferLink({
  productId,
  href,
  children,
  className,
}: {
  productId: string;
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="sponsored noopener"
      onClick={() => recordProductClick(productId)}
      // A middle click opens the shop as well.
      onAuxClick={(event) => {
        if (event.button === 1) recordProductClick(productId);
      }}
      className={
        className ??
        'inline-flex items-center justify-center gap-1.5 rounded-lg bg-blue-700 px-3 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700'
      }
    >
      {children}
      <Icon name="external-link" className="size-4" />
      <span className="sr-only">{t('windows:product.opensInNewTab')}</span>
    </a>
  );
}
