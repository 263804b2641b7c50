import { useRef, useState, type PointerEvent } from 'react';
import {
  BOT_DRAG_THRESHOLD,
  BOT_SIZE,
  botSnap,
  type BotPosition,
  type BotViewport,
} from '../../domain/assistant/bot-position';

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  /** where in the button the pointer took it */
  offsetX: number;
  offsetY: number;
  moved: boolean;
}

interface BotDragOptions {
  viewport: BotViewport;
  /** the drag ended: the button snaps to the edge nearest its centre */
  onMove: (position: BotPosition, how: 'drag') => void;
  /** the button moved under the pointer: it shows if it was hidden */
  onDragging: () => void;
}

/**
 * §4.10 dragging the mascot button (mouse, touch or pen, through Pointer Events): past a small
 * threshold it follows the pointer (`live`), and let go it snaps to an edge. `endedJustNow`
 * tells the click a mouse sends at the end of a drag from a tap.
 */
export function useBotDrag({ viewport, onMove, onDragging }: BotDragOptions) {
  const drag = useRef<Drag | null>(null);
  // never a drag yet: a tap in the first moments after the page opens still opens it
  const dragEndedAt = useRef(Number.NEGATIVE_INFINITY);
  const [live, setLive] = useState<{ left: number; top: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      offsetX: event.clientX - box.left,
      offsetY: event.clientY - box.top,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
    if (!current.moved && distance < BOT_DRAG_THRESHOLD) return;
    current.moved = true;
    onDragging();
    setLive({ left: event.clientX - current.offsetX, top: event.clientY - current.offsetY });
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!current.moved) return;
    dragEndedAt.current = performance.now();
    setLive(null);
    const centreX = event.clientX - current.offsetX + BOT_SIZE / 2;
    const centreY = event.clientY - current.offsetY + BOT_SIZE / 2;
    onMove(botSnap(centreX, centreY, viewport), 'drag');
  }

  function onPointerCancel() {
    drag.current = null;
    setLive(null);
  }

  const endedJustNow = () => performance.now() - dragEndedAt.current < 400;

  return {
    live,
    endedJustNow,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
