import { useEffect, useState } from 'react';
import {
  firstLinkForceActive,
  scrollEase,
  scrollOffset,
  scrollTargetY,
  sectionActiveIndex,
  SCROLL_DURATION_MS,
} from '../../domain/scroll-spy';
import { LARGE_SCREEN_QUERY } from '../../ui/use-device-kind';

const isLarge = () => !!window.matchMedia?.(LARGE_SCREEN_QUERY).matches;
const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

const atPageBottom = () =>
  window.scrollY > 0 &&
  window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;

/** §9 scroll smoothly (500 ms) to a section, leaving the large/small offset above it. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const to = scrollTargetY(
    section.getBoundingClientRect().top + window.scrollY,
    scrollOffset(isLarge()),
  );
  const from = window.scrollY;
  if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    window.scrollTo(0, from + (to - from) * scrollEase(now - start, SCROLL_DURATION_MS));
    if (now - start < SCROLL_DURATION_MS) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The index of the section in view, and whether the §4.10 'force-active' rule applies. */
export function useSectionSpy(ids: readonly string[]): { active: number; forceFirst: boolean } {
  const [state, setState] = useState({ active: 0, forceFirst: true });
  const key = ids.join(' ');
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = key
        .split(' ')
        .map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      const next = {
        active: sectionActiveIndex(tops, scrollOffset(isLarge()), atPageBottom()),
        forceFirst: firstLinkForceActive(window.scrollY),
      };
      setState((s) => (s.active === next.active && s.forceFirst === next.forceFirst ? s : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);
  return state;
}
