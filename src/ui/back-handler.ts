import { useEffect, useRef } from 'react';

/** Returns true when it handled the back press itself (e.g. a checkout payment step). */
export type BackHandler = () => boolean;

const handlers: BackHandler[] = [];

/**
 * §2.3 the back button asks the newest registered handler first: checkout's payment step
 * (non-dummy gateway) returns to the form-data step and removes the card iframes; the
 * certificate checkout removes its iframes and goes back. Returns true if one handled it.
 */
export function backHandlersRun(): boolean {
  for (let i = handlers.length - 1; i >= 0; i -= 1) {
    if (handlers[i]!()) return true;
  }
  return false;
}

/** Registers a back handler while the calling component is mounted. */
export function useBackHandler(handler: BackHandler): void {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  }, [handler]);
  useEffect(() => {
    const entry: BackHandler = () => ref.current();
    handlers.push(entry);
    return () => {
      const index = handlers.indexOf(entry);
      if (index >= 0) handlers.splice(index, 1);
    };
  }, []);
}
