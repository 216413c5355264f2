import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useOpenWindows } from './use-open-windows.ts';

// The windows' code loads with the first window a visitor opens, not with every page.
const WindowView = lazy(() => import('./window-view.tsx').then((module) => ({ default: module.WindowView })));

// The open windows, fixed over the page at the end of <body> so no page stacking context clips or
// buries them. Windows exist only in the browser: the server and the hydration pass render nothing.
export function WindowLayer() {
  const hydrated = useHydrated();
  const { windows, focusRequest } = useOpenWindows();
  if (!hydrated || windows.length === 0) return null;
  return createPortal(
    <div data-window-layer="">
      <Suspense fallback={null}>
        {windows.map((entry) => (
          <WindowView
            key={entry.id}
            entry={entry}
            focusSerial={focusRequest?.id === entry.id ? focusRequest.serial : null}
          />
        ))}
      </Suspense>
    </div>,
    document.body,
  );
}
