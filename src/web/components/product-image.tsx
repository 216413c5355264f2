import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';

// A product picture in a window or the details dialog. Shop images break often (expired URLs,
// hotlink protection); a broken or missing one becomes the text "Imagen no disponible" (spec).
// These are drawn only in the browser, so the error event cannot fire before React listens.
export function ProductImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-500 ${className ?? ''}`}
      >
        <Icon name="image-off" className="size-8" />
        <span aria-hidden="true">{t('windows:product.imageUnavailable')}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      decoding="async"
      className={`object-contain ${className ?? ''}`}
      onError={() => setFailedSrc(src)}
    />
  );
}
