import { useEffect } from 'react';
import { appBadgeShow } from './app-badge';

/**
 * Issue 19: keeps the app badge at `inProgress` (§4.4 orders in progress) while a screen
 * that knows them is open; null while the count is not known yet (nothing changes).
 */
export function useAppBadge(inProgress: number | null): void {
  useEffect(() => {
    if (inProgress !== null) appBadgeShow(inProgress);
  }, [inProgress]);
}
