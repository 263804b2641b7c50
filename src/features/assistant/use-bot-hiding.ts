import { useEffect, useState } from 'react';
import { BOT_HIDE_MS } from '../../domain/assistant/bot-position';

/**
 * §4.10 whether the mascot button hides to its edge: opening the question list shows it, and
 * closing it hides it after a moment. The setter lets a hover, a focus, a tap or a move bring
 * it back.
 */
export function useBotHiding(menuOpen: boolean) {
  const [hidden, setHidden] = useState(false);
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
  return [hidden, setHidden] as const;
}
