import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * §2.11 the shop picked on the map: its card in the list (`listRef`) is brought into view and
 * focused.
 */
export function useShopHighlight() {
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectOnMap = useCallback((id: number) => setHighlightedId(id), []);

  useEffect(() => {
    if (highlightedId === null) return;
    const card = listRef.current?.querySelector<HTMLElement>(`[data-shop-id="${highlightedId}"]`);
    card?.scrollIntoView?.({ block: 'nearest' });
    card?.focus({ preventScroll: true });
  }, [highlightedId]);

  return { highlightedId, selectOnMap, listRef };
}
