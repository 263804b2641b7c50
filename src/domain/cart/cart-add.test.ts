import { describe, expect, it } from 'vitest';
import { cartOption, cartProduct } from '../../test/cart-builders';
import type { Cents } from '../money';
import { productIdOf } from '../product-id';
import { cartEmpty } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';

describe('cartAdd', () => {
  it('adds one PRD row per unit, each with its own order (+5)', () => {
    const cart = cartAdd(cartEmpty(), cartProduct(1501, 'PRD', 125), 3);
    expect(cart.items.map((i) => [i.menuId, i.addedOrder, i.quantity, i.price])).toEqual([
      [1501, 5, 1, 125],
      [1501, 10, 1, 125],
      [1501, 15, 1, 125],
    ]);
    expect(cart.addedOrder).toBe(15);
  });

  it.each(['CMB', 'ESF', 'ESM', 'ATP'] as const)(
    'holds %s as one entry and appends units of the same menu id',
    (type) => {
      const burger = cartProduct(1302, type, 500);
      const once = cartAdd(cartEmpty(), burger, 2, { unitPrice: 550 as Cents });
      const twice = cartAdd(once, burger, 1);
      expect(twice.items).toHaveLength(1);
      const [entry] = twice.items;
      expect(entry?.units.map((u) => [u.addedOrder, u.price])).toEqual([
        [5, 550],
        [10, 550],
        [15, 500],
      ]);
      expect(entry).toMatchObject({
        type,
        quantity: 3,
        price: 1600,
        addedOrder: 5,
        basePrice: 500,
      });
      expect(twice.addedOrder).toBe(15);
    },
  );

  it('keeps the configured options on each unit and opens a new entry per menu id', () => {
    const drink = cartOption({ optionId: 3006, choiceId: 5020, menuId: 1501 });
    const cart = cartAdd(
      cartAdd(cartEmpty(), cartProduct(1302, 'CMB'), 1, { options: [drink] }),
      cartProduct(1303, 'CMB'),
      1,
    );
    expect(cart.items.map((i) => i.menuId)).toEqual([1302, 1303]);
    expect(cart.items[0]?.units[0]?.options).toEqual([drink]);
    expect(cart.items[1]?.units[0]?.options).toEqual([]);
  });

  it('keeps suggested-sale and promo content apart from the customer entry', () => {
    const combo = cartProduct(1302, 'CMB');
    let cart = cartAdd(cartEmpty(), combo, 1);
    cart = cartAdd(cart, combo, 1, { suggestedSale: true });
    cart = cartAdd(cart, combo, 1, { promoId: 9001, parentAddedOrder: 5 });
    expect(cart.items.map((i) => [i.suggestedSale, i.promoId, i.parentAddedOrder])).toEqual([
      [false, null, null],
      [true, null, null],
      [false, 9001, 5],
    ]);
  });

  it('copies the menu fields a cart row carries', () => {
    const fries = cartProduct(1401, 'PRD', 199, { channel: 'LLEV', geoRestricted: true });
    const [row] = cartAdd(cartEmpty(), fries, 1).items;
    expect(row).toMatchObject({
      productRef: '1401',
      name: 'Producto 1401',
      originalPrice: 199,
      channel: 'LLEV',
      geoLimited: true,
      isPromo: false,
      units: [],
    });
  });

  it('is pure: the given cart is not changed', () => {
    const combo = cartProduct(1302, 'CMB');
    const before = cartAdd(cartEmpty(), combo, 1);
    const copy = structuredClone(before);
    cartAdd(before, combo, 2);
    cartAdd(before, cartProduct(1501), 2);
    expect(before).toEqual(copy);
  });

  it('rejects quantities below one or fractional, negative prices and unsold types', () => {
    const soda = cartProduct(1501);
    expect(() => cartAdd(cartEmpty(), soda, 0)).toThrow(RangeError);
    expect(() => cartAdd(cartEmpty(), soda, 1.5)).toThrow(RangeError);
    expect(() => cartAdd(cartEmpty(), soda, 1, { unitPrice: -1 as Cents })).toThrow(RangeError);
    expect(() => cartAdd(cartEmpty(), cartProduct(1, 'FAK'), 1)).toThrow(RangeError);
    expect(() => cartAdd(cartEmpty(), cartProduct(2, 'PROMO'), 1)).toThrow(RangeError);
  });
});

describe('cartAddPromo', () => {
  it('adds an applied PROMO row with the next order', () => {
    const cart = cartAddPromo(cartAdd(cartEmpty(), cartProduct(1501), 1), {
      menuId: productIdOf(9001),
      promoId: 9001,
      name: 'Segundo combo',
      price: 299 as Cents,
      parentAddedOrder: 5,
    });
    expect(cart.items[1]).toMatchObject({
      type: 'PROMO',
      isPromo: true,
      applied: true,
      addedOrder: 10,
      parentAddedOrder: 5,
      promotionId: 9001,
      quantity: 1,
    });
    expect(cart.addedOrder).toBe(10);
  });

  it('rejects a negative promotion and a positive coupon', () => {
    const base = { menuId: productIdOf(1), promoId: 1, name: 'x' };
    expect(() => cartAddPromo(cartEmpty(), { ...base, price: -1 as Cents })).toThrow(RangeError);
    expect(() => cartAddPromo(cartEmpty(), { ...base, price: 1 as Cents, isCoupon: true })).toThrow(
      RangeError,
    );
  });
});
