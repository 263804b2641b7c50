import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** How much of the visible width one arrow press moves the row. */
const PAGE = 0.8;

/**
 * A horizontally scrolling row's previous/next arrows (issue 34): whether it sits at its
 * start or its end (an arrow with nowhere to go is disabled), and a step of most of the
 * visible width, smooth unless the person asked for less motion.
 */
export function useStripScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const reduced = useReducedMotion();
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = ref.current;
    if (el === null) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (el === null) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    // an old browser without ResizeObserver measures on scroll only
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);

  const step = (direction: -1 | 1) => {
    const el = ref.current;
    if (el === null) return;
    el.scrollBy({
      left: direction * el.clientWidth * PAGE,
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  return { ref, atStart: ends.start, atEnd: ends.end, step };
}
