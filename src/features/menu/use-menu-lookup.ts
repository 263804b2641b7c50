import { useMemo } from 'react';
import type { Category, MenuProduct } from '../../domain/menu';
import {
  categoryFindBySlug,
  productFindByParam,
  promoFindByParam,
  subcategoryFindBySlug,
} from '../../domain/menu-listing';
import { productPath } from '../../domain/menu-paths';
import { useMenu } from '../../api/menu/use-menu';

export interface MenuRouteParams {
  cat?: string;
  subCat?: string;
  id?: string;
  promoId?: string;
}

/** The route params resolved against the current menu (the loader already redirected misses). */
export function useMenuLookup(params: MenuRouteParams) {
  const { menu, ctx } = useMenu();
  return useMemo(() => {
    const main: Category | null =
      params.cat === undefined ? null : categoryFindBySlug(menu.categories, params.cat);
    const sub =
      main && params.subCat !== undefined
        ? subcategoryFindBySlug(menu.categories, main.id, params.subCat)
        : null;
    let product: MenuProduct | null = null;
    if (params.promoId !== undefined)
      product = promoFindByParam(menu.products, params.promoId, ctx);
    else if (params.id !== undefined)
      product = productFindByParam(menu.products, params.id, ctx, main?.id);
    const hrefOf = (p: MenuProduct) => productPath(p, ctx.categoriesById) ?? '/';
    return { menu, ctx, main, sub, product, hrefOf };
  }, [menu, ctx, params.cat, params.subCat, params.id, params.promoId]);
}
