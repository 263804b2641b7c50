// The carts of the order-placement bench's orders: 1-3 simple products from the server's own
// menu, added as the store adds them.
import type { CartBlocks } from '../../src/domain/cart/cart-blocked.ts';
import { cartEmpty, type Cart } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { cartChannelRestricts } from '../../src/domain/cart/cart-validity-checks.ts';
import type { MenuProduct } from '../../src/domain/menu.ts';
import type { MenuData } from '../../src/domain/menu-data.ts';
import { categoriesIndex, productIsVisible } from '../../src/domain/menu-visibility.ts';
import { serverWeekday } from '../../src/domain/server-time.ts';

/** §3.3 / §5.3 PRD products a pickup order may hold at `at`: no hours, no geo limit, no block. */
export function simpleProducts(menu: MenuData, blocks: CartBlocks, at: number): MenuProduct[] {
  const ctx = { categoriesById: categoriesIndex(menu.categories), weekday: serverWeekday(at) };
  const withHours = new Set(menu.schedules.map((s) => s.menuId));
  const blocked = new Set(
    blocks.products.filter((b) => !cartChannelRestricts(b.channel, 'shop')).map((b) => b.id),
  );
  return menu.products.filter(
    (p) =>
      p.type === 'PRD' &&
      p.price > 0 &&
      !p.geoRestricted &&
      !p.breakfast &&
      !withHours.has(p.id) &&
      !blocked.has(p.id) &&
      !cartChannelRestricts(p.channel, 'shop') &&
      productIsVisible(p, ctx),
  );
}

/** A cart of 1-3 different simple products, one unit each (cartAdd as the store adds them). */
export function smallCart(products: readonly MenuProduct[], random: () => number): Cart {
  const count = 1 + Math.floor(random() * 3);
  const picked = new Set<MenuProduct>();
  while (picked.size < Math.min(count, products.length)) {
    const product = products[Math.floor(random() * products.length)];
    if (product) picked.add(product);
  }
  return [...picked].reduce((cart, product) => cartAdd(cart, product, 1), cartEmpty());
}
