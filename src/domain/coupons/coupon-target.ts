import type { CartItem } from '../cart/cart-item';
import {
  cartPromotionEligibleUnits,
  cartPromotionTargetUnit,
  cartPromotionUnitsByMenuId,
  type CartPromotionUnit,
} from '../cart/cart-promotions';
import type { Coupon } from './coupon';

/**
 * §4.8 / §5.4 the cart unit a coupon with applicable products (apl) discounts: a PRD row or one
 * configured unit of a grouped entry of a product it applies to, the first added, or the
 * cheapest with APLICA_MENOR (the oldest among equals), as a promotion picks its target
 * (cartPromotionTargetUnit). Promotion lines and their content never qualify. Null when the
 * coupon applies to the subtotal (empty apl) or the cart holds none of its products.
 */
export function couponTarget(
  items: readonly CartItem[],
  coupon: Pick<Coupon, 'appliesTo' | 'applyToLowest'>,
): CartPromotionUnit | null {
  if (coupon.appliesTo.length === 0) return null;
  const eligible = cartPromotionEligibleUnits(coupon, cartPromotionUnitsByMenuId(items));
  return cartPromotionTargetUnit(coupon, eligible);
}
