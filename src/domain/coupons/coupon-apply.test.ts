import { describe, expect, it } from 'vitest';
import { cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty, type Cart } from '../cart/cart';
import { cartAdd } from '../cart/cart-add';
import { cartAddPromo } from '../cart/cart-add-promo';
import { cartView } from '../cart/cart-view';
import { couponAt, couponCents as c, couponSample } from './coupon.fixture';
import { couponApply, couponMinimum, type CouponContext } from './coupon-apply';
import { COUPON_MESSAGES } from './coupon-messages';

const context: CouponContext = {
  storeMinimum: c(750),
  serverNow: couponAt('2026-11-27T12:00'),
  currency: '$',
};
const burger = cartProduct(11, 'PRD', 599);
const chicken = cartProduct(12, 'PRD', 449);
const fries = cartProduct(13, 'PRD', 199);
const combo = cartProduct(14, 'CMB', 899);

/** A cart with these products, one unit each, in this order. */
const cartOf = (...products: (typeof burger)[]): Cart =>
  products.reduce((cart, p) => cartAdd(cart, p, 1), cartEmpty());

const applied = (cart: Cart, coupon = couponSample()) => {
  const result = couponApply(cart, coupon, context);
  if (!result.ok) throw new Error(result.message);
  return result.cart;
};
const lastLine = (cart: Cart) => cart.items[cart.items.length - 1]!;

describe('couponApply (§4.8 / §5.4)', () => {
  it('adds a subtotal coupon as a negative-price PROMO coupon line', () => {
    const cart = applied(cartOf(burger, chicken), couponSample({ id: 7, percent: 10 }));
    const line = lastLine(cart);
    expect(line).toMatchObject({
      type: 'PROMO',
      isPromo: true,
      isCoupon: true,
      couponId: 7,
      menuId: 7,
      price: -105,
      discountType: 'PORCENTAJE',
      parentAddedOrder: null,
      couponCode: null,
      applied: true,
    });
    expect(cartView(cart)).toMatchObject({ subtotal: 1048, discount: 105, total: 943 });
  });

  it('discounts the first matching product, or the cheapest with APLICA_MENOR', () => {
    const cart = cartOf(burger, combo, chicken);
    const first = lastLine(applied(cart, couponSample({ appliesTo: [11, 12] })));
    expect(first).toMatchObject({ price: -60, parentAddedOrder: cart.items[0]!.addedOrder });
    const lowest = lastLine(
      applied(cart, couponSample({ appliesTo: [11, 12], applyToLowest: true, percent: 50 })),
    );
    expect(lowest).toMatchObject({
      price: -225,
      parentAddedOrder: cart.items[2]!.addedOrder,
      applyToLowest: true,
      appliesTo: [11, 12],
    });
  });

  it('targets one configured unit of a grouped entry', () => {
    const cart = cartAdd(cartOf(combo, burger), combo, 1);
    const line = lastLine(
      applied(cart, couponSample({ appliesTo: [14], percent: null, amount: c(100) })),
    );
    expect(line.parentAddedOrder).toBe(cart.items[0]!.units[0]!.addedOrder);
    expect(line.price).toBe(-100);
    expect(line.discountType).toBe('MONTO');
  });

  it('keeps the code of a code coupon and the MC it sends', () => {
    const line = lastLine(
      applied(cartOf(burger, chicken), couponSample({ code: 'bienvenido10', minimum: c(800) })),
    );
    expect(line.couponCode).toBe('bienvenido10');
    expect(line.minimumPurchase).toBe(800);
  });

  it('refuses a cart with a promotion or a coupon already', () => {
    const withPromo = cartAddPromo(cartOf(burger, chicken), cartPromo(3, 100));
    expect(couponApply(withPromo, couponSample(), context)).toEqual({
      ok: false,
      message: 'Cupón no valido con otras promociones',
    });
    const withCoupon = applied(cartOf(burger, chicken));
    expect(couponApply(withCoupon, couponSample({ id: 9 }), context)).toEqual({
      ok: false,
      message: COUPON_MESSAGES.notWithOtherPromotions,
    });
  });

  it('refuses a coupon for products the cart does not hold, and an empty cart', () => {
    expect(couponApply(cartOf(fries, chicken), couponSample({ appliesTo: [11] }), context)).toEqual(
      {
        ok: false,
        message: 'Código promocional no valido',
      },
    );
    expect(couponApply(cartEmpty(), couponSample(), { ...context, storeMinimum: c(0) })).toEqual({
      ok: false,
      message: 'Cupón no valido',
    });
  });

  it('needs the total before the discount minus the discount to reach max(MC, store minimum)', () => {
    // 5.99 + 4.49 = 10.48; 20% off = 2.10 → 8.38
    const coupon = couponSample({ percent: 20, minimum: c(838) });
    expect(couponApply(cartOf(burger, chicken), coupon, context).ok).toBe(true);
    expect(couponApply(cartOf(burger, chicken), { ...coupon, minimum: c(839) }, context)).toEqual({
      ok: false,
      message:
        'Minimo de compra para aplicar cupon es de $8.39 después del descuento: a tu bolsa le faltan $0.01',
    });
    // the store minimum wins when it is larger
    expect(couponApply(cartOf(burger, fries), couponSample({ minimum: c(100) }), context)).toEqual({
      ok: false,
      message:
        'Minimo de compra para aplicar cupon es de $7.50 después del descuento: a tu bolsa le faltan $0.32',
    });
    expect(couponMinimum({ minimum: c(699) }, c(750))).toBe(750);
    expect(couponMinimum({ minimum: c(999) }, c(750))).toBe(999);
    expect(couponMinimum({ minimum: null }, c(750))).toBe(750);
  });

  it('checks the window on the server time it is given', () => {
    const cart = cartOf(burger, chicken);
    const hours = couponSample({ hoursFrom: '07:00', hoursTo: '10:30' });
    expect(couponApply(cart, hours, context)).toEqual({
      ok: false,
      message: 'Cupon no es valido en este horario',
    });
    expect(
      couponApply(cart, hours, { ...context, serverNow: couponAt('2026-11-27T08:00') }).ok,
    ).toBe(true);
    expect(couponApply(cart, couponSample({ lastDay: '26/11/2026' }), context)).toEqual({
      ok: false,
      message: 'Cupón no valido',
    });
    expect(couponApply(cart, couponSample({ hoursTo: '25:00' }), context)).toEqual({
      ok: false,
      message: 'Formato de hora inválido',
    });
  });
});

describe('COUPON_MESSAGES', () => {
  it('says the minimum after the discount and what the bag lacks, two decimals each', () => {
    expect(COUPON_MESSAGES.minimum('$', c(699), c(5))).toBe(
      'Minimo de compra para aplicar cupon es de $6.99 después del descuento: a tu bolsa le faltan $0.05',
    );
    expect(COUPON_MESSAGES.minimum('$', c(1000), c(177))).toBe(
      'Minimo de compra para aplicar cupon es de $10.00 después del descuento: a tu bolsa le faltan $1.77',
    );
  });
});
