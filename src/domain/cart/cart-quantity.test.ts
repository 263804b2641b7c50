import { describe, expect, it } from 'vitest';
import { cartOption, cartProduct, cartPromo } from '../../test/cart-builders';
import { cartEmpty } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartQuantitySet } from './cart-quantity';
import { cartView } from './cart-view';

const soda = cartProduct(1501, 'PRD', 125);
const combo = cartProduct(1302, 'CMB', 500);

describe('cartQuantitySet', () => {
  it('adds PRD copies with new orders and removes the newest first', () => {
    const cart = cartAdd(cartEmpty(), soda, 2); // 5, 10
    const more = cartQuantitySet(cart, [5, 10], 4);
    expect(more.items.map((i) => i.addedOrder)).toEqual([5, 10, 15, 20]);
    expect(cartView(more).lines[0]?.count).toBe(4);
    expect(cartQuantitySet(more, [5, 10, 15, 20], 1).items.map((i) => i.addedOrder)).toEqual([5]);
  });

  it('copies a configured unit into its entry, and removes units to zero', () => {
    const drink = cartOption({ optionId: 3006, choiceId: 5020 });
    const cart = cartAdd(cartEmpty(), combo, 1, { options: [drink] }); // 5
    const more = cartQuantitySet(cart, [5], 3);
    expect(more.items[0]?.units.map((u) => [u.addedOrder, u.options])).toEqual([
      [5, [drink]],
      [10, [drink]],
      [15, [drink]],
    ]);
    expect(more.items[0]?.price).toBe(1500);
    expect(cartQuantitySet(more, [5, 10, 15], 0)).toEqual(cartEmpty());
    expect(cartQuantitySet(more, [5, 10, 15], 3)).toEqual(more);
  });

  it('rejects negative or fractional quantities and promo lines', () => {
    const cart = cartAddPromo(cartAdd(cartEmpty(), soda, 1), cartPromo(9001, 0));
    expect(() => cartQuantitySet(cart, [5], -1)).toThrow(RangeError);
    expect(() => cartQuantitySet(cart, [5], 1.5)).toThrow(RangeError);
    expect(() => cartQuantitySet(cart, [10], 2)).toThrow(RangeError);
    expect(() => cartQuantitySet(cart, [], 1)).toThrow(RangeError);
  });
});
