import { useEffect } from 'react';
import { scrollDirectionSet, uiStore } from '../stores/ui';
import { scrollDirectionNext } from './scroll-direction';

/** §3.9 tracks the scroll direction in the ui store, once per animation frame. */
export function useScrollDirection(): void {
  useEffect(() => {
    // read in a task of its own, not at mount: reading scrollY inside the commit would force
    // the whole first layout there and lengthen the first long task
    let previous: number | null = null;
    const first = window.setTimeout(() => {
      previous ??= window.scrollY;
    }, 0);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        scrollDirectionSet(scrollDirectionNext(uiStore.scrollDirection, previous ?? 0, y));
        previous = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      window.clearTimeout(first);
    };
  }, []);
}
