import type { QueryClient } from '@tanstack/react-query';
import { menuQueryOptions } from '../../api/menu/get-data';
import { serverTimeQueryOptions } from '../../api/menu/get-fecha-hora';

/** Loader of the home screens (/, /menu, /jobs): the menu and the server time it is read with. */
export function loadMenuHome({ context }: { context: { queryClient: QueryClient } }) {
  return Promise.all([
    context.queryClient.ensureQueryData(menuQueryOptions()),
    context.queryClient.ensureQueryData(serverTimeQueryOptions()),
  ]);
}
