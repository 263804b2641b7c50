import { useId, type KeyboardEvent } from 'react';
import {
  botHiddenShift,
  botKeyMove,
  botPlace,
  type BotPosition,
  type BotViewport,
} from '../../domain/assistant/bot-position';
import { useDeviceKind } from '../../ui/use-device-kind';
import { Mascot } from './mascot';
import { useBotDrag } from './use-bot-drag';
import { useBotHiding } from './use-bot-hiding';

interface BotButtonProps {
  position: BotPosition;
  viewport: BotViewport;
  menuOpen: boolean;
  onOpen: () => void;
  onMove: (position: BotPosition, how: 'drag' | 'key') => void;
}

/**
 * §4.10 the floating mascot button: a tap or Enter opens the question list; a drag (mouse,
 * touch or pen, through Pointer Events: `useBotDrag`) or the arrow keys move it to an edge;
 * it hides to its edge after the list closes (`useBotHiding`), and a hover, a focus or a tap
 * brings it back. Below the large breakpoint it rests hidden, a tab at its edge (issue 34).
 */
export function BotButton({ position, viewport, menuOpen, onOpen, onMove }: BotButtonProps) {
  const [hidden, setHidden, rest] = useBotHiding(menuOpen, useDeviceKind() === 'mobile');
  const { live, endedJustNow, handlers } = useBotDrag({
    viewport,
    onMove,
    onDragging: () => setHidden(false),
  });
  const hintId = useId();

  function handleClick() {
    // the click a mouse sends at the end of a drag is not a tap
    if (endedJustNow()) return;
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
        onPointerDown={handlers.onPointerDown}
        onPointerMove={handlers.onPointerMove}
        onPointerUp={handlers.onPointerUp}
        onPointerCancel={handlers.onPointerCancel}
        onPointerEnter={() => setHidden(false)}
        onFocus={() => setHidden(false)}
        onBlur={rest}
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
