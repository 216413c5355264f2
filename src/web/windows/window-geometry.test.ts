import { describe, expect, it } from 'vitest';
import {
  clampWindowPosition,
  computeCascadePosition,
  computeMaxWindowHeight,
  computeWindowWidth,
  findFreeSlot,
} from './window-geometry.ts';

describe('window placement', () => {
  it('puts the first window at 100,100 and each further one 30 px lower and to the right', () => {
    expect(computeCascadePosition(0)).toEqual({ x: 100, y: 100 });
    expect(computeCascadePosition(1)).toEqual({ x: 130, y: 130 });
    expect(computeCascadePosition(3)).toEqual({ x: 190, y: 190 });
  });

  it('reuses the place of a closed window before going further down the cascade', () => {
    expect(findFreeSlot([])).toBe(0);
    expect(findFreeSlot([0, 1, 2])).toBe(3);
    expect(findFreeSlot([1, 2])).toBe(0);
    expect(findFreeSlot([0, 2])).toBe(1);
  });
});

describe('window size', () => {
  it('is 600 px wide on a desktop and fits a phone with a margin on each side', () => {
    expect(computeWindowWidth(1440)).toBe(600);
    expect(computeWindowWidth(375)).toBe(359);
    expect(computeWindowWidth(330)).toBe(320);
    // Narrower than the minimum: the viewport wins, or the window could not be closed.
    expect(computeWindowWidth(300)).toBe(300);
  });

  it('is at most 80 % of the viewport high', () => {
    expect(computeMaxWindowHeight(900)).toBe(720);
    expect(computeMaxWindowHeight(667)).toBe(534);
  });
});

describe('clampWindowPosition', () => {
  const desktop = { width: 1440, height: 900 };

  it('leaves a window that fits where it is', () => {
    expect(clampWindowPosition({ x: 100, y: 100 }, 600, desktop)).toEqual({ x: 100, y: 100 });
  });

  it('moves a window at 100,100 on a phone so its whole width is on screen, centred', () => {
    expect(clampWindowPosition({ x: 100, y: 100 }, 359, { width: 375, height: 667 })).toEqual({
      x: 8,
      y: 100,
    });
  });

  it('keeps the title bar reachable: never above the top edge, never below the bottom one', () => {
    expect(clampWindowPosition({ x: -50, y: -20 }, 600, desktop)).toEqual({ x: 0, y: 0 });
    expect(clampWindowPosition({ x: 2000, y: 2000 }, 600, desktop)).toEqual({ x: 832, y: 856 });
  });
});
