import { useEffect, useState } from 'react';
import { BOT_HIDE_MS } from '../../domain/assistant/bot-position';

/**
 * §4.10 whether the mascot button hides to its edge: opening the question list shows it, and
 * closing it hides it after a moment. The setter lets a hover, a focus, a tap or a move bring
 * it back. `restsAtEdge` (a phone or tablet, where the page's cards reach the screen's edge):
 * it also starts hidden, a tab at the edge, so that it never rests on a price or a heart, and
 * goes back when it loses the focus.
 */
export function useBotHiding(menuOpen: boolean, restsAtEdge: boolean) {
  const [hidden, setHidden] = useState(restsAtEdge && !menuOpen);
  const [openSeen, setOpenSeen] = useState(menuOpen);
  const [restSeen, setRestSeen] = useState(restsAtEdge);
  const [closedAt, setClosedAt] = useState(0);
  if (openSeen !== menuOpen) {
    setOpenSeen(menuOpen);
    setHidden(false);
    if (!menuOpen) setClosedAt((n) => n + 1);
  }
  if (restSeen !== restsAtEdge) {
    setRestSeen(restsAtEdge);
    setHidden(restsAtEdge && !menuOpen);
  }
  useEffect(() => {
    if (closedAt === 0 || menuOpen) return;
    const timer = setTimeout(() => setHidden(true), BOT_HIDE_MS);
    return () => clearTimeout(timer);
  }, [closedAt, menuOpen]);
  const rest = () => {
    if (restsAtEdge && !menuOpen) setHidden(true);
  };
  return [hidden, setHidden, rest] as const;
}
