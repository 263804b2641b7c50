import { centsMultiply, centsSub, type Cents } from '../money';
import type { Coupon } from './coupon';

/**
 * §5.4 / §9 the coupon formulas on the price they discount (`base`: the subtotal, or the
 * target item's price when the coupon applies to products), as the negative price of the
 * coupon line: PORCENTAJE takes P% of the base (rounded to the cent, half away from zero),
 * MONTO takes MT, PRECIO makes the base cost PR (fixed - base when the base is above PR,
 * else 0: a fixed price never raises one). The result is never positive and never takes more
 * than the base; a type without its amount (a PRECIO coupon with no PR) discounts nothing.
 */
export function couponDiscount(
  coupon: Pick<Coupon, 'discountType' | 'percent' | 'amount' | 'fixedPrice'>,
  base: Cents,
): Cents {
  if (!Number.isInteger(base) || base <= 0) return 0 as Cents;
  let off = 0 as Cents;
  if (coupon.discountType === 'PORCENTAJE' && coupon.percent !== null && coupon.percent > 0) {
    off = centsMultiply(base, Math.min(coupon.percent, 100) / 100);
  } else if (coupon.discountType === 'MONTO' && coupon.amount !== null && coupon.amount > 0) {
    off = coupon.amount;
  } else if (coupon.discountType === 'PRECIO' && coupon.fixedPrice !== null) {
    off = base > coupon.fixedPrice ? centsSub(base, Math.max(coupon.fixedPrice, 0) as Cents) : off;
  }
  const capped = off > base ? base : off;
  return capped === 0 ? (0 as Cents) : centsSub(0 as Cents, capped);
}
