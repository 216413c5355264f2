import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '../components/icon.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useViewportSize } from './use-viewport-size.ts';
import { useWindowActions } from './use-window-actions.ts';
import { useWindowDrag } from './use-window-drag.ts';
import { clampWindowPosition, computeMaxWindowHeight, computeWindowWidth } from './window-geometry.ts';
import type { ManagedWindow } from './window-manager-context.ts';

const TITLE_BAR_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700';

// A non-modal window over the page: a title bar to drag it by (unless maximised), maximise/restore
// and close buttons, and a scrolling body. It takes the focus when opened or asked for again,
// comes to the front when clicked or focused, and closes with Escape.
export function FloatingWindow({
  entry,
  title,
  focusSerial,
  children,
}: {
  entry: ManagedWindow;
  title: string;
  // Set while this window is the one asked to take the focus; a new value asks again.
  focusSerial: number | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { focusWindow, closeWindow, toggleMaximize, moveWindow } = useWindowActions();
  const viewport = useViewportSize();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const width = computeWindowWidth(viewport.width);
  // Clamped again here, not only when moved: the viewport may have shrunk since.
  const position = clampWindowPosition(entry.position, width, viewport);
  const drag = useWindowDrag({
    enabled: !entry.maximized,
    position,
    windowWidth: width,
    viewport,
    onMove: (next) => moveWindow(entry.id, next),
  });

  useEffect(() => {
    if (focusSerial !== null) ref.current?.focus({ preventScroll: true });
  }, [focusSerial]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    closeWindow(entry.id);
  }

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-window-id={entry.id}
      onKeyDown={onKeyDown}
      onFocus={() => focusWindow(entry.id)}
      onPointerDownCapture={() => focusWindow(entry.id)}
      style={
        entry.maximized
          ? { inset: 0, zIndex: entry.zIndex }
          : {
              left: position.x,
              top: position.y,
              width,
              maxHeight: computeMaxWindowHeight(viewport.height),
              zIndex: entry.zIndex,
            }
      }
      className={`fixed flex flex-col overflow-hidden border border-slate-300 bg-white shadow-2xl outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${entry.maximized ? '' : 'rounded-xl'}`}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is a pointer gesture; keyboard users have maximise, close and Escape */}
      <div
        {...drag}
        onDoubleClick={(event) => {
          if (!(event.target as Element).closest('button')) toggleMaximize(entry.id);
        }}
        className={`flex h-11 shrink-0 touch-none items-center gap-1 border-b border-slate-200 bg-slate-100 pr-1 pl-3 select-none ${entry.maximized ? '' : 'cursor-move'}`}
      >
        <div id={titleId} className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          {title}
        </div>
        <button
          type="button"
          onClick={() => toggleMaximize(entry.id)}
          aria-label={t(entry.maximized ? 'windows:window.restore' : 'windows:window.maximize')}
          title={t(entry.maximized ? 'windows:window.restore' : 'windows:window.maximize')}
          className={TITLE_BAR_BUTTON}
        >
          {entry.maximized ? (
            <Icon name="minimize-2" className="size-4" />
          ) : (
            <Icon name="maximize-2" className="size-4" />
          )}
        </button>
        <button
          type="button"
          onClick={() => closeWindow(entry.id)}
          aria-label={t('windows:window.close')}
          title={t('windows:window.close')}
          className={TITLE_BAR_BUTTON}
        >
          <Icon name="x" className="size-4" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
    </div>
  );
}
