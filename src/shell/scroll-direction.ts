import type { ScrollDirection } from '../stores/ui';

export type { ScrollDirection };

/** Movements smaller than this keep the current direction (touch jitter, bounce). */
export const SCROLL_DIRECTION_THRESHOLD_PX = 8;

/**
 * §3.9 scroll direction for the bottom navigation: down hides it, up shows it again.
 * Near the top of the page it is always 'up' so the navigation never stays hidden there.
 */
export function scrollDirectionNext(
  current: ScrollDirection,
  previousY: number,
  y: number,
): ScrollDirection {
  if (y <= SCROLL_DIRECTION_THRESHOLD_PX) return 'up';
  const delta = y - previousY;
  if (Math.abs(delta) < SCROLL_DIRECTION_THRESHOLD_PX) return current;
  return delta > 0 ? 'down' : 'up';
}
