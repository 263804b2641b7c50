import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** §9 delay before the scroll to top after a path change. */
export const SCROLL_TO_TOP_DELAY_MS = 80;

/** §2.3 each path change scrolls to top, smoothly unless the person prefers less motion. */
export function useScrollToTop(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    const timer = setTimeout(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
