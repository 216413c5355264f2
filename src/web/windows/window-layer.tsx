import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { FloatingWindow } from './floating-window.tsx';
import { ProductWindowContent } from './product-window-content.tsx';
import { useOpenWindows } from './use-open-windows.ts';
import type { ManagedWindow } from './window-manager-context.ts';

function WindowView({ entry }: { entry: ManagedWindow }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { content } = entry;
  if (content.kind === 'generic') {
    return (
      <FloatingWindow entry={entry} title={content.title}>
        {content.body}
      </FloatingWindow>
    );
  }
  return (
    <FloatingWindow entry={entry} title={t('windows:product.windowTitle')} labelledBy={headingId}>
      <ProductWindowContent product={content.product} headingId={headingId} />
    </FloatingWindow>
  );
}

// The open windows, fixed over the page at the end of <body> so no page stacking context clips or
// buries them. Windows exist only in the browser: the server and the hydration pass render nothing.
export function WindowLayer() {
  const hydrated = useHydrated();
  const windows = useOpenWindows();
  if (!hydrated || windows.length === 0) return null;
  return createPortal(
    <div data-window-layer="">
      {windows.map((entry) => (
        <WindowView key={entry.id} entry={entry} />
      ))}
    </div>,
    document.body,
  );
}
