import type { Coupon } from '../../domain/coupons/coupon';
import type { MenuProduct } from '../../domain/menu';
import type { MenuData } from '../../domain/menu-data';
import { productIsVisible, type ProductVisibilityContext } from '../../domain/menu-visibility';

/** §2.9 the products a coupon applies to that the menu shows now, in the coupon's order. */
export function couponProducts(
  coupon: Coupon,
  menu: Pick<MenuData, 'products'>,
  ctx: ProductVisibilityContext,
): MenuProduct[] {
  const byId = new Map(menu.products.map((product) => [product.id as number, product]));
  return coupon.appliesTo.flatMap((id) => {
    const product = byId.get(id);
    return product !== undefined && productIsVisible(product, ctx) ? [product] : [];
  });
}
