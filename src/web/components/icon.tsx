import type { ComponentPropsWithoutRef } from 'react';

// An icon drawn by CSS (src/web/icons.css, generated from lucide-react by
// scripts/generate-icon-css.mjs), so pages carry a <span> instead of inline SVG and the browser
// downloads no icon code. Decorative: the text next to it, or its control's label, says what it
// means.
export const ICON_NAMES = [
  'app-window',
  'arrow-down',
  'arrow-right',
  'arrow-up',
  'arrow-up-down',
  'chart-column',
  'check',
  'check-circle-2',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'clock',
  'external-link',
  'globe',
  'heart',
  'image-off',
  'info',
  'layers',
  'layout-grid',
  'mail',
  'map-pin',
  'maximize-2',
  'menu',
  'minimize-2',
  'phone',
  'sliders-horizontal',
  'search',
  'star',
  'star-filled',
  'star-half-filled',
  'store',
  'tag',
  'trending-up',
  'x',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

// Other attributes (data-icon, for tests to find which icon shows) go on the span as they are.
export function Icon({
  name,
  className = '',
  ...attributes
}: { name: IconName } & Omit<ComponentPropsWithoutRef<'span'>, 'children' | 'aria-hidden'>) {
  return <span {...attributes} aria-hidden="true" className={`icon icon-${name} ${className}`} />;
}
