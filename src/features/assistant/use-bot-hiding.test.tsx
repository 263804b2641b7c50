// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOT_HIDE_MS } from '../../domain/assistant/bot-position';
import { useBotHiding } from './use-bot-hiding';

afterEach(() => vi.useRealTimers());

describe('useBotHiding (§4.10, issue 34)', () => {
  it('on a large screen starts in sight and hides only after the list closes', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ open }) => useBotHiding(open, false), {
      initialProps: { open: false },
    });
    expect(result.current[0]).toBe(false);
    act(() => result.current[2]());
    expect(result.current[0]).toBe(false);
    rerender({ open: true });
    rerender({ open: false });
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(BOT_HIDE_MS));
    expect(result.current[0]).toBe(true);
  });

  it('on a phone rests at its edge, comes out when asked and goes back on blur', () => {
    const { result, rerender } = renderHook(({ open }) => useBotHiding(open, true), {
      initialProps: { open: false },
    });
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    act(() => result.current[2]());
    expect(result.current[0]).toBe(true);
    // open: in sight, and a blur while open leaves it there
    rerender({ open: true });
    expect(result.current[0]).toBe(false);
    act(() => result.current[2]());
    expect(result.current[0]).toBe(false);
  });

  it('turning a tablet into a large screen brings it out, and back to the edge', () => {
    const { result, rerender } = renderHook(({ edge }) => useBotHiding(false, edge), {
      initialProps: { edge: true },
    });
    expect(result.current[0]).toBe(true);
    rerender({ edge: false });
    expect(result.current[0]).toBe(false);
    rerender({ edge: true });
    expect(result.current[0]).toBe(true);
  });
});
