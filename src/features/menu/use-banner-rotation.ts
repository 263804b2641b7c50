import { useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Seconds each banner stays before the next one, when autoplay is on. */
const AUTOPLAY_MS = 5000;

/** The carousel's position and its autoplay, and what the controls and the pointer change. */
export interface BannerRotation {
  current: number;
  count: number;
  /** autoplay runs: not paused, not held, motion allowed and more than one banner */
  playing: boolean;
  paused: boolean;
  reducedMotion: boolean;
  /** a step back (-1) or forward (1), wrapping around */
  go: (step: number) => void;
  goTo: (index: number) => void;
  togglePaused: () => void;
  /** held while pointed at or focused */
  hold: (held: boolean) => void;
}

/**
 * §3.3 the banner shown and the autoplay to the next one, which stops when the customer
 * pauses it, points at or focuses the carousel, or asked the system for less motion.
 */
export function useBannerRotation(count: number): BannerRotation {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const current = Math.min(index, count - 1);
  const playing = !reducedMotion && !paused && !held && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, current, count]);

  return {
    current,
    count,
    playing,
    paused,
    reducedMotion,
    go: (step) => setIndex((current + step + count) % count),
    goTo: setIndex,
    togglePaused: () => setPaused((p) => !p),
    hold: setHeld,
  };
}
