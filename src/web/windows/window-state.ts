import {
  clampWindowPosition,
  computeCascadePosition,
  computeWindowWidth,
  findFreeSlot,
  type Point,
  type Size,
} from './window-geometry.ts';

// The open floating windows and their placement, as a pure reducer (spec: a window is closed or
// open, normal or maximised; maximising remembers the position and a second press restores it;
// only a normal window can be dragged; layering starts at z-index 1000 and rises on each focus).
// Generic over what a window shows, so the rules are tested without React.

export const BASE_Z_INDEX = 1000;

export type WindowEntry<Content> = {
  id: string;
  content: Content;
  position: Point;
  // Where a maximised window goes back to; null while it is not maximised.
  restorePosition: Point | null;
  maximized: boolean;
  zIndex: number;
  // Place in the cascade, freed when the window closes.
  slot: number;
};

// The window that should take the keyboard focus: the one opened (or asked for again) last. The
// serial tells one request from the next for the same window. Windows opened together in one
// go (the demo's "open all") leave only the last with the focus, so focusing cannot reshuffle them.
export type FocusRequest = { id: string; serial: number };

export type WindowState<Content> = {
  // In opening order; paint order comes from zIndex.
  windows: readonly WindowEntry<Content>[];
  nextZIndex: number;
  focusRequest: FocusRequest | null;
};

export type WindowAction<Content> =
  | { type: 'open'; id: string; content: Content; viewport: Size }
  | { type: 'focus'; id: string }
  | { type: 'close'; id: string }
  | { type: 'toggle-maximize'; id: string }
  | { type: 'move'; id: string; position: Point };

export function createWindowState<Content>(): WindowState<Content> {
  return { windows: [], nextZIndex: BASE_Z_INDEX, focusRequest: null };
}

function isOnTop<Content>(state: WindowState<Content>, id: string): boolean {
  const top = state.windows.reduce<WindowEntry<Content> | null>(
    (best, entry) => (best === null || entry.zIndex > best.zIndex ? entry : best),
    null,
  );
  return top?.id === id;
}

function updateWindow<Content>(
  state: WindowState<Content>,
  id: string,
  change: (entry: WindowEntry<Content>) => WindowEntry<Content>,
): WindowState<Content> {
  return { ...state, windows: state.windows.map((entry) => (entry.id === id ? change(entry) : entry)) };
}

function requestFocus<Content>(state: WindowState<Content>, id: string): WindowState<Content> {
  return { ...state, focusRequest: { id, serial: (state.focusRequest?.serial ?? 0) + 1 } };
}

function bringToFront<Content>(state: WindowState<Content>, id: string): WindowState<Content> {
  if (!state.windows.some((entry) => entry.id === id) || isOnTop(state, id)) return state;
  const zIndex = state.nextZIndex;
  return { ...updateWindow(state, id, (entry) => ({ ...entry, zIndex })), nextZIndex: zIndex + 1 };
}

export function reduceWindows<Content>(
  state: WindowState<Content>,
  action: WindowAction<Content>,
): WindowState<Content> {
  switch (action.type) {
    case 'open': {
      // Opening what is already open only brings it forward (and focuses it): never a duplicate.
      if (state.windows.some((entry) => entry.id === action.id)) {
        return requestFocus(bringToFront(state, action.id), action.id);
      }
      const slot = findFreeSlot(state.windows.map((entry) => entry.slot));
      const position = clampWindowPosition(
        computeCascadePosition(slot),
        computeWindowWidth(action.viewport.width),
        action.viewport,
      );
      const entry: WindowEntry<Content> = {
        id: action.id,
        content: action.content,
        position,
        restorePosition: null,
        maximized: false,
        zIndex: state.nextZIndex,
        slot,
      };
      return requestFocus(
        { ...state, windows: [...state.windows, entry], nextZIndex: state.nextZIndex + 1 },
        action.id,
      );
    }
    case 'focus':
      return bringToFront(state, action.id);
    case 'close': {
      const windows = state.windows.filter((entry) => entry.id !== action.id);
      if (windows.length === state.windows.length) return state;
      // With every window closed the layering starts again from the bottom.
      return {
        windows,
        nextZIndex: windows.length === 0 ? BASE_Z_INDEX : state.nextZIndex,
        focusRequest: state.focusRequest?.id === action.id ? null : state.focusRequest,
      };
    }
    case 'toggle-maximize':
      return updateWindow(bringToFront(state, action.id), action.id, (entry) =>
        entry.maximized
          ? {
              ...entry,
              maximized: false,
              position: entry.restorePosition ?? entry.position,
              restorePosition: null,
            }
          : { ...entry, maximized: true, restorePosition: entry.position },
      );
    case 'move':
      return updateWindow(state, action.id, (entry) =>
        entry.maximized ? entry : { ...entry, position: action.position },
      );
  }
}
