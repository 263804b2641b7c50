import { cartScheduleAllows } from '../cart/cart-validity-checks';
import type { MenuProduct } from '../menu';
import type { ItemSchedule } from '../menu-data';
import { productPath } from '../menu-paths';
import { categoryListedMainOf, type ProductVisibilityContext } from '../menu-visibility';
import type { ProductId } from '../product-id';

/** §3.3 a favourite as /favorites shows it. */
export type FavoriteEntry =
  | {
      kind: 'listed';
      product: MenuProduct;
      /** the product page */
      href: string;
      /** §5.3 sold now (its days and data/checkHr hours); otherwise its windows say when */
      soldNow: boolean;
      windows: ItemSchedule[];
    }
  | {
      /** hidden from the menu or gone from it: shown as unavailable, to be removed */
      kind: 'unavailable';
      productId: ProductId;
      /** the menu's product when it is only hidden; null when the menu no longer has it */
      product: MenuProduct | null;
    };

/**
 * §5.4 listed on the menu: productIsVisible's rules but the weekday, which only limits when
 * a favourite is sold (a day it is not sold, it is restricted by schedule, not gone).
 */
function favoriteListed(product: MenuProduct, ctx: ProductVisibilityContext): boolean {
  if (product.hidden) return false;
  if (product.id < 1 && !ctx.showIdsBelowOne) return false;
  return categoryListedMainOf(product.categoryId, ctx.categoriesById) !== null;
}

/**
 * §3.3 / §5.3 the favourites, in their order, against today's menu: a listed product with
 * its page and whether it is sold at `at` (days, and the hours data/checkHr answered, or
 * the menu's); a hidden product, or one the menu no longer has, as unavailable.
 */
export function favoritesListing(
  ids: readonly ProductId[],
  products: readonly MenuProduct[],
  ctx: ProductVisibilityContext,
  schedules: readonly ItemSchedule[],
  at: number,
): FavoriteEntry[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return ids.map((productId): FavoriteEntry => {
    const product = byId.get(productId) ?? null;
    const href =
      product && favoriteListed(product, ctx) ? productPath(product, ctx.categoriesById) : null;
    if (product === null || href === null) return { kind: 'unavailable', productId, product };
    return {
      kind: 'listed',
      product,
      href,
      soldNow: cartScheduleAllows(
        { menuId: product.id, weekdays: product.weekdays },
        schedules,
        at,
      ),
      windows: schedules.filter((row) => row.menuId === product.id),
    };
  });
}
