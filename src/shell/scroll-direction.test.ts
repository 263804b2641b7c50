import { describe, expect, it } from 'vitest';
import { SCROLL_DIRECTION_THRESHOLD_PX, scrollDirectionNext } from './scroll-direction';

describe('scrollDirectionNext (§3.9)', () => {
  it('turns down when scrolling down and up when scrolling up', () => {
    expect(scrollDirectionNext('up', 100, 200)).toBe('down');
    expect(scrollDirectionNext('down', 300, 200)).toBe('up');
  });

  it('keeps the direction for tiny movements', () => {
    const small = SCROLL_DIRECTION_THRESHOLD_PX - 1;
    expect(scrollDirectionNext('down', 300, 300 - small)).toBe('down');
    expect(scrollDirectionNext('up', 300, 300 + small)).toBe('up');
  });

  it('is always up at the top of the page', () => {
    expect(scrollDirectionNext('down', 50, 0)).toBe('up');
  });
});
