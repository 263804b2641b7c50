import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const unsubscribe = onlineManager.subscribe(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * DESIGN offline: whether the device has a connection, read once outside React. The query
 * client only hears the `offline` event, and a page opened with no connection never gets
 * one: the device's own flag counts too.
 */
export function deviceOnline(): boolean {
  if (!onlineManager.isOnline()) return false;
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** DESIGN offline: whether the device has a connection, as the query client and it see it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, deviceOnline, () => true);
}
