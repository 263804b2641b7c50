import type { Cart } from '../../domain/cart/cart';
import { cartAdd } from '../../domain/cart/cart-add';
import type { CartItem } from '../../domain/cart/cart-item';
import { cartRemove } from '../../domain/cart/cart-remove';
import type { Coupon } from '../../domain/coupons/coupon';
import {
  couponApply,
  couponCartHasPromotion,
  type CouponContext,
} from '../../domain/coupons/coupon-apply';
import { couponLineCheck } from '../../domain/coupons/coupon-line-check';
import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import { couponTarget } from '../../domain/coupons/coupon-target';
import { couponWindowCheck, type CouponWindowVerdict } from '../../domain/coupons/coupon-window';
import type { ProductConfigured } from '../../domain/cart/cart-add';

/** §4.8 what selecting a coupon leads to. */
export type CouponStep =
  | { kind: 'applied'; cart: Cart }
  | { kind: 'refused'; message: string }
  /** the coupon applies to products the cart lacks: the customer picks one */
  | { kind: 'chooseProduct' };

/** §8.2 the window's refusals, as couponApply words them (null: valid now). */
const WINDOW_REFUSALS: Record<CouponWindowVerdict, string | null> = {
  ok: null,
  badFormat: COUPON_MESSAGES.badTime,
  outsideHours: COUPON_MESSAGES.outsideHours,
  expired: COUPON_MESSAGES.invalid,
};

/** §4.8 the cart's coupon line of a coupon, if any. */
export function couponLineOf(cart: Cart, couponId: number) {
  return cart.items.find((item) => item.isCoupon && item.couponId === couponId) ?? null;
}

/**
 * §4.8 a coupon selected: one that applies to products the cart lacks sends the customer to
 * pick one (unless it is not valid now, or the cart already holds a promotion or coupon:
 * refused at once, with couponApply's message); otherwise
 * it is applied (couponApply) or refused with its §8.2 message.
 */
export function couponStep(cart: Cart, coupon: Coupon, context: CouponContext): CouponStep {
  const needsProduct = coupon.appliesTo.length > 0 && couponTarget(cart.items, coupon) === null;
  if (needsProduct) {
    const window = WINDOW_REFUSALS[couponWindowCheck(coupon, context.serverNow)];
    if (window !== null) return { kind: 'refused', message: window };
    return couponCartHasPromotion(cart)
      ? { kind: 'refused', message: COUPON_MESSAGES.notWithOtherPromotions }
      : { kind: 'chooseProduct' };
  }
  const result = couponApply(cart, coupon, context);
  return result.ok
    ? { kind: 'applied', cart: result.cart }
    : { kind: 'refused', message: result.message };
}

/**
 * §4.8 / §2.9 'Agregar a mi bolsa' on a coupon's product: a product chosen before for the same
 * coupon goes with its coupon line ('Confirmar edición de cupón' said so), the configured
 * product is added, and the coupon applied to it.
 */
export function couponProductAdd(
  cart: Cart,
  configured: ProductConfigured,
  coupon: Coupon,
  context: CouponContext,
): CouponStep {
  let next = cart;
  const previous = couponLineOf(next, coupon.id);
  if (previous !== null) {
    if (previous.parentAddedOrder !== null) next = cartRemove(next, previous.parentAddedOrder);
    const still = couponLineOf(next, coupon.id);
    if (still !== null) next = cartRemove(next, still.addedOrder);
  }
  next = cartAdd(next, configured.product, configured.quantity, configured.config);
  const result = couponApply(next, coupon, context);
  return result.ok
    ? { kind: 'applied', cart: result.cart }
    : { kind: 'refused', message: result.message };
}

/** §4.5 / §5.4 what revalidation did to the cart's coupon lines. */
export interface CouponRevalidation {
  /** the same object when nothing changed */
  cart: Cart;
  /** §8.2 the messages of the coupon lines removed */
  messages: string[];
}

/**
 * §4.5 / §5.4 the cart's coupon lines against the coupons known now (`coupons`, by id): a
 * line couponLineCheck no longer accepts is applied again (its discount recomputed) when the
 * coupon still applies, else removed with the §8.2 message. A line whose coupon is not known
 * is removed ('Cupón no valido') only when `unknownRefused` says so for it (the lists are
 * read and no promo code revealed it): the server is the judge of the rest at order save.
 */
export function couponRevalidate(
  cart: Cart,
  coupons: ReadonlyMap<number, Coupon>,
  context: CouponContext,
  unknownRefused: (line: CartItem) => boolean,
): CouponRevalidation {
  let next = cart;
  const messages: string[] = [];
  for (const line of cart.items.filter((item) => item.isCoupon)) {
    const coupon = line.couponId === null ? undefined : coupons.get(line.couponId);
    if (coupon === undefined) {
      if (!unknownRefused(line)) continue;
      next = cartRemove(next, line.addedOrder);
      messages.push(COUPON_MESSAGES.invalid);
      continue;
    }
    const problem = couponLineCheck(next, coupon, context);
    if (problem === null) continue;
    const without = cartRemove(next, line.addedOrder);
    const again = couponApply(without, coupon, context);
    if (again.ok && couponLineCheck(again.cart, coupon, context) === null) next = again.cart;
    else {
      next = without;
      messages.push(problem);
    }
  }
  return { cart: next, messages };
}
