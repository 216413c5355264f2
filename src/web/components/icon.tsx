// An icon drawn by CSS (src/web/icons.css, generated from lucide-react by
// scripts/generate-icon-css.mjs): for the icons every product card repeats, where inline SVG made
// up a third of a page's HTML. Decorative: the text next to it says what it means.
export type IconName = 'store' | 'chart-column' | 'external-link' | 'maximize-2';

export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}
