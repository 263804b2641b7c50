// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFocus } from './route-focus';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function page(heading: string | null): HTMLElement {
  document.body.innerHTML = `<header><a href="/">Inicio</a></header><main id="contenido" tabindex="-1"></main>`;
  const main = document.querySelector('main')!;
  if (heading !== null) main.innerHTML = `<h1>${heading}</h1><a href="/x">Enlace</a>`;
  return main;
}

describe('routeFocus (WCAG 2.4.3, focus after a navigation)', () => {
  it("moves focus to the page's heading, focusable by script only", () => {
    page('Mi bolsa');
    routeFocus();
    const h1 = document.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1.tabIndex).toBe(-1);
  });

  it('waits for a heading that shows a moment later', () => {
    vi.useFakeTimers();
    const main = page(null);
    routeFocus();
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(200);
    main.innerHTML = '<h1>Hamburguesas</h1>';
    vi.advanceTimersByTime(50);
    expect(document.activeElement?.textContent).toBe('Hamburguesas');
  });

  it('settles on main when no heading shows within 3 s', () => {
    vi.useFakeTimers();
    const main = page(null);
    routeFocus();
    vi.advanceTimersByTime(2_900);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(main);
  });

  it('never takes a heading outside main (a dialog, the header)', () => {
    page(null);
    document.body.insertAdjacentHTML('afterbegin', '<dialog open><h1>Buscar</h1></dialog>');
    vi.useFakeTimers();
    routeFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
