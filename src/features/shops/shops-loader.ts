import type { QueryClient } from '@tanstack/react-query';
import { catalogosQueryOptions } from '../../api/menu/get-catalogos';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';

/**
 * Loader of the shops screens: starts loading the catalogues and the server time when they
 * are not cached, without waiting, so the page shows its own skeleton, error and retry.
 */
export function prefetchShops({ context }: { context: { queryClient: QueryClient } }): void {
  context.queryClient.ensureQueryData(catalogosQueryOptions()).catch(() => undefined);
  context.queryClient.ensureQueryData(serverTimeQueryOptions()).catch(() => undefined);
}
