import type { ReactNode } from 'react';
import { createContext } from 'react';
import type { ProductCard } from '../../shared/contracts/product-card.ts';
import type { Point } from './window-geometry.ts';
import { createWindowState, type WindowEntry, type WindowState } from './window-state.ts';

// What a floating window shows: a product's details, or anything else under a title (the demo
// cards). The layer renders the first kind itself; the second brings its own body.
export type WindowContent =
  | { kind: 'product'; product: ProductCard }
  | { kind: 'generic'; title: string; body: ReactNode };

export type ManagedWindow = WindowEntry<WindowContent>;
export type ManagedWindows = WindowState<WindowContent>;

export type WindowActions = {
  // Opens the window, or brings it to the front when it is open; true when it was not open.
  openWindow: (id: string, content: WindowContent) => boolean;
  focusWindow: (id: string) => void;
  closeWindow: (id: string) => void;
  toggleMaximize: (id: string) => void;
  moveWindow: (id: string, position: Point) => void;
};

// Two contexts: the actions never change, so product cards that only open windows do not
// re-render while a window is dragged; only the layer reads the windows themselves.
export const WindowActionsContext = createContext<WindowActions | null>(null);
export const OpenWindowsContext = createContext<ManagedWindows>(createWindowState());
