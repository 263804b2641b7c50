import { APP_CONFIG } from '../../config';
import type { QueryClient } from '@tanstack/react-query';
import { menuQueryOptions } from './get-data';
import { serverTimeQueryOptions } from './get-fecha-hora';
import { imagesQueryOptions } from './get-images';
import type { MenuData } from '../../domain/menu-data';
import { categoriesIndex, type ProductVisibilityContext } from '../../domain/menu-visibility';
import { serverWeekday } from '../../domain/server-time';

/**
 * §5.4 override flag: products with ids below 1 (operators' test products) are shown
 * when the build sets VITE_SHOW_NEGATIVE_IDS=true.
 */
export const SHOW_IDS_BELOW_ONE: boolean = APP_CONFIG.showIdsBelowOne;

/** §5.4 the visibility context of a menu read at a server instant. */
export function menuVisibility(menu: MenuData, serverEpochMs: number): ProductVisibilityContext {
  return {
    categoriesById: categoriesIndex(menu.categories),
    weekday: serverWeekday(serverEpochMs),
    showIdsBelowOne: SHOW_IDS_BELOW_ONE,
  };
}

export interface LoaderArgs {
  context: { queryClient: QueryClient };
}

/** Loader of every menu screen: the menu and the server time it is read with. */
export async function loadMenu({ context }: LoaderArgs) {
  const [menu, time] = await Promise.all([
    context.queryClient.ensureQueryData(menuQueryOptions()),
    context.queryClient.ensureQueryData(serverTimeQueryOptions()),
  ]);
  return { menu, ctx: menuVisibility(menu, time.epochMs) };
}

/** Loader of the home screens (/, /menu); the banners are asked for at the same time. */
export async function loadMenuHome(args: LoaderArgs): Promise<void> {
  void args.context.queryClient.prefetchQuery(imagesQueryOptions());
  await loadMenu(args);
}
