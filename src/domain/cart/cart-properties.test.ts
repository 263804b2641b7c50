import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartCoupon, cartOption, cartProduct, cartPromo } from '../../test/cart-builders';
import type { Cents } from '../money';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartItemUnitOrders } from './cart-item';
import { cartRemove } from './cart-remove';
import { cartView } from './cart-view';

const products = [
  cartProduct(1501, 'PRD', 125),
  cartProduct(1401, 'PRD', 199),
  cartProduct(1302, 'CMB', 500),
  cartProduct(1102, 'ESF', 425),
  cartProduct(1103, 'ESM', 899),
  cartProduct(1701, 'ATP', 1099),
];
const drink = cartOption({ optionId: 3006, choiceId: 5020 });

const addArb = fc.record({
  kind: fc.constant('add' as const),
  product: fc.constantFrom(...products),
  quantity: fc.integer({ min: 1, max: 4 }),
  unitPrice: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
  withDrink: fc.boolean(),
  suggestedSale: fc.boolean(),
});
const stepArb = fc.oneof(
  { arbitrary: addArb, weight: 4 },
  fc.record({
    kind: fc.constant('promo' as const),
    price: fc.integer({ min: 0, max: 2000 }),
    pick: fc.nat(),
    applied: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('coupon' as const), discount: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);
type Add = typeof addArb extends fc.Arbitrary<infer A> ? A : never;
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

/** An order already in the cart, picked by an index; null when the cart is empty. */
const orderAt = (cart: Cart, pick: number): number | null => {
  const all = cart.items.flatMap(cartItemUnitOrders);
  return all[pick % Math.max(all.length, 1)] ?? null;
};

const add = (cart: Cart, step: Add): Cart =>
  cartAdd(cart, step.product, step.quantity, {
    ...(step.unitPrice === null ? {} : { unitPrice: step.unitPrice as Cents }),
    options: step.withDrink ? [drink] : [],
    suggestedSale: step.suggestedSale,
  });

function apply(cart: Cart, step: Step): Cart {
  switch (step.kind) {
    case 'add':
      return add(cart, step);
    case 'promo': {
      const parentAddedOrder = orderAt(cart, step.pick);
      return cartAddPromo(
        cart,
        cartPromo(9000 + step.pick, step.price, { parentAddedOrder, applied: step.applied }),
      );
    }
    case 'coupon':
      return cartAddPromo(cart, cartCoupon(77, step.discount));
    case 'remove': {
      const order = orderAt(cart, step.pick);
      return order === null ? cart : cartRemove(cart, order);
    }
  }
}

const cartArb = fc
  .array(stepArb, { maxLength: 12 })
  .map((steps) => steps.reduce(apply, cartEmpty()));

describe('cart properties', () => {
  it('the total is the sum of the line prices and never negative', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const view = cartView(cart);
        const sum = view.lines.reduce((s, line) => s + line.price, 0);
        expect(view.total).toBe(sum);
        expect(view.total).toBeGreaterThanOrEqual(0);
        expect(view.subtotal).toBeGreaterThanOrEqual(0);
        expect(view.discount).toBeGreaterThanOrEqual(0);
        expect(view.total).toBe(view.subtotal - view.discount);
      }),
    );
  });

  it('every unit in the cart shows in exactly one line, except PROMO rows not applied', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const shown = cartView(cart).lines.flatMap((line) => line.addedOrders);
        const expected = cart.items
          .filter((item) => item.type !== 'PROMO' || item.applied)
          .flatMap(cartItemUnitOrders);
        expect([...shown].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
      }),
    );
  });

  it('adding then removing the added units restores the counter and the items', () => {
    fc.assert(
      fc.property(cartArb, addArb, (cart, step) => {
        const added = add(cart, step);
        expect(cartView(added).count).toBe(cartView(cart).count + step.quantity);
        const fresh = added.items.flatMap(cartItemUnitOrders).filter((o) => o > cart.addedOrder);
        expect(fresh).toHaveLength(step.quantity);
        const restored = fresh.reduce(cartRemove, added);
        expect(cartView(restored).count).toBe(cartView(cart).count);
        expect(restored.items).toEqual(cart.items);
      }),
    );
  });
});
