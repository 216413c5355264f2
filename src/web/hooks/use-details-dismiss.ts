import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

// Menus built on <details> open and close without JavaScript. With it, they also close the way
// people expect: on navigation, on a click elsewhere, and with Escape (focus goes back to the
// toggle).
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>): void {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key, ref]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key === 'Escape' && details?.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref]);
}
