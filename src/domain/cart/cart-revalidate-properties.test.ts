import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartCoupon, cartOption, cartProduct } from '../../test/cart-builders';
import {
  cartWithPromotion,
  promotion,
  revalidateInput,
  unitRepriceStandIn,
} from '../../test/cart-revalidate-builders';
import type { MenuProduct } from '../menu';
import type { Promotion } from '../menu-data';
import type { Cents } from '../money';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartItemUnitOrders } from './cart-item';
import { cartRemove } from './cart-remove';
import { cartRevalidate } from './cart-revalidate';
import { cartView } from './cart-view';

const c = (n: number) => n as Cents;
const products = [
  cartProduct(1501, 'PRD', 125),
  cartProduct(1002, 'PRD', 199),
  cartProduct(1621, 'PRD', 250),
  cartProduct(1302, 'CMB', 749),
  cartProduct(1101, 'ESF', 349),
  cartProduct(1241, 'ATP', 1599),
];
const ids = products.map((p) => p.id);
const repeat = <T>(value: T, n: number): T[] => Array.from({ length: n }, () => value);
const options = [
  cartOption({ optionId: 3006, choiceId: 5020, extraPrice: c(50) }),
  cartOption({ optionId: 3006, choiceId: 5024 }),
  cartOption({
    optionId: 3010,
    choiceId: 5030,
    choices: [cartOption({ optionId: 3011, choiceId: 5031, extraPrice: c(25) })],
  }),
];

const promotionArb = (id: number): fc.Arbitrary<Promotion> =>
  fc
    .record({
      kind: fc.constantFrom('percent', 'amount', 'fixedPrice'),
      value: fc.integer({ min: 0, max: 2500 }),
      minimum: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
      applyToLowest: fc.boolean(),
      appliesTo: fc.oneof(fc.constant<number[]>([]), fc.subarray(ids, { maxLength: 3 })),
      items: fc.subarray(ids, { maxLength: 2 }),
    })
    .map(({ kind, value, minimum, appliesTo, ...rest }) =>
      promotion({
        id,
        ...rest,
        appliesTo: [...appliesTo],
        minimum: minimum === null ? null : c(minimum),
        percent: kind === 'percent' ? value % 101 : null,
        amount: kind === 'amount' ? c(value) : null,
        fixedPrice: kind === 'fixedPrice' ? c(value) : null,
      }),
    );
const promotionsArb = fc.tuple(promotionArb(91), promotionArb(92), promotionArb(93));

const stepArb = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      product: fc.constantFrom(...products),
      quantity: fc.integer({ min: 1, max: 3 }),
      options: fc.subarray(options),
      applied: fc.boolean(),
    }),
    weight: 4,
  },
  fc.record({
    kind: fc.constant('promotion' as const),
    which: fc.nat(2),
    withContent: fc.boolean(),
    parent: fc.option(fc.nat(), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('coupon' as const),
    discount: fc.integer({ min: 0, max: 2000 }),
    minimum: fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);
type Step = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

const orderAt = (cart: Cart, pick: number): number | null => {
  const all = cart.items.flatMap(cartItemUnitOrders);
  return all[pick % Math.max(all.length, 1)] ?? null;
};

const apply = (promotions: readonly Promotion[]) => (cart: Cart, step: Step) => {
  switch (step.kind) {
    case 'add':
      return cartAdd(cart, step.product, step.quantity, {
        options: step.options,
        applied: step.applied,
      });
    case 'promotion': {
      const promo = promotions[step.which] ?? promotion({ id: 99 });
      const content = step.withContent ? products.filter((p) => promo.items.includes(p.id)) : [];
      const parent = step.parent === null ? null : orderAt(cart, step.parent);
      return cartWithPromotion(cart, promo, content, parent);
    }
    case 'coupon': {
      const minimumPurchase = step.minimum === null ? null : c(step.minimum);
      return cartAddPromo(cart, { ...cartCoupon(77, step.discount), minimumPurchase });
    }
    case 'remove': {
      const order = orderAt(cart, step.pick);
      return order === null ? cart : cartRemove(cart, order);
    }
  }
};

/** The menu after a change: products gone, hidden or re-priced. */
const menuArb: fc.Arbitrary<MenuProduct[]> = fc
  .tuple(
    ...products.map((product) =>
      fc.record({
        product: fc.constant(product),
        fate: fc.constantFrom(...repeat('same', 8), 'gone', 'hidden', 'repriced', 'repriced'),
        price: fc.integer({ min: 0, max: 3000 }),
      }),
    ),
  )
  .map((changes) =>
    changes.flatMap(({ product, fate, price }) => {
      if (fate === 'gone') return [];
      if (fate === 'hidden') return [{ ...product, hidden: true }];
      return [fate === 'repriced' ? { ...product, price: c(price) } : product];
    }),
  );

const caseArb = promotionsArb.chain((promotions) =>
  fc.record({
    promotions: fc.constant(promotions),
    // a promotion may have left the menu since it was added
    menuPromotions: fc
      .tuple(...promotions.map(() => fc.constantFrom(true, true, true, false)))
      .map((kept) => promotions.filter((_, i) => kept[i])),
    cart: fc
      .array(stepArb, { maxLength: 14 })
      .map((steps) => steps.reduce(apply(promotions), cartEmpty())),
    menu: menuArb,
    checks: fc.tuple(...promotions.map(() => fc.constantFrom(true, true, false, null))),
    retired: fc.subarray([5020, 5024, 5031]),
  }),
);

type CaseValue = typeof caseArb extends fc.Arbitrary<infer V> ? V : never;

const inputOf = (k: CaseValue) =>
  revalidateInput(
    k.menu,
    k.menuPromotions,
    Object.fromEntries(
      k.promotions.flatMap((p, i) => {
        const check = k.checks[i];
        return check === null || check === undefined ? [] : [[p.id, check] as const];
      }),
    ),
    unitRepriceStandIn(k.retired),
  );

describe('cartRevalidate properties', () => {
  it('leaves no negative price (coupon lines aside) and whole-cent prices', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const { cart } = cartRevalidate(k.cart, inputOf(k));
        for (const row of cart.items) {
          expect(Number.isInteger(row.price)).toBe(true);
          if (row.isCoupon) expect(row.price).toBeLessThanOrEqual(0);
          else expect(row.price).toBeGreaterThanOrEqual(0);
          for (const unit of row.units) expect(unit.price).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the cart view total equals the sum of the line prices', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const view = cartView(cartRevalidate(k.cart, inputOf(k)).cart);
        expect(view.total).toBe(view.lines.reduce((sum, line) => sum + line.price, 0));
        expect(view.total).toBe(view.subtotal - view.discount);
      }),
      { numRuns: 300 },
    );
  });

  it('revalidating twice equals revalidating once, and the second returns the same cart', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const input = inputOf(k);
        const once = cartRevalidate(k.cart, input);
        const twice = cartRevalidate(once.cart, input);
        expect(twice.cart).toBe(once.cart);
        expect(twice.removed).toEqual([]);
        expect(twice.repriced).toBe(false);
        expect(twice.promotionsToCheck).toEqual(once.promotionsToCheck);
        expect(twice.futureOrderReset).toBe(once.futureOrderReset);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps only products on the menu, and an emptied cart restarts its counter', () => {
    fc.assert(
      fc.property(caseArb, (k) => {
        const { cart, futureOrderReset } = cartRevalidate(k.cart, inputOf(k));
        const shown = new Set(k.menu.filter((p) => !p.hidden).map((p) => p.id));
        for (const row of cart.items) if (!row.isPromo) expect(shown.has(row.menuId)).toBe(true);
        expect(futureOrderReset).toBe(cart.items.length === 0);
        if (cart.items.length === 0) expect(cart.addedOrder).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
