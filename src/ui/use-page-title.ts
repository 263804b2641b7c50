import { useEffect } from 'react';
import { pageTitleSet } from '../stores/ui';

/** §2.3 / §3.9 the page title (document title and mobile back button); undefined while loading. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    pageTitleSet(title);
  }, [title]);
}
