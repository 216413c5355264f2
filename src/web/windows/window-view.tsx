import { FloatingWindow } from './floating-window.tsx';
import { ProductWindowContent } from './product-window-content.tsx';
import type { ManagedWindow } from './window-manager-context.ts';

// One open window: a product's details, or generic content (the demo windows).
export function WindowView({ entry, focusSerial }: { entry: ManagedWindow; focusSerial: number | null }) {
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
