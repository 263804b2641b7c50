/** The bars stuck to the foot of the screen now, with their heights. */
const bottomBars = new Map<Element, number>();

function bottomInsetWrite(): void {
  const { style } = document.documentElement;
  const height = Math.max(0, ...bottomBars.values());
  if (height > 0) style.setProperty('--sticky-bottom', `${height}px`);
  else style.removeProperty('--sticky-bottom');
}

/**
 * WCAG 2.4.11: a bar stuck to the foot of the screen (the product's 'Tu selección', the bag's
 * summary) sets `--sticky-bottom` to its height while it is shown, which the page's scroll
 * padding adds (src/app/styles.css), so a focused control is never scrolled under it. A ref
 * callback: `<section ref={stickyBottomInset}>`.
 */
export function stickyBottomInset(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => {
    // only while it is stuck to the foot (the bag's summary sticks to the top on desktops)
    const { position, bottom } = getComputedStyle(bar);
    const stuck =
      (position === 'sticky' || position === 'fixed') && !Number.isNaN(parseFloat(bottom));
    bottomBars.set(bar, stuck ? bar.offsetHeight : 0);
    bottomInsetWrite();
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    bottomBars.delete(bar);
    bottomInsetWrite();
  };
}
