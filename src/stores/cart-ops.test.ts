import { describe, expect, it } from 'vitest';
import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd } from '../domain/cart/cart-add';
import { cartView } from '../domain/cart/cart-view';
import type { Cents } from '../domain/money';
import { cartProduct } from '../test/cart-builders';
import { cartOpApply, cartReplay, type CartOp } from './cart-ops';

const soda = cartProduct(1501, 'PRD', 125);
const fries = cartProduct(1401, 'PRD', 199);
const combo = cartProduct(1302, 'CMB', 500);
const rows = (cart: Cart) => cart.items.map((i) => [i.menuId, i.addedOrder, i.quantity]);

/** A stored cart of two sodas (5, 10) and a combo (15). */
const stored = () => cartAdd(cartAdd(cartEmpty(), soda, 2), combo, 1);

describe('cartOpApply', () => {
  it('runs each op through the engine', () => {
    let cart = cartOpApply(cartEmpty(), { kind: 'add', product: soda, quantity: 2, config: {} });
    cart = cartOpApply(cart, { kind: 'quantity', addedOrders: [5, 10], quantity: 3 });
    cart = cartOpApply(cart, { kind: 'remove', addedOrder: 5 });
    expect(rows(cart)).toEqual([
      [1501, 10, 1],
      [1501, 15, 1],
    ]);
    expect(cartOpApply(cart, { kind: 'clear' })).toEqual(cartEmpty());
  });

  it('throws the engine RangeError on bad input', () => {
    expect(() =>
      cartOpApply(cartEmpty(), { kind: 'add', product: soda, quantity: 0, config: {} }),
    ).toThrow(RangeError);
    expect(() =>
      cartOpApply(cartEmpty(), { kind: 'quantity', addedOrders: [5], quantity: 2 }),
    ).toThrow(RangeError);
  });

  it('replaces with a copy that shares nothing with the given cart', () => {
    const given = stored();
    const cart = cartOpApply(cartEmpty(), { kind: 'replace', cart: given });
    expect(cart).toEqual(given);
    expect(cart.items[0]).not.toBe(given.items[0]);
  });
});

describe('cartReplay (actions before the stored cart was read)', () => {
  it('appends early adds after the stored rows with the stored counter', () => {
    const ops: CartOp[] = [{ kind: 'add', product: fries, quantity: 2, config: {} }];
    const { cart, map } = cartReplay(stored(), ops);
    expect(rows(cart)).toEqual([
      [1501, 5, 1],
      [1501, 10, 1],
      [1302, 15, 1],
      [1401, 20, 1],
      [1401, 25, 1],
    ]);
    expect([map(5), map(10), map(15)]).toEqual([20, 25, null]);
  });

  it('adds early combo units to the stored entry of the same menu id', () => {
    const ops: CartOp[] = [
      { kind: 'add', product: combo, quantity: 1, config: { unitPrice: 550 as Cents } },
    ];
    const { cart } = cartReplay(stored(), ops);
    expect(cart.items[2]?.units.map((u) => [u.addedOrder, u.price])).toEqual([
      [15, 500],
      [20, 550],
    ]);
  });

  it('translates early quantity changes and removals to the replayed orders', () => {
    const ops: CartOp[] = [
      { kind: 'add', product: fries, quantity: 1, config: {} }, // early 5 → 20
      { kind: 'add', product: combo, quantity: 2, config: {} }, // early 10, 15 → 25, 30
      { kind: 'quantity', addedOrders: [5], quantity: 3 }, // early 20, 25 → 35, 40
      { kind: 'remove', addedOrder: 10 }, // the early combo unit 10 is stored unit 25
      { kind: 'quantity', addedOrders: [20, 25], quantity: 1 }, // drops fries 40
    ];
    const { cart } = cartReplay(stored(), ops);
    expect(rows(cart)).toEqual([
      [1501, 5, 1],
      [1501, 10, 1],
      [1302, 15, 2],
      [1401, 20, 1],
      [1401, 35, 1],
    ]);
    expect(cart.items[2]?.units.map((u) => u.addedOrder)).toEqual([15, 30]);
    expect(cartView(cart).count).toBe(6);
  });

  it('never lets an early order touch a stored row with the same number', () => {
    const ops: CartOp[] = [
      { kind: 'add', product: fries, quantity: 1, config: {} }, // early 5
      { kind: 'remove', addedOrder: 5 },
    ];
    const { cart } = cartReplay(stored(), ops);
    expect(cart.items).toEqual(stored().items);
    expect(cart.addedOrder).toBe(20);
  });

  it('translates the parent of early promo content', () => {
    const ops: CartOp[] = [
      { kind: 'add', product: combo, quantity: 1, config: {} }, // early 5 → 20
      { kind: 'add', product: fries, quantity: 1, config: { promoId: 9, parentAddedOrder: 5 } },
    ];
    const { cart } = cartReplay(cartEmpty(), ops);
    expect(cart.items[1]?.parentAddedOrder).toBe(5);
    const merged = cartReplay(stored(), ops).cart;
    expect(merged.items.at(-1)).toMatchObject({ menuId: 1401, parentAddedOrder: 20 });
  });

  it('lets an early clear or replace win over the stored cart', () => {
    const other = cartAdd(cartEmpty(), fries, 1);
    expect(cartReplay(stored(), [{ kind: 'clear' }]).cart).toEqual(cartEmpty());
    const replaced = cartReplay(stored(), [
      { kind: 'replace', cart: other },
      { kind: 'quantity', addedOrders: [5], quantity: 2 },
    ]);
    expect(rows(replaced.cart)).toEqual([
      [1401, 5, 1],
      [1401, 10, 1],
    ]);
  });

  it('with nothing early, gives the stored cart unchanged', () => {
    expect(cartReplay(stored(), []).cart).toEqual(stored());
  });
});
