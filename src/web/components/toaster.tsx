import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Icon } from './icon.tsx';

// Toasts with the spec's constants (section 9): one at a time; shown for 5000 ms by default; swipe
// right by 50 px to dismiss; F8 moves focus to the toast region; the region is at most 420 px
// wide. Two variants: default and destructive. (The spec's 1,000,000 ms "remove delay" is how long
// a dismissed toast stays in memory in the original; here a dismissed toast is simply gone.)

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type Toast = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
};

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(null);
  const [offset, setOffset] = useState(0);
  const region = useRef<HTMLOListElement>(null);
  const swipeStart = useRef<number | null>(null);
  const show = useCallback((next: Toast) => {
    setOffset(0);
    setToast({ ...next, key: Date.now() });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), toast.durationMs ?? TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const destructive = toast?.variant === 'destructive';
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol
        ref={region}
        tabIndex={-1}
        aria-label={t('toasts.region')}
        // The region stays in place (F8 focuses it, screen readers find it) but is transparent to
        // taps: only a shown toast catches them, not the empty strip over "Ver oferta" buttons.
        className="pointer-events-none fixed right-0 bottom-0 z-[2000] flex w-full max-w-[420px] flex-col gap-2 p-4 outline-none"
      >
        {toast && (
          <li
            key={toast.key}
            role={destructive ? 'alert' : 'status'}
            aria-live={destructive ? 'assertive' : 'polite'}
            data-testid="toast"
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg transition-transform ${destructive ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
            style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y' }}
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerMove={(event) => {
              if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
            }}
            onPointerUp={() => {
              if (offset >= TOAST_SWIPE_THRESHOLD_PX) setToast(null);
              else setOffset(0);
              swipeStart.current = null;
            }}
            onPointerCancel={() => {
              setOffset(0);
              swipeStart.current = null;
            }}
          >
            <div className="flex-1">
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => setToast(null)}
              aria-label={t('toasts.close')}
              className="rounded p-0.5 opacity-70 hover:opacity-100"
            >
              <Icon name="x" className="size-4" />
            </button>
          </li>
        )}
      </ol>
    </ToastContext.Provider>
  );
}
