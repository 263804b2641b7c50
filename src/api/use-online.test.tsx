// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceOnline, useOnline } from './use-online';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('useOnline', () => {
  it('follows the device: offline and back', async () => {
    const flag = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    flag.mockReturnValue(false);
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);
    flag.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(true);
  });

  it('counts a page opened with no connection (no offline event) and the query client', () => {
    const flag = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(deviceOnline()).toBe(false);
    flag.mockReturnValue(true);
    expect(deviceOnline()).toBe(true);
    onlineManager.setOnline(false);
    expect(deviceOnline()).toBe(false);
  });
});
