import { useEffect, useState } from 'react';
import type { BotViewport } from '../../domain/assistant/bot-position';

/**
 * What the bottom of a phone's screen holds under the button's lowest place: the bottom
 * navigation (3.75rem) and the floating 'Ver mi bolsa' bar above it, or a page's own bar
 * with 'Agregar a mi bolsa' (§2.7, decision 013).
 */
const PHONE_BOTTOM = 150;

function read(large: boolean): BotViewport {
  const header = document.querySelector('.app-header');
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    top: Math.max(0, header?.getBoundingClientRect().bottom ?? 0),
    bottom: large ? 0 : PHONE_BOTTOM,
  };
}

/** §4.10 the screen the button sits on, read again on a resize or a rotation. */
export function useBotViewport(large: boolean): BotViewport {
  const [viewport, setViewport] = useState(() => read(large));
  useEffect(() => {
    const update = () => setViewport(read(large));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [large]);
  return viewport;
}
