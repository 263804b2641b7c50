import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const reduced = () => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches;

/** Whether the person asked the system for less motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => true);
}
