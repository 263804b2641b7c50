import { useEffect, useRef, useState } from 'react';

/**
 * False until the element `ref` is given comes within `margin` of the viewport, then true
 * for good: for content at the bottom of a page (the footer) whose code need not load for a
 * customer who never scrolls to it. Without IntersectionObserver, true at once.
 */
export function useNearViewport<E extends Element>(margin = '600px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
