import { describe, expect, it } from 'vitest';
import { cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartRemove, cartRemoveNeedsConfirmation } from './cart-remove';

const soda = cartProduct(1501, 'PRD', 125);
const combo = cartProduct(1302, 'CMB', 500);
const orders = (cart: Cart) => cart.items.map((i) => [i.menuId, i.addedOrder, i.quantity]);

/** A combo (5) with a promotion (10) hanging from it and the promotion's fries (15). */
const promoCart = (applied = true) => {
  let cart = cartAdd(cartEmpty(), combo, 1);
  cart = cartAddPromo(cart, cartPromo(9001, 299, { parentAddedOrder: 5, applied }));
  return cartAdd(cart, cartProduct(1401, 'PRD', 0), 1, { promoId: 9001, parentAddedOrder: 10 });
};

describe('cartRemove', () => {
  it('removes one PRD row or one unit of a grouped entry by its order', () => {
    let cart = cartAdd(cartAdd(cartEmpty(), soda, 2), combo, 2); // 5, 10 | 15, 20
    cart = cartRemove(cart, 10);
    cart = cartRemove(cart, 15);
    expect(orders(cart)).toEqual([
      [1501, 5, 1],
      [1302, 15, 1],
    ]);
    expect(cart.items[1]?.units.map((u) => u.addedOrder)).toEqual([20]);
    expect(cart.items[1]?.price).toBe(500);
  });

  it('drops a grouped entry with its last unit and ignores unknown orders', () => {
    const cart = cartAdd(cartAdd(cartEmpty(), soda, 1), combo, 1);
    expect(orders(cartRemove(cart, 10))).toEqual([[1501, 5, 1]]);
    expect(cartRemove(cart, 42)).toEqual(cart);
  });

  it('cascades from a parent to its promo and the promo content', () => {
    expect(cartRemove(promoCart(), 5).items).toEqual([]);
  });

  it('removing a promo removes its non-applied content, not the products it applies to', () => {
    let cart = cartAdd(cartEmpty(), soda, 1, { applied: true, promoId: 9002 }); // 5
    cart = cartAddPromo(cart, cartPromo(9002, 0, { appliesTo: [1501] })); // 10
    cart = cartAdd(cart, cartProduct(1401, 'PRD', 0), 1, { promoId: 9002 }); // 15, no parent
    cart = cartAdd(cart, combo, 1); // 20
    expect(orders(cartRemove(cart, 10))).toEqual([
      [1501, 5, 1],
      [1302, 20, 1],
    ]);
    expect(orders(cartRemove(promoCart(), 10))).toEqual([[1302, 5, 1]]);
  });

  it('restarts the added-order counter when the cart empties', () => {
    const cart = cartAdd(cartEmpty(), soda, 1);
    expect(cartRemove(cart, 5)).toEqual(cartEmpty());
    expect(cartRemove(cartAdd(cart, soda, 1), 5).addedOrder).toBe(10);
  });
});

describe('cartRemoveNeedsConfirmation', () => {
  it('asks when the item is the parent of an applied promo', () => {
    expect(cartRemoveNeedsConfirmation(promoCart(), 5)).toBe(true);
    expect(cartRemoveNeedsConfirmation(promoCart(false), 5)).toBe(false);
  });

  it('does not ask for the promo line itself, unrelated items or unknown orders', () => {
    const cart = cartAdd(promoCart(), soda, 1); // 20
    expect(cartRemoveNeedsConfirmation(cart, 10)).toBe(false);
    expect(cartRemoveNeedsConfirmation(cart, 20)).toBe(false);
    expect(cartRemoveNeedsConfirmation(cart, 99)).toBe(false);
  });

  it('asks when an applied promo applies to the item', () => {
    let cart = cartAdd(cartEmpty(), soda, 2); // 5, 10
    cart = cartAddPromo(cart, cartPromo(9003, 0, { appliesTo: [1501] }));
    expect(cartRemoveNeedsConfirmation(cart, 10)).toBe(true);
  });

  it('with apply-to-lowest, asks only when no other eligible item stays', () => {
    let cart = cartAdd(cartEmpty(), soda, 1); // 5
    cart = cartAdd(cart, combo, 2); // 10, 15
    cart = cartAddPromo(cart, cartPromo(9003, 0, { appliesTo: [1501, 1302], applyToLowest: true }));
    expect(cartRemoveNeedsConfirmation(cart, 5)).toBe(false);
    const alone = cartRemove(cartRemove(cart, 10), 15);
    expect(cartRemoveNeedsConfirmation(alone, 5)).toBe(true);
  });
});
