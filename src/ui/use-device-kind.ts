import { useSyncExternalStore } from 'react';
import type { DeviceKind } from '../domain/menu';

/** Screens at least this wide are 'desktop' (the large breakpoint). */
export const LARGE_SCREEN_QUERY = '(min-width: 64rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const media = window.matchMedia(LARGE_SCREEN_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isLarge = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.(LARGE_SCREEN_QUERY).matches;

/** §3.3 td: which kind of device the categories are shown on. */
export function useDeviceKind(): DeviceKind {
  return useSyncExternalStore(subscribe, isLarge, () => false) ? 'desktop' : 'mobile';
}
