import { QueryClient } from '@tanstack/react-query';

/** §7 caching: data is fresh for 5 minutes by default. */
export const DEFAULT_STALE_TIME_MS = 5 * 60_000;
/** How long the persisted cache is trusted (and kept in memory at least as long). */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** §7: queries retry 3 times, mutations never. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_TIME_MS, gcTime: CACHE_MAX_AGE_MS, retry: 3 },
      mutations: { retry: 0 },
    },
  });
}
