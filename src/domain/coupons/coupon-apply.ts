import type { Cart } from '../cart/cart';
import { cartAddPromo } from '../cart/cart-add-promo';
import { cartMinimumTotal } from '../cart/cart-add-promotion';
import { cartPromotionIsContent } from '../cart/cart-promotions';
import { centsAdd, centsSub, type Cents } from '../money';
import { productIdOf } from '../product-id';
import type { Coupon } from './coupon';
import { couponDiscount } from './coupon-discount';
import { COUPON_MESSAGES } from './coupon-messages';
import { couponTarget } from './coupon-target';
import { couponWindowCheck } from './coupon-window';

/** §4.8 / §5.4 what applying a coupon needs besides the cart and the coupon. */
export interface CouponContext {
  /** §9 the store's minimum order amount (menu configuration) */
  storeMinimum: Cents;
  /** epoch ms of the server's clock (never the device's alone) */
  serverNow: number;
  /** the currency symbol the minimum message shows, '$' */
  currency: string;
}

/** §4.8 the cart with the coupon line, or the §8.2 message saying why not. */
export type CouponApplyResult = { ok: true; cart: Cart } | { ok: false; message: string };

/** §5.4 the coupon's minimum purchase: the larger of its MC and the store minimum. */
export function couponMinimum(coupon: Pick<Coupon, 'minimum'>, storeMinimum: Cents): Cents {
  return coupon.minimum !== null && coupon.minimum > storeMinimum ? coupon.minimum : storeMinimum;
}

/** §4.8 the cart already holds a promotion or a coupon (a promo line or a promotion's content). */
export function couponCartHasPromotion(cart: Cart): boolean {
  return cart.items.some((row) => row.isPromo || cartPromotionIsContent(row));
}

/**
 * §4.8 / §5.4 applies a coupon to the cart, checked in this order:
 * - its window on server time (couponWindowCheck): malformed 'Formato de hora inválido',
 *   outside its hours 'Cupon no es valido en este horario', past its last day 'Cupón no valido';
 * - one promotion or coupon per cart: 'Cupón no valido con otras promociones';
 * - a cart with no product: 'Cupón no valido'; with applicable products (apl) and none of
 *   them in the cart: 'Código promocional no valido';
 * - the minimum (couponMinimum): the cart total before the discount minus the discount must
 *   be at least it, else 'Minimo de compra para aplicar cupon es de $N.NN
 *   después del descuento: a tu bolsa le faltan $M.MM'.
 * Then the coupon is added as a negative-price PROMO line (cartAddPromo): I and PID the
 * coupon's id, the discount of couponDiscount on the target unit's price (couponTarget) or on
 * the subtotal, DSC, apl, APLICA_MENOR, MC as the coupon sends it, NUC the coupon's code (a
 * code coupon is only ever entered by its code), and hanging (FH) from the target unit.
 */
export function couponApply(cart: Cart, coupon: Coupon, context: CouponContext): CouponApplyResult {
  const window = couponWindowCheck(coupon, context.serverNow);
  if (window === 'badFormat') return { ok: false, message: COUPON_MESSAGES.badTime };
  if (window === 'outsideHours') return { ok: false, message: COUPON_MESSAGES.outsideHours };
  if (window === 'expired') return { ok: false, message: COUPON_MESSAGES.invalid };
  if (couponCartHasPromotion(cart)) {
    return { ok: false, message: COUPON_MESSAGES.notWithOtherPromotions };
  }
  if (cart.items.length === 0) return { ok: false, message: COUPON_MESSAGES.invalid };
  const target = couponTarget(cart.items, coupon);
  if (coupon.appliesTo.length > 0 && target === null) {
    return { ok: false, message: COUPON_MESSAGES.invalidCode };
  }
  const total = cartMinimumTotal(cart);
  const discount = couponDiscount(coupon, target === null ? total : target.price);
  const minimum = couponMinimum(coupon, context.storeMinimum);
  const afterDiscount = centsAdd(total, discount);
  if (afterDiscount < minimum) {
    const missing = centsSub(minimum, afterDiscount);
    return { ok: false, message: COUPON_MESSAGES.minimum(context.currency, minimum, missing) };
  }
  const next = cartAddPromo(cart, {
    menuId: productIdOf(coupon.id),
    promoId: null,
    promotionId: null,
    name: coupon.label,
    price: discount,
    productRef: coupon.image ?? String(coupon.id),
    isCoupon: true,
    couponId: coupon.id,
    discountType: coupon.discountType,
    appliesTo: [...coupon.appliesTo],
    applyToLowest: coupon.applyToLowest,
    minimumPurchase: coupon.minimum,
    couponCode: coupon.code,
    parentAddedOrder: target === null ? null : target.addedOrder,
  });
  return { ok: true, cart: next };
}
