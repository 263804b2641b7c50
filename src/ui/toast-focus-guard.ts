let installed = false;

/** Moves the toasts to the foot of the screen while the focused element lies under their place at the top. */
function toastPlace(): void {
  const region = document.querySelector('.toast-region');
  if (!region) return;
  region.classList.remove('toast-region--low');
  const focused = document.activeElement;
  if (!region.firstElementChild?.firstElementChild) return;
  if (!focused || focused === document.body || region.contains(focused)) return;
  const f = focused.getBoundingClientRect();
  const t = region.getBoundingClientRect();
  const under = f.top < t.bottom && f.bottom > t.top && f.left < t.right && f.right > t.left;
  region.classList.toggle('toast-region--low', under);
}

/**
 * WCAG 2.4.11: while toasts show, their region moves to the foot of the screen (above its
 * bars, src/app/styles.css) whenever the focused element lies under its place at the top, and
 * back once it does not. Loaded with the first toast; placed again on every focus move, scroll
 * and new toast.
 */
export function toastFocusGuard(): void {
  if (!installed) {
    installed = true;
    document.addEventListener('focusin', toastPlace);
    window.addEventListener('scroll', toastPlace, { passive: true });
  }
  toastPlace();
}
