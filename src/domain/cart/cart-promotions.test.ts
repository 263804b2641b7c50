import { describe, expect, it } from 'vitest';
import { cartProduct } from '../../test/cart-builders';
import { productIds } from '../../test/menu-builders';
import { cartWithPromotion, promotion } from '../../test/cart-revalidate-builders';
import type { MenuProduct } from '../menu';
import type { Cents } from '../money';
import { cartEmpty } from './cart';
import { cartAdd } from './cart-add';
import {
  cartPromotionBase,
  cartPromotionEligibleUnits,
  cartPromotionLinePrice,
  cartPromotionMatches,
  cartPromotionPrice,
  cartPromotionTargetUnit,
  cartPromotionUnitsByMenuId,
} from './cart-promotions';

const c = (n: number) => n as Cents;
const byId = (...products: MenuProduct[]) => new Map(products.map((p) => [p.id, p]));

// the demo chain's products the demo promotions use (server/seed/demo-chain.json)
const demo = byId(
  cartProduct(1002, 'PRD', 199),
  cartProduct(1101, 'ESF', 349),
  cartProduct(1102, 'ESF', 499),
  cartProduct(1241, 'ATP', 1599),
  cartProduct(1242, 'ATP', 1299),
  cartProduct(1301, 'CMB', 599),
  cartProduct(1302, 'CMB', 749),
  cartProduct(1561, 'PRD', 299),
  cartProduct(1621, 'PRD', 250),
  cartProduct(1623, 'PRD', 125),
);

describe('cartPromotionPrice', () => {
  it('takes a percent off, the discount rounded to the cent: 20 % of $15.99 is $3.20 off', () => {
    expect(cartPromotionPrice(promotion({ id: 1, percent: 20 }), c(1599))).toBe(1279);
    expect(cartPromotionPrice(promotion({ id: 1, percent: 25 }), c(1299))).toBe(974);
  });

  it('rounds a half-cent discount up', () => {
    // 5 % of $2.50 is 12.5 cents: 13 off; 5 % of $0.10 is half a cent: 1 off
    expect(cartPromotionPrice(promotion({ id: 1, percent: 5 }), c(250))).toBe(237);
    expect(cartPromotionPrice(promotion({ id: 1, percent: 5 }), c(10))).toBe(9);
    expect(cartPromotionPrice(promotion({ id: 1, percent: 12.5 }), c(100))).toBe(87);
  });

  it('takes an amount off and replaces with a fixed price', () => {
    expect(cartPromotionPrice(promotion({ id: 1, amount: c(100) }), c(424))).toBe(324);
    expect(cartPromotionPrice(promotion({ id: 1, fixedPrice: c(299) }), c(599))).toBe(299);
    expect(cartPromotionPrice(promotion({ id: 1, fixedPrice: c(299) }), c(0))).toBe(299);
  });

  it('never goes below zero', () => {
    expect(cartPromotionPrice(promotion({ id: 1, amount: c(500) }), c(424))).toBe(0);
    expect(cartPromotionPrice(promotion({ id: 1, percent: 150 }), c(424))).toBe(0);
    expect(cartPromotionPrice(promotion({ id: 1, fixedPrice: c(-5) }), c(424))).toBe(0);
  });

  it('reads percent before amount before fixed price; none leaves the base', () => {
    const all = promotion({ id: 1, percent: 50, amount: c(100), fixedPrice: c(1) });
    expect(cartPromotionPrice(all, c(400))).toBe(200);
    expect(cartPromotionPrice({ ...all, percent: null }, c(400))).toBe(300);
    expect(cartPromotionPrice(promotion({ id: 1 }), c(400))).toBe(400);
  });
});

describe('promotion eligibility', () => {
  // 5 fries, 10 soda, 15/20 burger units (549, 349), 25 promotion line, 30 its content burger
  let cart = cartAdd(cartEmpty(), cartProduct(1002, 'PRD', 199), 1);
  cart = cartAdd(cart, cartProduct(1501, 'PRD', 125), 1);
  cart = cartAdd(cart, cartProduct(1101, 'ESF', 349), 1, { unitPrice: c(549) });
  cart = cartAdd(cart, cartProduct(1101, 'ESF', 349), 1);
  cart = cartWithPromotion(cart, promotion({ id: 9 }), [cartProduct(1102, 'ESF', 499)]);
  const units = cartPromotionUnitsByMenuId(cart.items);

  it('lists every unit of the products a promotion applies to, not lines or content', () => {
    const eligible = cartPromotionEligibleUnits({ appliesTo: [1101, 1102, 1002, 1101, 9] }, units);
    expect(eligible.map((u) => [u.addedOrder, u.price])).toEqual([
      [15, 549],
      [20, 349],
      [5, 199],
    ]);
    expect(cartPromotionEligibleUnits({ appliesTo: [] }, units)).toEqual([]);
  });

  it('apply-to-lowest picks the cheapest of several eligible rows; otherwise the first added', () => {
    const burgers = cartPromotionEligibleUnits({ appliesTo: [1101] }, units);
    expect(cartPromotionTargetUnit({ applyToLowest: true }, burgers)?.addedOrder).toBe(20);
    expect(cartPromotionTargetUnit({ applyToLowest: false }, burgers)?.addedOrder).toBe(15);
    const all = cartPromotionEligibleUnits({ appliesTo: [1101, 1002, 1501] }, units);
    expect(cartPromotionTargetUnit({ applyToLowest: true }, all)?.addedOrder).toBe(10);
    expect(cartPromotionTargetUnit({ applyToLowest: false }, [...all].reverse())?.addedOrder).toBe(
      5,
    );
    expect(cartPromotionTargetUnit({ applyToLowest: true }, [])).toBeNull();
  });

  it('apply-to-lowest breaks a tie by the oldest unit', () => {
    const tie = cartAdd(cartAdd(cartEmpty(), cartProduct(7, 'PRD', 300), 1), cartProduct(8), 1, {
      unitPrice: c(300),
    });
    const eligible = cartPromotionEligibleUnits(
      { appliesTo: [8, 7] },
      cartPromotionUnitsByMenuId(tie.items),
    );
    expect(cartPromotionTargetUnit({ applyToLowest: true }, eligible)?.addedOrder).toBe(5);
  });

  it('prices a promotion without promo products on its target unit', () => {
    const eligible = cartPromotionEligibleUnits({ appliesTo: [1101] }, units);
    const half = promotion({ id: 1, percent: 50, appliesTo: [1101] });
    expect(cartPromotionBase({ ...half, applyToLowest: true }, demo, eligible)).toBe(349);
    expect(cartPromotionBase(half, demo, eligible)).toBe(549);
    expect(cartPromotionBase(half, demo, [])).toBe(0);
    const holding = { eligible, contentMenuIds: null };
    expect(cartPromotionLinePrice({ ...half, applyToLowest: true }, holding, demo)).toBe(174);
  });
});

describe('cartPromotionBase with promo products', () => {
  it('adds the promo products at current menu prices', () => {
    expect(cartPromotionBase(promotion({ id: 1, items: [1561, 1623] }), demo, [])).toBe(424);
  });

  it('is null when a promo product is gone or hidden', () => {
    expect(cartPromotionBase(promotion({ id: 1, items: [1561, 4040] }), demo, [])).toBeNull();
    const hidden = byId(cartProduct(1561, 'PRD', 299, { hidden: true }));
    expect(cartPromotionBase(promotion({ id: 1, items: [1561] }), hidden, [])).toBeNull();
  });
});

describe('cartPromotionMatches', () => {
  const eligible = [
    ...cartPromotionUnitsByMenuId(cartAdd(cartEmpty(), cartProduct(1101), 1).items).values(),
  ].flat();
  const promo = promotion({ id: 1, appliesTo: [1101], items: [1561, 1623] });

  it('needs something the promotion applies to, when it lists any', () => {
    expect(cartPromotionMatches(promo, { eligible, contentMenuIds: null }, demo)).toBe(true);
    expect(cartPromotionMatches(promo, { eligible: [], contentMenuIds: null }, demo)).toBe(false);
    const anywhere = { ...promo, appliesTo: [] };
    expect(cartPromotionMatches(anywhere, { eligible: [], contentMenuIds: null }, demo)).toBe(true);
  });

  it('needs every promo product on the menu', () => {
    const gone = { ...promo, items: productIds(1561, 4040) };
    expect(cartPromotionMatches(gone, { eligible, contentMenuIds: null }, demo)).toBe(false);
  });

  it('needs content rows to hold exactly the promo products', () => {
    const match = (contentMenuIds: number[]) =>
      cartPromotionMatches(
        promo,
        { eligible, contentMenuIds: productIds(...contentMenuIds) },
        demo,
      );
    expect(match([1623, 1561])).toBe(true);
    expect(match([1561])).toBe(false);
    expect(match([1561, 1623, 1002])).toBe(false);
    expect(match([])).toBe(false);
  });
});

describe('cartPromotionLinePrice on the demo promotions', () => {
  // the demo menu lists each promotion as a PROMO product at the price it comes to
  const units = cartPromotionUnitsByMenuId(
    cartAdd(cartAdd(cartEmpty(), cartProduct(1302, 'CMB', 749), 1), cartProduct(1102, 'ESF'), 1, {
      unitPrice: c(499),
    }).items,
  );
  it.each([
    [
      promotion({ id: 1901, fixedPrice: c(299), appliesTo: [1301, 1302, 1303], items: [1301] }),
      299,
    ],
    [promotion({ id: 1902, percent: 20, items: [1241] }), 1279],
    [promotion({ id: 1903, amount: c(100), items: [1561, 1623] }), 324],
    [promotion({ id: 1904, fixedPrice: c(99), minimum: c(1500), items: [1621] }), 99],
    [
      promotion({
        id: 1905,
        fixedPrice: c(99),
        applyToLowest: true,
        appliesTo: [1101, 1102],
        items: [1002],
      }),
      99,
    ],
    [promotion({ id: 1906, percent: 25, items: [1242] }), 974],
  ])('prices promotion %#', (promo, expected) => {
    const holding = { eligible: cartPromotionEligibleUnits(promo, units), contentMenuIds: null };
    expect(cartPromotionLinePrice(promo, holding, demo)).toBe(expected);
  });

  it('is null when the promotion no longer matches', () => {
    const promo = promotion({ id: 1901, fixedPrice: c(299), appliesTo: [1303], items: [1301] });
    const holding = { eligible: cartPromotionEligibleUnits(promo, units), contentMenuIds: null };
    expect(cartPromotionLinePrice(promo, holding, demo)).toBeNull();
  });
});
