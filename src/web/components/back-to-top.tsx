import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Spec section 2: a back-to-top button appears once the page has scrolled beyond 300 px.
export const BACK_TO_TOP_THRESHOLD_PX = 300;

export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
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
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
