import type { Cart } from '../cart/cart';
import type { CartItem } from '../cart/cart-item';
import type { Coupon } from './coupon';
import { couponApply, type CouponContext } from './coupon-apply';
import { COUPON_MESSAGES } from './coupon-messages';

/** The fields of a coupon line that carry meaning (the rest is display: name, images). */
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Whether a sent coupon line is the one couponApply makes now (display fields aside). */
function couponLineSame(sent: CartItem, made: CartItem): boolean {
  return (
    sent.type === made.type &&
    sent.menuId === made.menuId &&
    sent.price === made.price &&
    sent.applied === made.applied &&
    sent.couponId === made.couponId &&
    sent.promotionId === made.promotionId &&
    sent.discountType === made.discountType &&
    sent.applyToLowest === made.applyToLowest &&
    sent.minimumPurchase === made.minimumPurchase &&
    sent.couponCode === made.couponCode &&
    sent.parentAddedOrder === made.parentAddedOrder &&
    sameIds(sent.appliesTo, made.appliesTo)
  );
}

/**
 * §4.8 / §5.4 checks the cart's coupon line against the coupon as it is now: null when the cart
 * holds exactly one coupon line, of this coupon, and it is what couponApply would make on the
 * rest of the cart at context.serverNow (the discount recomputed, the same target, code, apl,
 * APLICA_MENOR and MC); otherwise the §8.2 message: couponApply's own refusal (window, another
 * promotion, no product, minimum), 'Cupón no valido con otras promociones' for a second coupon
 * line, or 'Cupón no valido' for a line that differs (a tampered discount or target, another
 * coupon's id). The server's order save and the app's cart revalidation both run it.
 */
export function couponLineCheck(cart: Cart, coupon: Coupon, context: CouponContext): string | null {
  const lines = cart.items.filter((row) => row.isCoupon);
  if (lines.length > 1) return COUPON_MESSAGES.notWithOtherPromotions;
  const sent = lines[0];
  if (sent === undefined || sent.couponId !== coupon.id) return COUPON_MESSAGES.invalid;
  const rest: Cart = {
    items: cart.items.filter((row) => row !== sent),
    addedOrder: cart.addedOrder,
  };
  const applied = couponApply(rest, coupon, context);
  if (!applied.ok) return applied.message;
  const made = applied.cart.items[applied.cart.items.length - 1];
  return made !== undefined && couponLineSame(sent, made) ? null : COUPON_MESSAGES.invalid;
}
