// Where floating windows go and how big they are (spec: first window at 100,100, each further one
// 30 px lower and to the right; 320 to 600 px wide; at most 80 % of the viewport high). Pure
// functions, so the reducer, the drag handler and the renderer agree on the same numbers.

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export const FIRST_WINDOW_POSITION: Point = { x: 100, y: 100 };
export const CASCADE_OFFSET_PX = 30;
export const MIN_WINDOW_WIDTH_PX = 320;
export const MAX_WINDOW_WIDTH_PX = 600;
export const MAX_WINDOW_HEIGHT_RATIO = 0.8;
// Height of the title bar (h-11): the part of a window that must stay on screen to be dragged back.
export const TITLE_BAR_HEIGHT_PX = 44;
// Gap kept between a window and the viewport edge when the viewport is narrower than the window.
export const VIEWPORT_MARGIN_PX = 8;

export function computeCascadePosition(slot: number): Point {
  return {
    x: FIRST_WINDOW_POSITION.x + slot * CASCADE_OFFSET_PX,
    y: FIRST_WINDOW_POSITION.y + slot * CASCADE_OFFSET_PX,
  };
}

// The lowest cascade slot no open window holds, so closing a window frees its place for the next.
export function findFreeSlot(takenSlots: readonly number[]): number {
  const taken = new Set(takenSlots);
  let slot = 0;
  while (taken.has(slot)) slot += 1;
  return slot;
}

// As wide as allowed, but never wider than the viewport minus a margin on each side: a phone
// (375 px) gets a 359 px window instead of one that runs off the screen.
export function computeWindowWidth(viewportWidth: number): number {
  const available = Math.max(0, viewportWidth - 2 * VIEWPORT_MARGIN_PX);
  return Math.min(MAX_WINDOW_WIDTH_PX, Math.max(Math.min(MIN_WINDOW_WIDTH_PX, viewportWidth), available));
}

export function computeMaxWindowHeight(viewportHeight: number): number {
  return Math.round(viewportHeight * MAX_WINDOW_HEIGHT_RATIO);
}

// Keeps the whole width on screen, clear of the right edge by the margin when it fits (a phone's
// window sits centred), and the title bar reachable: a window can be dragged down until only its
// title bar shows, never above the top edge where it could not be grabbed again.
export function clampWindowPosition(position: Point, windowWidth: number, viewport: Size): Point {
  const maxX = Math.max(0, viewport.width - windowWidth - VIEWPORT_MARGIN_PX);
  const maxY = Math.max(0, viewport.height - TITLE_BAR_HEIGHT_PX);
  return {
    x: Math.round(Math.min(Math.max(position.x, 0), maxX)),
    y: Math.round(Math.min(Math.max(position.y, 0), maxY)),
  };
}
