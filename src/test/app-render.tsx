/** Renders the whole app's routes in component tests, with the first calls answered up front. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { routeTree } from '../routeTree.gen';

/** A query client that never retries: a test's failed call fails at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * The app's routes at `path`, rendered with `queryClient` (whose cache the test has seeded
 * with the answers it wants: ['menu'], ['server-time'], ...), as `src/app` wires them.
 */
export function renderAppAt(path: string, queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderRouter(router, queryClient);
}

/** `router` rendered with `queryClient` around it, as the app's root does. */
export function renderRouter<R extends AnyRouter>(router: R, queryClient: QueryClient): R {
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
