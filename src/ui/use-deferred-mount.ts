import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true soon after: content below the fold renders in a
 * transition that React splits into short slices, so the first screen paints sooner and
 * the page stays responsive on a slow phone.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    startTransition(() => setMounted(true));
  }, []);
  return mounted;
}
