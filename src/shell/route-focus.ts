/** How many times, 50 ms apart, a new page is looked at for its heading before `main` takes the focus. */
const HEADING_TRIES = 60;

/**
 * WCAG 2.4.3 / 4.1.3: after a navigation, focus moves to the new page's heading (or to
 * `main` when it shows none within 3 s), so a screen reader reads where the customer is and
 * the next Tab starts there instead of at the top of the document.
 */
export function routeFocus(tries = HEADING_TRIES): void {
  const target =
    document.querySelector<HTMLElement>('main h1') ??
    (tries > 0 ? null : document.querySelector('main'));
  if (!target) {
    setTimeout(routeFocus, 50, tries - 1);
    return;
  }
  // focusable by script only, never a Tab stop of its own
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
