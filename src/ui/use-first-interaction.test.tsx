// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstInteraction } from './use-first-interaction';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFirstInteraction', () => {
  it('is false until the first pointer move, touch, scroll or key', () => {
    for (const type of ['pointermove', 'pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart']) {
      const { result, unmount } = renderHook(() => useFirstInteraction(4000));
      expect(result.current).toBe(false);
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(result.current, type).toBe(true);
      unmount();
    }
  });

  it('turns true after the fallback time when nobody touches the page', () => {
    const { result } = renderHook(() => useFirstInteraction(4000));
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('ignores what is not an interaction', () => {
    const { result } = renderHook(() => useFirstInteraction(4000));
    act(() => {
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current).toBe(false);
  });
});
