import { redirect } from '@tanstack/react-router';
import type { Category, MenuProduct } from '../../domain/menu';
import {
  categoryFindBySlug,
  productFindByParam,
  promoFindByParam,
  subcategoryFindBySlug,
} from '../../domain/menu-listing';
import { loadMenu, type LoaderArgs } from '../../api/menu/menu-loader';

/** §2.1 unknown slugs and ids go home (replace). */
const home = () => redirect({ to: '/', replace: true });

interface MenuParams {
  cat: string;
  subCat?: string;
  id?: string;
  promoId?: string;
}

export interface MenuLookup {
  main: Category;
  sub: Category | null;
  product: MenuProduct | null;
}

/** Loader of the category, sub-category and product routes: resolves the params or redirects to /. */
export async function loadMenuLookup(
  args: LoaderArgs & { params: MenuParams },
): Promise<MenuLookup> {
  const { menu, ctx } = await loadMenu(args);
  const { cat, subCat, id } = args.params;
  const main = categoryFindBySlug(menu.categories, cat);
  if (!main) throw home();
  const sub = subCat === undefined ? null : subcategoryFindBySlug(menu.categories, main.id, subCat);
  if (subCat !== undefined && !sub) throw home();
  const product = id === undefined ? null : productFindByParam(menu.products, id, ctx, main.id);
  if (id !== undefined && !product) throw home();
  return { main, sub, product };
}

/** Loader of /promociones/menu/{promoId}: the visible PROMO product or a redirect to /. */
export async function loadPromoLookup(
  args: LoaderArgs & { params: { promoId: string } },
): Promise<MenuProduct> {
  const { menu, ctx } = await loadMenu(args);
  const product = promoFindByParam(menu.products, args.params.promoId, ctx);
  if (!product) throw home();
  return product;
}
