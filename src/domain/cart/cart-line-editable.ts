import { cartItemIsGrouped } from './cart-item';
import type { CartViewLine } from './cart-view';

/**
 * §4.5 whether a bag line can be edited on its product's page: configured units of a CMB,
 * ESF, ESM or ATP entry the customer chose. Promotion and coupon lines, a promotion's content
 * (it hangs from a parent) and plain PRD rows (only a quantity) are not.
 */
export function cartLineEditable(line: Pick<CartViewLine, 'item' | 'addedOrders'>): boolean {
  const { item } = line;
  return (
    cartItemIsGrouped(item.type) &&
    !item.isPromo &&
    !item.isCoupon &&
    item.parentAddedOrder === null &&
    item.promoId === null &&
    line.addedOrders.length > 0
  );
}
