import { useEffect, useState } from 'react';
import type { BotViewport } from '../../domain/assistant/bot-position';

/**
 * The bars fixed to the bottom of the screen the button stays above: the bottom navigation,
 * the floating 'Ver mi bolsa' bar and its hint, a phone's 'Agregar a mi bolsa' bar (§2.7,
 * decision 013).
 */
const BOTTOM_BARS = '.bottom-nav, .cart-button, .cart-button__hint, .add-to-bag';

function read(): BotViewport {
  const height = window.innerHeight;
  let barsTop = height;
  for (const bar of document.querySelectorAll(BOTTOM_BARS)) {
    if (getComputedStyle(bar).position !== 'fixed') continue;
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.top < barsTop) barsTop = box.top;
  }
  return {
    width: window.innerWidth,
    height,
    top: Math.max(0, document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0),
    bottom: height - Math.max(0, barsTop),
  };
}

const same = (a: BotViewport, b: BotViewport) =>
  a.width === b.width && a.height === b.height && a.top === b.top && a.bottom === b.bottom;

/**
 * §4.10 the screen the button sits on, read again on a resize or a rotation and whenever
 * the page changes (a bar comes or goes), at most once a frame.
 */
export function useBotViewport(): BotViewport {
  const [viewport, setViewport] = useState(read);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = read();
        setViewport((current) => (same(current, next) ? current : next));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
    window.addEventListener('resize', update);
    window.addEventListener('transitionend', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('transitionend', update);
    };
  }, []);
  return viewport;
}
