// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverTimeQueryOptions } from './get-fecha-hora';
import { SERVER_NOW_REFRESH_MS, useServerNow, useServerNowOrDevice } from './use-server-now';

const DEVICE = Date.UTC(2026, 10, 23, 18, 0, 0);
const OFFSET = 90_000;

function withClient(time: { offsetMs: number } | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = serverTimeQueryOptions().queryKey;
  if (time) client.setQueryData(key, { fecha: '', epochMs: DEVICE + time.offsetMs, ...time });
  // nothing asks the network: a query with no data stays pending
  client.setQueryDefaults(key, { queryFn: () => new Promise(() => undefined) });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the server clock hooks (§2.11)', () => {
  it('give the device clock plus the server offset, re-read every minute', async () => {
    vi.useFakeTimers({ now: DEVICE, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { result } = renderHook(() => useServerNow(), {
      wrapper: withClient({ offsetMs: OFFSET }),
    });
    expect(result.current).toBe(DEVICE + OFFSET);
    await act(async () => vi.advanceTimersByTime(SERVER_NOW_REFRESH_MS));
    expect(result.current).toBe(DEVICE + OFFSET + SERVER_NOW_REFRESH_MS);
  });

  it('are null until the server time is known, or the device clock when it may stand in', () => {
    vi.useFakeTimers({ now: DEVICE, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const wrapper = withClient(null);
    expect(renderHook(() => useServerNow(), { wrapper }).result.current).toBeNull();
    expect(renderHook(() => useServerNowOrDevice(), { wrapper }).result.current).toBe(DEVICE);
  });
});
