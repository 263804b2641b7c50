import { describe, expect, it } from 'vitest';
import { cartEmpty, type Cart } from '../../domain/cart/cart';
import { cartAdd } from '../../domain/cart/cart-add';
import { cartAddPromo } from '../../domain/cart/cart-add-promo';
import type { CouponContext } from '../../domain/coupons/coupon-apply';
import { COUPON_MESSAGES } from '../../domain/coupons/coupon-messages';
import type { Cents } from '../../domain/money';
import { cartProduct, cartPromo } from '../../test/cart-builders';
import { couponOf } from '../../test/coupon.fixture';
import { couponLineOf, couponProductAdd, couponRevalidate, couponStep } from './coupon-cart';

// Monday 23 November 2026, 12:00 in San Salvador
const NOON = Date.parse('2026-11-23T12:00:00-06:00');
const context: CouponContext = { storeMinimum: 500 as Cents, serverNow: NOON, currency: '$' };

const classic = cartProduct(101, 'PRD', 350);
const double = cartProduct(102, 'PRD', 475);
const fries = cartProduct(500, 'PRD', 300);
const cartOf = (...products: [ReturnType<typeof cartProduct>, number][]): Cart =>
  products.reduce((cart, [product, quantity]) => cartAdd(cart, product, quantity), cartEmpty());
const couponLines = (cart: Cart) => cart.items.filter((item) => item.isCoupon);

describe('couponStep (§4.8 a coupon selected)', () => {
  it('sends the customer to pick a product when the cart has none it applies to', () => {
    expect(couponStep(cartOf([fries, 2]), couponOf(), context)).toEqual({ kind: 'chooseProduct' });
    expect(couponStep(cartEmpty(), couponOf(), context)).toEqual({ kind: 'chooseProduct' });
  });

  it('refuses at once when the cart already holds a promotion', () => {
    const withPromo = cartAddPromo(cartOf([fries, 2]), cartPromo(7, 500));
    expect(couponStep(withPromo, couponOf(), context)).toEqual({
      kind: 'refused',
      message: COUPON_MESSAGES.notWithOtherPromotions,
    });
  });

  it('applies a percent coupon to the cheapest of its products (APLICA_MENOR)', () => {
    const step = couponStep(cartOf([double, 1], [classic, 1], [fries, 1]), couponOf(), context);
    if (step.kind !== 'applied') throw new Error(step.kind);
    const [line] = couponLines(step.cart);
    expect(line).toMatchObject({ price: -70, couponId: 41, discountType: 'PORCENTAJE' });
    const target = step.cart.items.find((item) => item.addedOrder === line!.parentAddedOrder);
    expect(target?.menuId).toBe(101);
  });

  it('does not send the customer to pick a product for a coupon not valid now', () => {
    const morning = couponOf({ HORA_DESDE: '07:00', HORA_HASTA: '10:30' });
    expect(couponStep(cartOf([fries, 3]), morning, context)).toEqual({
      kind: 'refused',
      message: COUPON_MESSAGES.outsideHours,
    });
    expect(couponStep(cartEmpty(), couponOf({ FECHA_HASTA: '22/11/2026' }), context)).toEqual({
      kind: 'refused',
      message: COUPON_MESSAGES.invalid,
    });
  });

  it('refuses with the §8.2 message outside the coupon’s hours', () => {
    const morning = couponOf({ HORA_DESDE: '07:00', HORA_HASTA: '10:30' });
    expect(couponStep(cartOf([classic, 3]), morning, context)).toEqual({
      kind: 'refused',
      message: COUPON_MESSAGES.outsideHours,
    });
  });

  it('refuses a subtotal coupon below the minimum with the amount', () => {
    const amount = couponOf({ P: null, MT: 2, apl: [], MC: 6.99 });
    expect(couponStep(cartOf([classic, 1], [fries, 1]), amount, context)).toEqual({
      kind: 'refused',
      message:
        'Minimo de compra para aplicar cupon es de $6.99 después del descuento: a tu bolsa le faltan $2.49',
    });
  });
});

describe('couponProductAdd (§2.9 / §4.8 Agregar a mi bolsa with a coupon)', () => {
  it('adds the configured product and the coupon hanging from it', () => {
    const step = couponProductAdd(
      cartOf([fries, 1]),
      { product: double, quantity: 1, config: {} },
      couponOf(),
      context,
    );
    if (step.kind !== 'applied') throw new Error(step.kind);
    expect(step.cart.items.map((item) => [item.menuId, item.price])).toEqual([
      [500, 300],
      [102, 475],
      [41, -95],
    ]);
  });

  it('replaces the product chosen before for the same coupon (Confirmar edición de cupón)', () => {
    const first = couponProductAdd(
      cartOf([fries, 1]),
      { product: double, quantity: 1, config: {} },
      couponOf(),
      context,
    );
    if (first.kind !== 'applied') throw new Error(first.kind);
    const second = couponProductAdd(
      first.cart,
      { product: classic, quantity: 2, config: {} },
      couponOf(),
      context,
    );
    if (second.kind !== 'applied') throw new Error(second.kind);
    expect(second.cart.items.map((item) => [item.menuId, item.price])).toEqual([
      [500, 300],
      [101, 350],
      [101, 350],
      [41, -70],
    ]);
    expect(couponLines(second.cart)).toHaveLength(1);
  });

  it('refuses (the cart unchanged for the caller) when the coupon no longer applies', () => {
    const expired = couponOf({ FECHA_HASTA: '22/11/2026' });
    const step = couponProductAdd(
      cartOf([fries, 1]),
      { product: classic, quantity: 1, config: {} },
      expired,
      context,
    );
    expect(step).toEqual({ kind: 'refused', message: COUPON_MESSAGES.invalid });
  });
});

describe('couponRevalidate (§4.5 / §5.4 the coupon line kept true)', () => {
  const applied = (cart: Cart, coupon = couponOf()) => {
    const step = couponStep(cart, coupon, context);
    if (step.kind !== 'applied') throw new Error(step.kind);
    return step.cart;
  };
  const never = () => false;

  it('keeps the same cart while the line is what couponApply makes now', () => {
    const cart = applied(cartOf([classic, 2], [fries, 1]));
    const byId = new Map([[41, couponOf()]]);
    expect(couponRevalidate(cart, byId, context, never).cart).toBe(cart);
  });

  it('recomputes the discount when the target’s price changed', () => {
    const cart = applied(cartOf([classic, 2], [fries, 1]));
    const repriced: Cart = {
      ...cart,
      items: cart.items.map((item) =>
        item.menuId === 101 ? { ...item, price: 400 as Cents } : item,
      ),
    };
    const result = couponRevalidate(repriced, new Map([[41, couponOf()]]), context, never);
    expect(couponLines(result.cart).map((line) => line.price)).toEqual([-80]);
    expect(result.messages).toEqual([]);
  });

  it('drops a coupon outside its hours with its message', () => {
    const cart = applied(cartOf([classic, 2], [fries, 1]));
    const evening = { ...context, serverNow: Date.parse('2026-11-23T21:00:00-06:00') };
    const byId = new Map([[41, couponOf({ HORA_DESDE: '11:00', HORA_HASTA: '20:00' })]]);
    const result = couponRevalidate(cart, byId, evening, never);
    expect(couponLines(result.cart)).toEqual([]);
    expect(result.cart.items).toHaveLength(3);
    expect(result.messages).toEqual([COUPON_MESSAGES.outsideHours]);
  });

  it('leaves a line whose coupon is unknown unless told to refuse it', () => {
    const cart = applied(cartOf([classic, 2], [fries, 1]));
    expect(couponRevalidate(cart, new Map(), context, never).cart).toBe(cart);
    const refused = couponRevalidate(cart, new Map(), context, (line) => line.couponCode === null);
    expect(couponLines(refused.cart)).toEqual([]);
    expect(refused.messages).toEqual([COUPON_MESSAGES.invalid]);
  });

  it('finds the coupon line of a coupon', () => {
    const cart = applied(cartOf([classic, 1], [fries, 2]));
    expect(couponLineOf(cart, 41)?.price).toBe(-70);
    expect(couponLineOf(cart, 42)).toBeNull();
  });
});
