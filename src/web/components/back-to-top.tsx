import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';

// Spec section 2: a back-to-top button appears once the page has scrolled beyond 300 px.
// On a phone a floating button always sits over some card's "Ver oferta"; there it appears only
// while the visitor scrolls back up (the moment they might want it) and goes away once they stop,
// so it is never in the way of the tap that follows.
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const PHONE_HIDE_AFTER_MS = 2000;
const PHONE_QUERY = '(max-width: 639px)';

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const phone = window.matchMedia(PHONE_QUERY);
    let lastY = window.scrollY;
    let hideTimer: number | undefined;
    const update = () => {
      const y = window.scrollY;
      const scrollingUp = y < lastY;
      lastY = y;
      window.clearTimeout(hideTimer);
      if (y <= BACK_TO_TOP_THRESHOLD_PX) return setVisible(false);
      if (!phone.matches) return setVisible(true);
      setVisible(scrollingUp);
      if (scrollingUp) hideTimer = window.setTimeout(() => setVisible(false), PHONE_HIDE_AFTER_MS);
    };
    setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX && !phone.matches);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.clearTimeout(hideTimer);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
      aria-label={t('layout.backToTop')}
      title={t('layout.backToTop')}
      className="fixed right-4 bottom-4 z-40 flex size-11 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <Icon name="arrow-up" className="size-5" />
    </button>
  );
}
