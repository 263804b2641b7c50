import { describe, expect, it } from 'vitest';
import { cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartQuantitySet } from './cart-quantity';
import { cartRemove } from './cart-remove';
import { cartRemovedOrders, cartRestore } from './cart-restore';

const soda = cartProduct(1501, 'PRD', 125);
const fries = cartProduct(1001, 'PRD', 149);
const combo = cartProduct(1302, 'CMB', 500);
const rows = (cart: Cart) => cart.items.map((i) => [i.menuId, i.addedOrder, i.quantity]);
const units = (cart: Cart, index: number) => cart.items[index]?.units.map((u) => u.addedOrder);

/** Removes `orders` one after the other and returns the restore inputs with the result. */
function removing(before: Cart, ...orders: number[]) {
  const after = orders.reduce(cartRemove, before);
  return { after, removed: cartRemovedOrders(before, after) };
}

describe('cartRestore (§4.5 Deshacer)', () => {
  const cart = cartAdd(cartAdd(cartAdd(cartEmpty(), soda, 1), combo, 2), fries, 1);
  // soda 5 | combo 10 (units 10, 15) | fries 20

  it('puts a removed row back at its place with its order', () => {
    const { after, removed } = removing(cart, 5);
    expect(removed).toEqual([5]);
    expect(cartRestore(after, cart, removed)).toEqual(cart);
  });

  it('puts removed units back into their entry, between the units that stayed', () => {
    const three = cartAdd(cart, combo, 1); // combo units 10, 15, 25
    const { after, removed } = removing(three, 15);
    const back = cartRestore(after, three, removed)!;
    expect(units(back, 1)).toEqual([10, 15, 25]);
    expect(back.items[1]?.price).toBe(1500);
    expect(back).toEqual(three);
  });

  it('brings a whole grouped line back, every unit', () => {
    const { after, removed } = removing(cart, 15, 10);
    expect(rows(after)).toEqual([
      [1501, 5, 1],
      [1001, 20, 1],
    ]);
    expect(cartRestore(after, cart, removed)).toEqual(cart);
  });

  it('keeps what changed since: other removals stay removed, new rows stay at the end', () => {
    const { after, removed } = removing(cart, 5);
    const since = cartAdd(cartRemove(after, 20), soda, 1); // fries gone, a soda 25 added
    const back = cartRestore(since, cart, removed)!;
    expect(rows(back)).toEqual([
      [1501, 5, 1],
      [1302, 10, 2],
      [1501, 25, 1],
    ]);
    expect(back.addedOrder).toBe(25);
  });

  it('keeps quantity changes made since on the same entry', () => {
    const { after, removed } = removing(cart, 15);
    const since = cartQuantitySet(after, [10], 2); // a new unit 25
    expect(units(cartRestore(since, cart, removed)!, 1)).toEqual([10, 15, 25]);
  });

  it('puts back a promotion with its cascade', () => {
    let promo = cartAdd(cartEmpty(), combo, 1);
    promo = cartAddPromo(promo, cartPromo(9001, 299, { parentAddedOrder: 5, applied: true }));
    promo = cartAdd(promo, cartProduct(1401, 'PRD', 0), 1, {
      promoId: 9001,
      parentAddedOrder: 10,
    });
    const { after, removed } = removing(promo, 10);
    expect(removed.sort()).toEqual([10, 15]);
    expect(cartRestore(after, promo, removed)).toEqual(promo);
  });

  it('refuses when the emptied cart has handed the same orders out again', () => {
    const one = cartAdd(cartEmpty(), soda, 1);
    const { after, removed } = removing(one, 5);
    expect(after.addedOrder).toBe(0);
    expect(cartRestore(cartAdd(after, fries, 1), one, removed)).toBeNull();
    expect(cartRestore(after, one, removed)).toEqual(one);
  });
});
