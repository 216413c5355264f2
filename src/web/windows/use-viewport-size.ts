import { useSyncExternalStore } from 'react';
import type { Size } from './window-geometry.ts';

// The visible area without scroll bars (what a fixed element with inset 0 covers), kept current on
// resize. One cached object per size, as useSyncExternalStore needs a stable snapshot.
let cached: Size = { width: 0, height: 0 };

export function readViewport(): Size {
  const { clientWidth, clientHeight } = document.documentElement;
  if (cached.width !== clientWidth || cached.height !== clientHeight) {
    cached = { width: clientWidth, height: clientHeight };
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// Windows are drawn only in the browser; the server value is a desktop-sized guess never shown.
const SERVER_VIEWPORT: Size = { width: 1440, height: 900 };

export function useViewportSize(): Size {
  return useSyncExternalStore(subscribe, readViewport, () => SERVER_VIEWPORT);
}
