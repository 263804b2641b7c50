import { useEffect } from 'react';
import { scrollDirectionSet, uiStore } from '../../stores/ui';
import { scrollDirectionNext } from './scroll-direction';

/** §3.9 tracks the scroll direction in the ui store, once per animation frame. */
export function useScrollDirection(): void {
  useEffect(() => {
    let previous = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        scrollDirectionSet(scrollDirectionNext(uiStore.scrollDirection, previous, y));
        previous = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
}
