import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

// A small text tooltip with the spec's timing (section 9): it appears after 700 ms of hovering,
// or at once if another tooltip closed less than 300 ms ago (moving along a toolbar), and on
// keyboard focus. Escape hides it.

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

export function Tooltip({ text, children }: { text: string; children: (describedBy: string) => ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (immediately: boolean) => {
    window.clearTimeout(timer.current);
    if (immediately || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the child is the control
    <span
      className="relative inline-flex"
      onMouseEnter={() => show(false)}
      onMouseLeave={hide}
      onFocus={() => show(true)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute top-full right-0 z-50 mt-2 rounded-md bg-slate-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow ${open ? '' : 'hidden'}`}
      >
        {text}
      </span>
    </span>
  );
}
