import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

// Sponsored banners cycling by index (spec section 2): nothing with no banner, no rotation with
// one, otherwise the next every `intervalMs` with a 0.5 s fade. Rotation pauses while the pointer
// or keyboard focus is on the banner, so nobody loses the link they are about to follow. The HTML
// was sanitised on the server (image links only, marked sponsored).

export const DEFAULT_ROTATION_MS = 5000;
export const HEADER_ROTATION_MS = 20_000;
export const FADE_MS = 500;

export type BannerItem = { id: number; html: string };

export function BannerRotator({
  banners,
  intervalMs = DEFAULT_ROTATION_MS,
  className = '',
  testId,
}: {
  banners: readonly BannerItem[];
  intervalMs?: number;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    let fadeTimer: number | undefined;
    const timer = window.setInterval(() => {
      setFading(true);
      fadeTimer = window.setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setFading(false);
      }, FADE_MS);
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(fadeTimer);
    };
  }, [count, intervalMs, paused]);

  if (count === 0) return null;
  const banner = banners[index % count]!;
  return (
    <aside
      aria-label={t('banners.label')}
      className={`relative ${className}`}
      data-testid={testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        key={banner.id}
        data-banner-id={banner.id}
        className="transition-opacity duration-500 ease-in-out motion-reduce:transition-none [&_a]:block [&_img]:h-auto [&_img]:w-full [&_img]:max-w-[728px] [&_img]:rounded-md"
        style={{ opacity: fading ? 0 : 1 }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (banner-html.ts)
        dangerouslySetInnerHTML={{ __html: banner.html }}
      />
      {/* On a phone the banner is too small to carry the label over it without covering its button. */}
      <span className="mt-0.5 ml-auto block w-fit rounded bg-black/60 px-1 text-[10px] font-medium text-white uppercase sm:absolute sm:top-1 sm:right-1 sm:mt-0 sm:bg-black/50">
        {t('banners.sponsored')}
      </span>
    </aside>
  );
}
