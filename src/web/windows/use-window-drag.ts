import { type PointerEvent, useRef } from 'react';
import { clampWindowPosition, type Point, type Size } from './window-geometry.ts';

type DragStart = { pointerId: number; pointer: Point; origin: Point };

// Dragging by the title bar with pointer events (mouse, pen and touch alike). Pointer capture
// keeps the moves coming when the pointer outruns the window; every step is clamped so the title
// bar stays on screen. Presses on the title bar's buttons are not drags.
export function useWindowDrag({
  enabled,
  position,
  windowWidth,
  viewport,
  onMove,
}: {
  enabled: boolean;
  position: Point;
  windowWidth: number;
  viewport: Size;
  onMove: (position: Point) => void;
}) {
  const start = useRef<DragStart | null>(null);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!enabled || event.button !== 0 || (event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = {
      pointerId: event.pointerId,
      pointer: { x: event.clientX, y: event.clientY },
      origin: position,
    };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const drag = start.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    onMove(
      clampWindowPosition(
        {
          x: drag.origin.x + event.clientX - drag.pointer.x,
          y: drag.origin.y + event.clientY - drag.pointer.y,
        },
        windowWidth,
        viewport,
      ),
    );
  }

  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    if (start.current?.pointerId !== event.pointerId) return;
    start.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  }

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
