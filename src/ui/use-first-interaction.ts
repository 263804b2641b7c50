import { useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'];

/**
 * False until the visitor first touches, moves the pointer, scrolls or types, or until
 * `fallbackMs` have passed; then true. For help the page offers once someone is looking
 * around (the assistant), kept off the first paint's critical path.
 */
export function useFirstInteraction(fallbackMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const options = { capture: true, passive: true } as const;
    for (const type of EVENTS) window.addEventListener(type, go, options);
    const timer = setTimeout(go, fallbackMs);
    return () => {
      clearTimeout(timer);
      for (const type of EVENTS) window.removeEventListener(type, go, options);
    };
  }, [ready, fallbackMs]);
  return ready;
}
