import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { routeFocus } from './route-focus';

/**
 * Moves focus to the new page's heading once a navigation to another path has rendered; not
 * on the first load, and not when the address names a place in the page (#section).
 */
export function useRouteFocus(): void {
  const path = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const last = useRef(path);
  useEffect(() => {
    if (last.current && last.current !== path && !location.hash) routeFocus();
    last.current = path;
  }, [path]);
}
