import { describe, expect, it } from 'vitest';
import {
  BASE_Z_INDEX,
  createWindowState,
  reduceWindows,
  type WindowAction,
  type WindowState,
} from './window-state.ts';

const desktop = { width: 1440, height: 900 };

function run(actions: WindowAction<string>[], state: WindowState<string> = createWindowState()) {
  return actions.reduce(reduceWindows<string>, state);
}

const open = (id: string, viewport = desktop): WindowAction<string> => ({
  type: 'open',
  id,
  content: `content of ${id}`,
  viewport,
});

function find(state: WindowState<string>, id: string) {
  const entry = state.windows.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`window ${id} is not open`);
  return entry;
}

describe('opening windows', () => {
  it('cascades new windows from 100,100 and stacks each above the last, from z-index 1000', () => {
    const state = run([open('a'), open('b'), open('c')]);
    expect(state.windows.map((entry) => [entry.id, entry.position, entry.zIndex])).toEqual([
      ['a', { x: 100, y: 100 }, BASE_Z_INDEX],
      ['b', { x: 130, y: 130 }, BASE_Z_INDEX + 1],
      ['c', { x: 160, y: 160 }, BASE_Z_INDEX + 2],
    ]);
  });

  it('only brings an open window to the front (and asks for focus) when it is opened again', () => {
    const state = run([open('a'), open('b'), open('a')]);
    expect(state.windows).toHaveLength(2);
    expect(find(state, 'a').zIndex).toBeGreaterThan(find(state, 'b').zIndex);
    expect(state.focusRequest).toEqual({ id: 'a', serial: 3 });
    expect(find(state, 'a').position).toEqual({ x: 100, y: 100 });
  });

  it('leaves the focus to the last window opened when several open at once', () => {
    const state = run([open('a'), open('b'), open('c')]);
    expect(state.focusRequest).toEqual({ id: 'c', serial: 3 });
    expect(run([{ type: 'close', id: 'c' }], state).focusRequest).toBeNull();
  });

  it('keeps a window opened on a phone inside the screen', () => {
    const state = run([open('a', { width: 375, height: 667 })]);
    expect(find(state, 'a').position).toEqual({ x: 8, y: 100 });
  });

  it('gives the place of a closed window to the next one', () => {
    const state = run([open('a'), open('b'), { type: 'close', id: 'a' }, open('c')]);
    expect(find(state, 'c').position).toEqual({ x: 100, y: 100 });
  });
});

describe('focus and close', () => {
  it('raises the focused window above every other one', () => {
    const state = run([open('a'), open('b'), { type: 'focus', id: 'a' }]);
    expect(find(state, 'a').zIndex).toBe(BASE_Z_INDEX + 2);
    expect(find(state, 'b').zIndex).toBe(BASE_Z_INDEX + 1);
  });

  it('leaves the layering alone when the top window is focused again', () => {
    const before = run([open('a'), open('b')]);
    expect(reduceWindows(before, { type: 'focus', id: 'b' })).toBe(before);
  });

  it('closes one window and starts the layering again once all are closed', () => {
    const one = run([open('a'), open('b'), { type: 'close', id: 'a' }]);
    expect(one.windows.map((entry) => entry.id)).toEqual(['b']);
    const none = run([{ type: 'close', id: 'b' }], one);
    expect(none.windows).toEqual([]);
    expect(find(run([open('c')], none), 'c').zIndex).toBe(BASE_Z_INDEX);
  });
});

describe('maximise and drag', () => {
  it('remembers the position when maximised and goes back to it on the second press', () => {
    const moved = run([open('a'), { type: 'move', id: 'a', position: { x: 300, y: 250 } }]);
    const maximized = run([{ type: 'toggle-maximize', id: 'a' }], moved);
    expect(find(maximized, 'a')).toMatchObject({ maximized: true, restorePosition: { x: 300, y: 250 } });
    const restored = run([{ type: 'toggle-maximize', id: 'a' }], maximized);
    expect(find(restored, 'a')).toMatchObject({
      maximized: false,
      position: { x: 300, y: 250 },
      restorePosition: null,
    });
  });

  it('does not move a maximised window', () => {
    const state = run([
      open('a'),
      { type: 'toggle-maximize', id: 'a' },
      { type: 'move', id: 'a', position: { x: 500, y: 500 } },
      { type: 'toggle-maximize', id: 'a' },
    ]);
    expect(find(state, 'a').position).toEqual({ x: 100, y: 100 });
  });

  it('brings a window to the front when it is maximised', () => {
    const state = run([open('a'), open('b'), { type: 'toggle-maximize', id: 'a' }]);
    expect(find(state, 'a').zIndex).toBeGreaterThan(find(state, 'b').zIndex);
  });
});
