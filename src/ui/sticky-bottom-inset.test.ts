// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stickyBottomInset } from './sticky-bottom-inset';

const observed: (() => void)[] = [];

beforeEach(() => {
  // jsdom has no ResizeObserver: this one reports at once, as the browser's first report does
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        observed.push(this.report);
        this.report();
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
  document.body.innerHTML = '';
});

function bar(height: number, style: Partial<CSSStyleDeclaration>): HTMLElement {
  const el = document.createElement('section');
  Object.assign(el.style, style);
  Object.defineProperty(el, 'offsetHeight', { value: height, configurable: true });
  document.body.append(el);
  return el;
}

const inset = () => document.documentElement.style.getPropertyValue('--sticky-bottom');

describe('stickyBottomInset (WCAG 2.4.11 scroll padding for the bars at the foot)', () => {
  it("writes the tallest stuck bar's height, and clears it when the bars leave", () => {
    const stopA = stickyBottomInset(bar(180, { position: 'sticky', bottom: '0px' }));
    const stopB = stickyBottomInset(bar(120, { position: 'fixed', bottom: '0px' }));
    expect(inset()).toBe('180px');
    stopA?.();
    expect(inset()).toBe('120px');
    stopB?.();
    expect(inset()).toBe('');
  });

  it('counts nothing for a bar stuck to the top or not stuck at all', () => {
    const stop = stickyBottomInset(bar(300, { position: 'sticky', top: '80px' }));
    stickyBottomInset(bar(90, { position: 'static' }));
    expect(inset()).toBe('');
    stop?.();
  });

  it('does nothing without ResizeObserver or an element', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    expect(stickyBottomInset(bar(100, { position: 'sticky', bottom: '0px' }))).toBeUndefined();
    expect(stickyBottomInset(null)).toBeUndefined();
    expect(inset()).toBe('');
  });
});
