import { useMemo } from 'react';
import type { MenuProduct } from '../../domain/menu';
import { productPath } from '../../domain/menu-paths';
import { useMenu } from '../../api/menu/use-menu';
import { type MenuLookup, menuLookupResolve } from './route-lookups';

/**
 * The route loader's lookup with the current menu; resolved again only when the menu was
 * refreshed or the server's weekday turned since the loader ran (a vanished product goes home).
 */
export function useMenuLookup(loaded: MenuLookup) {
  const { menu, ctx } = useMenu();
  return useMemo(() => {
    const current =
      loaded.menu === menu && loaded.weekday === ctx.weekday
        ? loaded
        : menuLookupResolve(loaded.params, menu, ctx);
    const hrefOf = (p: MenuProduct) => productPath(p, ctx.categoriesById) ?? '/';
    return { menu, ctx, main: current.main, sub: current.sub, product: current.product, hrefOf };
  }, [loaded, menu, ctx]);
}
