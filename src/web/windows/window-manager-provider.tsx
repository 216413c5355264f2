import { type ReactNode, useEffect, useMemo, useReducer, useRef } from 'react';
import { readViewport } from './use-viewport-size.ts';
import {
  OpenWindowsContext,
  type WindowActions,
  WindowActionsContext,
  type WindowContent,
} from './window-manager-context.ts';
import { createWindowState, reduceWindows } from './window-state.ts';

function windowElement(id: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-window-id="${CSS.escape(id)}"]`);
}

// The frontmost window other than `exceptId`, read from the page: where focus goes when a window
// closes and whatever opened it is gone.
function topWindowElement(exceptId: string): HTMLElement | null {
  let top: HTMLElement | null = null;
  for (const element of document.querySelectorAll<HTMLElement>('[data-window-id]')) {
    if (element.dataset.windowId === exceptId) continue;
    if (top === null || Number(element.style.zIndex) > Number(top.style.zIndex)) top = element;
  }
  return top;
}

// Holds the open windows for the whole site, so a window survives moving between pages.
export function WindowManagerProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(
    reduceWindows<WindowContent>,
    undefined,
    createWindowState<WindowContent>,
  );
  // What had the focus when each window opened, to hand it back when the window closes.
  const openers = useRef(new Map<string, HTMLElement>());
  const openIds = useRef(new Set<string>());
  useEffect(() => {
    openIds.current = new Set(state.windows.map((entry) => entry.id));
  }, [state.windows]);

  const actions = useMemo<WindowActions>(
    () => ({
      openWindow(id, content) {
        const isNew = !openIds.current.has(id);
        if (isNew) {
          openIds.current.add(id);
          if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
            openers.current.set(id, document.activeElement);
          }
        }
        dispatch({ type: 'open', id, content, viewport: readViewport() });
        return isNew;
      },
      focusWindow(id) {
        dispatch({ type: 'focus', id });
      },
      closeWindow(id) {
        const hadFocus = windowElement(id)?.contains(document.activeElement) ?? false;
        const opener = openers.current.get(id);
        openers.current.delete(id);
        openIds.current.delete(id);
        if (hadFocus) {
          const next = opener?.isConnected ? opener : topWindowElement(id);
          next?.focus({ preventScroll: true });
        }
        dispatch({ type: 'close', id });
      },
      toggleMaximize(id) {
        dispatch({ type: 'toggle-maximize', id });
      },
      moveWindow(id, position) {
        dispatch({ type: 'move', id, position });
      },
    }),
    [],
  );

  return (
    <WindowActionsContext.Provider value={actions}>
      <OpenWindowsContext.Provider value={state}>{children}</OpenWindowsContext.Provider>
    </WindowActionsContext.Provider>
  );
}
