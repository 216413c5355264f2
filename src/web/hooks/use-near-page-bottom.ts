import { useEffect } from 'react';

// Spec section 9: the next page is requested when the visitor is within 1000 px of the bottom.
export const SCROLL_TRIGGER_PX = 1000;

// Calls `onNear` whenever the page bottom is within reach and `enabled` holds: on scroll, on
// resize, and right away (a short first page must not wait for a scroll that cannot happen).
export function useNearPageBottom(enabled: boolean, onNear: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const remaining = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (remaining <= SCROLL_TRIGGER_PX) onNear();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled, onNear]);
}
