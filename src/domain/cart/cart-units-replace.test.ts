import { describe, expect, it } from 'vitest';
import { cartOption, cartProduct } from '../../test/cart-builders';
import type { Cents } from '../money';
import { cartEmpty } from './cart';
import { cartAdd } from './cart-add';
import { cartUnitsReplace } from './cart-units-replace';
import { cartView } from './cart-view';

const soda = cartProduct(1501, 'PRD', 125);
const burger = cartProduct(1101, 'ESM', 349);
const combo = cartProduct(1301, 'CMB', 599);
const classic = [cartOption({ optionId: 1, choiceId: 11 })];
const brioche = [cartOption({ optionId: 1, choiceId: 12 })];
const edited = { price: 399 as Cents, options: brioche };

// soda 5 | burger 10, 15 (classic) and 20 (brioche) | combo 25
let cart = cartAdd(cartEmpty(), soda, 1);
cart = cartAdd(cart, burger, 2, { options: classic });
cart = cartAdd(cart, burger, 1, { unitPrice: 399 as Cents, options: brioche });
cart = cartAdd(cart, combo, 1);

describe('cartUnitsReplace (§4.5 editing a bag line)', () => {
  it('gives the units the new configuration in place, keeping their orders', () => {
    const next = cartUnitsReplace(cart, [10, 15], edited, 2);
    const burgers = next.items[1];
    expect(next.items.map((i) => i.menuId)).toEqual([1501, 1101, 1301]);
    expect(burgers?.units.map((u) => [u.addedOrder, u.price, u.options])).toEqual([
      [10, 399, brioche],
      [15, 399, brioche],
      [20, 399, brioche],
    ]);
    expect(burgers?.price).toBe(1197);
    expect(next.addedOrder).toBe(cart.addedOrder);
    // the line keeps its place: it opens with its first order
    expect(cartView(next).lines.map((l) => l.addedOrders)).toEqual([[5], [10, 15, 20], [25]]);
  });

  it('edits one configured unit and leaves the others of the entry alone', () => {
    const next = cartUnitsReplace(cart, [20], { price: 349 as Cents, options: classic }, 1);
    expect(next.items[1]?.units.map((u) => u.options)).toEqual([classic, classic, classic]);
  });

  it('changes how many units the line holds: more copies the newest, fewer drops the newest', () => {
    const more = cartUnitsReplace(cart, [10, 15], edited, 3);
    expect(more.items[1]?.units.map((u) => u.addedOrder)).toEqual([10, 15, 20, 30]);
    expect(more.addedOrder).toBe(30);
    const fewer = cartUnitsReplace(cart, [10, 15], edited, 1);
    expect(fewer.items[1]?.units.map((u) => [u.addedOrder, u.price])).toEqual([
      [10, 399],
      [20, 399],
    ]);
  });

  it('refuses a PRD row, an unknown order, no order and a bad price', () => {
    expect(() => cartUnitsReplace(cart, [5], edited, 1)).toThrow(RangeError);
    expect(() => cartUnitsReplace(cart, [10, 99], edited, 2)).toThrow(RangeError);
    expect(() => cartUnitsReplace(cart, [], edited, 1)).toThrow(RangeError);
    expect(() => cartUnitsReplace(cart, [10], { price: -1 as Cents, options: [] }, 1)).toThrow(
      RangeError,
    );
    expect(() => cartUnitsReplace(cart, [10], edited, 0)).toThrow(RangeError);
  });
});
