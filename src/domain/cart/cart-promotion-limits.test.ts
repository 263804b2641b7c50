import { describe, expect, it } from 'vitest';
import { product, productIds } from '../../test/menu-builders';
import type { Cents } from '../money';
import { productIdOf } from '../product-id';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartPromotionCanBeBacked, cartPromotionLineProblems } from './cart-promotion-limits';

const burger = product({ id: 1101, name: 'Hamburguesa Clásica' });
const cheese = product({ id: 1102, name: 'Hamburguesa con queso' });
const fries = product({ id: 1002, name: 'Papas grandes' });
const combo = product({ id: 1301, name: 'Combo Clásico', type: 'CMB' });

/** A promotion line as the store adds it, with its terms. */
const line = (cart: Cart, id: number, appliesTo: number[] = []): Cart =>
  cartAddPromo(cart, {
    menuId: productIdOf(id),
    promoId: id,
    name: `Promoción ${id}`,
    price: 99 as Cents,
    appliesTo: productIds(...appliesTo),
  });

/** A promotion's content row (its promo product at 0) hanging from the last line. */
const content = (cart: Cart, id: number): Cart =>
  cartAdd(cart, fries, 1, {
    unitPrice: 0 as Cents,
    promoId: id,
    parentAddedOrder: cart.addedOrder,
  });

const problems = (cart: Cart) => Object.fromEntries(cartPromotionLineProblems(cart.items));

describe('cartPromotionLineProblems (§5.4 one of each promotion per order)', () => {
  it('accepts one line per promotion, each with its own qualifying unit', () => {
    let cart = cartAdd(cartEmpty(), burger, 1);
    cart = content(line(cart, 1905, [1101, 1102]), 1905);
    cart = line(cart, 1903);
    expect(problems(cart)).toEqual({});
  });

  it('names every repeat of a promotion after the first, backed or not', () => {
    let cart = cartAdd(cartEmpty(), burger, 3);
    for (let i = 0; i < 3; i++) cart = content(line(cart, 1905, [1101]), 1905);
    cart = line(cart, 1903);
    cart = line(cart, 1903);
    // rows: 3 burgers (0-2), 1905 at 3, 5, 7 with content at 4, 6, 8, 1903 at 9 and 10
    expect(problems(cart)).toEqual({ 5: 'repeated', 7: 'repeated', 10: 'repeated' });
  });

  it('names a promotion whose only qualifying unit backs an earlier promotion', () => {
    let cart = cartAdd(cartEmpty(), burger, 1);
    cart = line(cart, 1905, [1101]);
    cart = line(cart, 1950, [1101, 1102]);
    expect(problems(cart)).toEqual({ 2: 'unbacked' });
    // a second qualifying product gives the later promotion a unit of its own
    expect(problems(cartAdd(cart, cheese, 1))).toEqual({});
  });

  it('moves an earlier line to another unit when that frees the one a later line needs', () => {
    let cart = cartAdd(cartEmpty(), burger, 1);
    cart = cartAdd(cart, cheese, 1);
    cart = line(cart, 1950, [1101, 1102]);
    cart = line(cart, 1905, [1101]);
    expect(problems(cart)).toEqual({});
  });

  it('counts units of a combo one each; promotion content never qualifies', () => {
    const withCombo = cartAdd(cartEmpty(), combo, 2);
    let cart = line(withCombo, 1901, [1301]);
    cart = line(cart, 1960, [1301]);
    expect(problems(cart)).toEqual({});
    const promoCombo = cartAdd(cartEmpty(), combo, 1, {
      unitPrice: 0 as Cents,
      promoId: 1970,
      parentAddedOrder: 5,
    });
    expect(problems(line(promoCombo, 1901, [1301]))).toEqual({ 1: 'unbacked' });
  });

  it('leaves coupon lines and promotions without apl alone', () => {
    const coupon = {
      menuId: productIdOf(8001),
      promoId: 8001,
      name: 'Cupón',
      price: -100 as Cents,
      isCoupon: true,
    };
    let cart = line(cartEmpty(), 1903);
    cart = cartAddPromo(cart, coupon);
    cart = cartAddPromo(cart, coupon);
    expect(problems(cart)).toEqual({});
  });
});

describe('cartPromotionCanBeBacked (§5.4)', () => {
  it('needs a qualifying unit no other promotion line holds', () => {
    const one = cartAdd(cartEmpty(), burger, 1);
    expect(cartPromotionCanBeBacked(one, { appliesTo: productIds(1101) })).toBe(true);
    const taken = line(one, 1905, [1101]);
    expect(cartPromotionCanBeBacked(taken, { appliesTo: productIds(1101) })).toBe(false);
    expect(
      cartPromotionCanBeBacked(cartAdd(taken, burger, 1), { appliesTo: productIds(1101) }),
    ).toBe(true);
    expect(cartPromotionCanBeBacked(cartEmpty(), { appliesTo: [] })).toBe(true);
    expect(cartPromotionCanBeBacked(cartEmpty(), { appliesTo: productIds(1101) })).toBe(false);
  });
});
