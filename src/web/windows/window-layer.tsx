import { createPortal } from 'react-dom';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { FloatingWindow } from './floating-window.tsx';
import { ProductWindowContent } from './product-window-content.tsx';
import { useOpenWindows } from './use-open-windows.ts';
import type { ManagedWindow } from './window-manager-context.ts';

function WindowView({ entry, focusSerial }: { entry: ManagedWindow; focusSerial: number | null }) {
  const { content } = entry;
  if (content.kind === 'generic') {
    return (
      <FloatingWindow entry={entry} title={content.title} focusSerial={focusSerial}>
        {content.body}
      </FloatingWindow>
    );
  }
  return (
    <FloatingWindow entry={entry} title={content.product.c10_product_name} focusSerial={focusSerial}>
      <ProductWindowContent product={content.product} />
    </FloatingWindow>
  );
}

// The open windows, fixed over the page at the end of <body> so no page stacking context clips or
// buries them. Windows exist only in the browser: the server and the hydration pass render nothing.
export function WindowLayer() {
  const hydrated = useHydrated();
  const { windows, focusRequest } = useOpenWindows();
  if (!hydrated || windows.length === 0) return null;
  return createPortal(
    <div data-window-layer="">
      {windows.map((entry) => (
        <WindowView
          key={entry.id}
          entry={entry}
          focusSerial={focusRequest?.id === entry.id ? focusRequest.serial : null}
        />
      ))}
    </div>,
    document.body,
  );
}
