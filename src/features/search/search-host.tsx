import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { searchOpenSet, uiStore } from '../../stores/ui';

// fuse.js and the dialog load only when the search is first opened (first-load budget)
const SearchDialog = lazy(() => import('./search-dialog'));

/** §2.5 mounts the search dialog while it is open; any route change closes (and clears) it. */
export function SearchHost() {
  const { searchOpen, searchTerm } = useSnapshot(uiStore);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    searchOpenSet(false);
  }, [pathname]);

  if (!searchOpen) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog initialQuery={searchTerm} onClose={() => searchOpenSet(false)} />
    </Suspense>
  );
}
