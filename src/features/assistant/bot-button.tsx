import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  BOT_DRAG_THRESHOLD,
  BOT_HIDE_MS,
  BOT_SIZE,
  botHiddenShift,
  botKeyMove,
  botPlace,
  botSnap,
  type BotPosition,
  type BotViewport,
} from '../../domain/assistant/bot-position';
import { Mascot } from './mascot';

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  /** where in the button the pointer took it */
  offsetX: number;
  offsetY: number;
  moved: boolean;
}

interface BotButtonProps {
  position: BotPosition;
  viewport: BotViewport;
  menuOpen: boolean;
  onOpen: () => void;
  onMove: (position: BotPosition, how: 'drag' | 'key') => void;
}

/**
 * §4.10 the floating mascot button: a tap or Enter opens the question list; a drag (mouse,
 * touch or pen, through Pointer Events) or the arrow keys move it to an edge; it hides to
 * its edge after the list closes, and a hover, a focus or a tap brings it back.
 */
export function BotButton({ position, viewport, menuOpen, onOpen, onMove }: BotButtonProps) {
  const drag = useRef<Drag | null>(null);
  // never a drag yet: a tap in the first moments after the page opens still opens it
  const dragEndedAt = useRef(Number.NEGATIVE_INFINITY);
  const [live, setLive] = useState<{ left: number; top: number } | null>(null);
  const [hidden, setHidden] = useState(false);
  const hintId = useId();

  // §4.10 opening shows the button; closing hides it to its edge after a moment
  const [openSeen, setOpenSeen] = useState(menuOpen);
  const [closedAt, setClosedAt] = useState(0);
  if (openSeen !== menuOpen) {
    setOpenSeen(menuOpen);
    setHidden(false);
    if (!menuOpen) setClosedAt((n) => n + 1);
  }
  useEffect(() => {
    if (closedAt === 0 || menuOpen) return;
    const timer = setTimeout(() => setHidden(true), BOT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [closedAt, menuOpen]);

  function handlePointerDown(event: PointerEvent<HTMLButtonElement>) {
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

  function handlePointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
    if (!current.moved && distance < BOT_DRAG_THRESHOLD) return;
    current.moved = true;
    setHidden(false);
    setLive({ left: event.clientX - current.offsetX, top: event.clientY - current.offsetY });
  }

  function handlePointerUp(event: PointerEvent<HTMLButtonElement>) {
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

  function handlePointerCancel() {
    drag.current = null;
    setLive(null);
  }

  function handleClick() {
    // the click a mouse sends at the end of a drag is not a tap
    if (performance.now() - dragEndedAt.current < 400) return;
    onOpen();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = botKeyMove(position, event.key, viewport);
    if (!next) return;
    event.preventDefault();
    setHidden(false);
    onMove(next, 'key');
  }

  const place = botPlace(position, viewport);
  const left = live?.left ?? place.left;
  const top = live?.top ?? place.top;
  const shift = hidden && !live ? botHiddenShift(place.side) : 0;
  const classes = ['bot-button', `bot-button--${place.side}`];
  if (live) classes.push('bot-button--dragging');
  if (shift) classes.push('bot-button--hidden');

  return (
    <>
      <button
        type="button"
        className={classes.join(' ')}
        style={{ left, top, transform: shift ? `translateX(${shift}px)` : undefined }}
        aria-label="Asistente de ayuda"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        aria-describedby={hintId}
        data-side={place.side}
        data-hidden={shift ? 'true' : undefined}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerCancel}
        onPointerEnter={() => setHidden(false)}
        onFocus={() => setHidden(false)}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
      >
        <Mascot />
      </button>
      <span id={hintId} className="visually-hidden">
        Arrástralo o usa las flechas para moverlo: izquierda y derecha lo llevan a ese borde, arriba
        y abajo lo suben o lo bajan.
      </span>
    </>
  );
}
