// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastFocusGuard } from './toast-focus-guard';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A box on screen: jsdom lays nothing out, so each element says where it is. */
function place(el: Element, top: number, height: number, left = 0, width = 390) {
  vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: left, y: top, width, height }),
  );
}

function screenWith(toasts: number) {
  document.body.innerHTML = `
    <main><a id="top" href="#">Arriba</a><a id="low" href="#">Abajo</a></main>
    <div class="toast-region" role="status"><ul class="toast-list">${'<li>Producto agregado a tu bolsa</li>'.repeat(toasts)}</ul></div>`;
  const region = document.querySelector('.toast-region')!;
  place(region, 64, 60);
  place(document.getElementById('top')!, 80, 24, 16, 100);
  place(document.getElementById('low')!, 600, 24, 16, 100);
  return region;
}

describe('toastFocusGuard (WCAG 2.4.11: a toast never covers the focused element)', () => {
  it('sends the toasts to the foot while the focused element lies under them, and back', () => {
    const region = screenWith(1);
    toastFocusGuard();
    document.getElementById('top')!.focus();
    expect(region.classList.contains('toast-region--low')).toBe(true);
    document.getElementById('low')!.focus();
    expect(region.classList.contains('toast-region--low')).toBe(false);
  });

  it('places them again when the page scrolls the focused element under them', () => {
    const region = screenWith(1);
    toastFocusGuard();
    const low = document.getElementById('low')!;
    low.focus();
    expect(region.classList.contains('toast-region--low')).toBe(false);
    place(low, 90, 24, 16, 100);
    window.dispatchEvent(new Event('scroll'));
    expect(region.classList.contains('toast-region--low')).toBe(true);
  });

  it('leaves an empty region, a focus beside it and the body alone', () => {
    const region = screenWith(0);
    toastFocusGuard();
    document.getElementById('top')!.focus();
    expect(region.classList.contains('toast-region--low')).toBe(false);
    const shown = screenWith(1);
    place(document.getElementById('top')!, 80, 24, 300, 20);
    place(shown, 64, 60, 0, 280);
    document.getElementById('top')!.focus();
    expect(shown.classList.contains('toast-region--low')).toBe(false);
  });
});
