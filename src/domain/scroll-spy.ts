/** §9 sub-category scroll offset on large screens (px). */
export const SCROLL_OFFSET_LARGE = -165;
/** §9 sub-category scroll offset on small screens (px). */
export const SCROLL_OFFSET_SMALL = -280;
/** §9 sub-category scroll duration (ms). */
export const SCROLL_DURATION_MS = 500;
/** §4.10 below this scroll position the first sub-category link is forced active (px). */
export const FORCE_ACTIVE_BELOW = 70;

/** §9 the offset applied when scrolling to a sub-category section. */
export function scrollOffset(largeScreen: boolean): number {
  return largeScreen ? SCROLL_OFFSET_LARGE : SCROLL_OFFSET_SMALL;
}

/** §9 the page position that puts a section (at document top `sectionTop`) under the offset. */
export function scrollTargetY(sectionTop: number, offset: number): number {
  return Math.max(0, Math.round(sectionTop + offset));
}

/**
 * The section in view: the last one whose top (relative to the viewport) has reached the
 * offset line, with a pixel of tolerance for rounding; the first one before any has; the
 * last one once the page is scrolled to its bottom (short last sections never reach the line).
 */
export function sectionActiveIndex(
  viewportTops: readonly number[],
  offset: number,
  atBottom = false,
): number {
  if (atBottom && viewportTops.length > 0) return viewportTops.length - 1;
  let active = 0;
  viewportTops.forEach((top, i) => {
    if (top + offset <= 1) active = i;
  });
  return active;
}

/** §4.10 the first sub-category link gets 'force-active' while the page is scrolled under 70 px. */
export function firstLinkForceActive(scrollY: number): boolean {
  return scrollY < FORCE_ACTIVE_BELOW;
}

/** Ease-in-out progress (0..1) of a scroll animation at `elapsed` of `duration` ms. */
export function scrollEase(elapsed: number, duration = SCROLL_DURATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return 1;
  const t = Math.max(0, elapsed / duration);
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
