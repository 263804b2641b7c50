import { QueryClient } from '@tanstack/react-query';

/**
 * The operator app's query client: nothing persisted (a shared kitchen tablet keeps no staff
 * data on disk), calls retried once; a refusal (4xx) is never retried.
 */
export function operatorQueryClientCreate(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) =>
          count < 1 &&
          !(error instanceof Error && 'status' in error && Number(error.status) >= 400),
      },
      mutations: { retry: 0 },
    },
  });
}
