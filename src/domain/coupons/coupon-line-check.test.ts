import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty, type Cart } from '../cart/cart';
import { cartAdd } from '../cart/cart-add';
import { cartAddPromo } from '../cart/cart-add-promo';
import type { CartItem } from '../cart/cart-item';
import { cartView } from '../cart/cart-view';
import { productIdOf } from '../product-id';
import { couponAt, couponCents as c, couponSample } from './coupon.fixture';
import { couponApply, type CouponContext } from './coupon-apply';
import { couponLineCheck } from './coupon-line-check';

const context: CouponContext = {
  storeMinimum: c(500),
  serverNow: couponAt('2026-11-27T12:00'),
  currency: '$',
};
const products = [
  cartProduct(11, 'PRD', 599),
  cartProduct(12, 'PRD', 449),
  cartProduct(14, 'CMB', 899),
];
const cart = products.reduce((acc, p) => cartAdd(acc, p, 1), cartEmpty());
const coupon = couponSample({ appliesTo: [11, 12], applyToLowest: true, percent: 25 });

const withCoupon = (): Cart => {
  const result = couponApply(cart, coupon, context);
  if (!result.ok) throw new Error(result.message);
  return result.cart;
};
/** The cart with its coupon line changed. */
const tamper = (change: Partial<CartItem>): Cart => {
  const good = withCoupon();
  return { ...good, items: good.items.map((row) => (row.isCoupon ? { ...row, ...change } : row)) };
};

describe('couponLineCheck', () => {
  it('accepts the line couponApply makes', () => {
    expect(couponLineCheck(withCoupon(), coupon, context)).toBeNull();
  });

  it('accepts it whatever its name and position in the cart', () => {
    const good = withCoupon();
    const line = good.items.find((row) => row.isCoupon)!;
    const moved = {
      ...good,
      items: [{ ...line, name: 'Otro nombre' }, ...good.items.filter((r) => r !== line)],
    };
    expect(couponLineCheck(moved, coupon, context)).toBeNull();
  });

  it('refuses a tampered discount, target, code, apl or coupon id', () => {
    expect(couponLineCheck(tamper({ price: c(-113) }), coupon, context)).toBe('Cupón no valido');
    expect(couponLineCheck(tamper({ price: c(-900) }), coupon, context)).toBe('Cupón no valido');
    expect(
      couponLineCheck(tamper({ parentAddedOrder: cart.items[0]!.addedOrder }), coupon, context),
    ).toBe('Cupón no valido');
    expect(couponLineCheck(tamper({ couponCode: 'x' }), coupon, context)).toBe('Cupón no valido');
    expect(couponLineCheck(tamper({ appliesTo: [productIdOf(14)] }), coupon, context)).toBe(
      'Cupón no valido',
    );
    expect(couponLineCheck(tamper({ couponId: 9 }), coupon, context)).toBe('Cupón no valido');
    expect(couponLineCheck(tamper({ discountType: 'MONTO' }), coupon, context)).toBe(
      'Cupón no valido',
    );
  });

  it('refuses a cart without the line, with two, or with a promotion', () => {
    expect(couponLineCheck(cart, coupon, context)).toBe('Cupón no valido');
    const twice = withCoupon();
    const line = twice.items.find((row) => row.isCoupon)!;
    expect(couponLineCheck({ ...twice, items: [...twice.items, line] }, coupon, context)).toBe(
      'Cupón no valido con otras promociones',
    );
    const promo = cartAddPromo(withCoupon(), cartPromo(3, 100));
    expect(couponLineCheck(promo, coupon, context)).toBe('Cupón no valido con otras promociones');
  });

  it('refuses outside the window on the server time given', () => {
    const late = { ...context, serverNow: couponAt('2027-01-01T12:00') };
    expect(couponLineCheck(withCoupon(), coupon, late)).toBe('Cupón no valido');
  });

  it('follows the cart: the discount is recomputed, never trusted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...products), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: -2000, max: 0 }),
        (picked, percent, sent) => {
          const base = picked.reduce((acc, p) => cartAdd(acc, p, 1), cartEmpty());
          const some = couponSample({ percent, appliesTo: [11, 12], applyToLowest: true });
          const applied = couponApply(base, some, { ...context, storeMinimum: c(0) });
          if (!applied.ok) return;
          const made = applied.cart.items.find((row) => row.isCoupon)!;
          const view = cartView(applied.cart);
          expect(view.total).toBeGreaterThanOrEqual(0);
          const forged = {
            ...applied.cart,
            items: applied.cart.items.map((row) =>
              row.isCoupon ? { ...row, price: sent as typeof row.price } : row,
            ),
          };
          const verdict = couponLineCheck(forged, some, { ...context, storeMinimum: c(0) });
          expect(verdict === null).toBe(sent === made.price);
        },
      ),
    );
  });
});
