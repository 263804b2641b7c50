import { redirect } from '@tanstack/react-router';
import type { Category, MenuProduct } from '../../domain/menu';
import type { MenuData } from '../../domain/menu-data';
import {
  categoryFindBySlug,
  productFindByParam,
  promoFindByParam,
  subcategoryFindBySlug,
} from '../../domain/menu-listing';
import type { ProductVisibilityContext } from '../../domain/menu-visibility';
import { loadMenu, type LoaderArgs } from '../../api/menu/menu-loader';

/** The params of the category, sub-category, product and promotion routes. */
export interface MenuRouteParams {
  cat?: string;
  subCat?: string;
  id?: string;
  promoId?: string;
}

/** A menu route's params resolved against one menu on one server weekday. */
export interface MenuLookup {
  params: MenuRouteParams;
  main: Category | null;
  sub: Category | null;
  product: MenuProduct | null;
  /** what the params were resolved against: a newer menu or another weekday resolves them again */
  menu: MenuData;
  weekday: number;
}

/** §2.1 the category, sub-category and product the params name; null where nothing matches. */
export function menuLookupResolve(
  params: MenuRouteParams,
  menu: MenuData,
  ctx: ProductVisibilityContext,
): MenuLookup {
  const main = params.cat === undefined ? null : categoryFindBySlug(menu.categories, params.cat);
  const sub =
    main && params.subCat !== undefined
      ? subcategoryFindBySlug(menu.categories, main.id, params.subCat)
      : null;
  let product: MenuProduct | null = null;
  if (params.promoId !== undefined) product = promoFindByParam(menu.products, params.promoId, ctx);
  else if (params.id !== undefined)
    product = productFindByParam(menu.products, params.id, ctx, main?.id);
  return { params, main, sub, product, menu, weekday: ctx.weekday };
}

/** Whether every param the route has named something. */
function menuLookupFound({ params, main, sub, product }: MenuLookup): boolean {
  if (params.cat !== undefined && !main) return false;
  if (params.subCat !== undefined && !sub) return false;
  return (params.id ?? params.promoId) === undefined || product !== null;
}

/**
 * Loader of the category, sub-category, product and promotion routes: the params resolved
 * once per navigation, for the screen to use; §2.1 unknown slugs and ids go home (replace).
 */
export async function loadMenuLookup(
  args: LoaderArgs & { params: MenuRouteParams },
): Promise<MenuLookup> {
  const { menu, ctx } = await loadMenu(args);
  const lookup = menuLookupResolve(args.params, menu, ctx);
  if (!menuLookupFound(lookup)) throw redirect({ to: '/', replace: true });
  return lookup;
}
