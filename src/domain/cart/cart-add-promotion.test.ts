import { describe, expect, it } from 'vitest';
import { promotion, revalidateInput } from '../../test/cart-revalidate-builders';
import { product } from '../../test/menu-builders';
import {
  burger,
  combo,
  comboSuper,
  configMenu,
  familyBurger,
  fries,
} from '../../test/product-config-builders';
import type { MenuProduct } from '../menu';
import type { Promotion } from '../menu-data';
import { centsFromAmount, type Cents } from '../money';
import { productIdOf } from '../product-id';
import { productConfigAddPick } from '../product-config/product-config-atp';
import { productConfigSetSize } from '../product-config/product-config-select';
import { productConfigStart } from '../product-config/product-config-start';
import type { ProductConfigState } from '../product-config/product-config-state';
import { productConfigToUnit } from '../product-config/product-config-unit';
import { productUnitReprice } from '../product-config/product-unit-reprice';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import {
  cartAddPromotion,
  cartHasPromotion,
  cartPromotionAddPrice,
  type CartAddPromotionContent,
  type CartAddPromotionResult,
} from './cart-add-promotion';
import { cartAddPromo } from './cart-add-promo';
import { cartRevalidate } from './cart-revalidate';

const money = (amount: number) => centsFromAmount(amount);
const menu = configMenu();
const productsById = new Map<number, MenuProduct>(menu.products.map((p) => [p.id, p]));
const byId = (id: number): MenuProduct => {
  const found = productsById.get(id);
  if (!found) throw new Error(`sin producto ${id}`);
  return found;
};

/** The promotion's PROMO menu product, as the demo chain pairs them (same id). */
const promoProductOf = (promo: Promotion): MenuProduct =>
  product({
    id: promo.id,
    name: promo.label,
    type: 'PROMO',
    price: money(9.99),
    weekdays: [true, false, true, false, false, false, false],
    channel: 'DOMI',
  });

/** Configurations the ATP promo products need (their defaults have no picks). */
const picks = (state: ProductConfigState, optionId: number, ...ids: number[]) =>
  ids.reduce((s, id) => productConfigAddPick(s, optionId, id), state);
const CONFIGURE: Readonly<Record<number, (s: ProductConfigState) => ProductConfigState>> = {
  1241: (s) =>
    picks(
      picks(picks(s, 3040, 5155, 5155, 5155, 5155, 5156, 5156, 5156, 5154), 3041, 5158, 5159),
      3042,
      5163,
    ),
  1242: (s) => picks(picks(s, 3043, 5165), 3044, 5169),
};

const contentsOf = (promo: Promotion): CartAddPromotionContent[] =>
  promo.items.map((id) => {
    const p = byId(id);
    const state = (CONFIGURE[id] ?? ((s) => s))(productConfigStart(menu, p));
    return { product: p, unit: productConfigToUnit(state) };
  });

const add = (cart: Cart, promo: Promotion): CartAddPromotionResult =>
  cartAddPromotion(cart, {
    promotion: promo,
    promoProduct: promoProductOf(promo),
    contents: contentsOf(promo),
    productsById,
  });

const added = (cart: Cart, promo: Promotion): Cart => {
  const result = add(cart, promo);
  if (!('cart' in result)) throw new Error(`rechazada: ${result.refused}`);
  return result.cart;
};

/** A customer's product added with its default configuration, at its configured price. */
const withProduct = (cart: Cart, p: MenuProduct, step = (s: ProductConfigState) => s): Cart => {
  const unit = productConfigToUnit(step(productConfigStart(menu, p)));
  return cartAdd(cart, p, 1, { unitPrice: unit.price, options: unit.options });
};

const revalidate = (cart: Cart, promotions: readonly Promotion[]) =>
  cartRevalidate(
    cart,
    revalidateInput(menu.products, promotions, {}, (p, unit) =>
      productUnitReprice(menu, p, unit.options),
    ),
  );

// the demo chain's six promotions, on the test menu's products
const second = promotion({
  id: 1901,
  fixedPrice: money(2.99),
  appliesTo: [1301, 1302, 1303],
  items: [1301],
});
const familyBox = promotion({ id: 1902, percent: 20, items: [1241] });
const shakePie = promotion({ id: 1903, amount: money(1), items: [1001, 1008] });
const treat = promotion({ id: 1904, fixedPrice: money(0.99), minimum: money(15), items: [1623] });
const friesDeal = promotion({
  id: 1905,
  fixedPrice: money(0.99),
  applyToLowest: true,
  appliesTo: [1101, 1102, 1121, 1122, 1125, 1126, 1141],
  items: [1002],
});
const wingsDay = promotion({ id: 1906, percent: 25, items: [1242] });
const DEMO = [second, familyBox, shakePie, treat, friesDeal, wingsDay];

describe('cartAddPromotion refusals (§5.4)', () => {
  it('needs one of the products the promotion applies to', () => {
    expect(add(cartEmpty(), second)).toEqual({ refused: 'needsProduct' });
    // a promotion's content is not the customer's: a combo 1301 added by a promotion does not count
    const other = promotion({ id: 1950, fixedPrice: money(1), items: [1301] });
    expect(add(added(cartEmpty(), other), second)).toEqual({ refused: 'needsProduct' });
    expect('cart' in add(withProduct(cartEmpty(), comboSuper), second)).toBe(true);
  });

  it('needs a qualifying product of its own: one already backing a promotion does not count', () => {
    const burgerDeal = promotion({ id: 1951, fixedPrice: money(1), appliesTo: [1101] });
    const one = added(withProduct(cartEmpty(), burger), friesDeal);
    expect(add(one, burgerDeal)).toEqual({ refused: 'needsProduct' });
    expect('cart' in add(withProduct(one, burger), burgerDeal)).toBe(true);
  });

  it('needs a cart total strictly above the minimum purchase', () => {
    // 15 sides at 1.00 make exactly 15.00: refused; one cent more is enough
    const exactly = cartAdd(cartEmpty(), fries, 15);
    expect(add(exactly, treat)).toEqual({ refused: 'belowMinimum' });
    expect(add(cartEmpty(), treat)).toEqual({ refused: 'belowMinimum' });
    const above = cartAdd(exactly, byId(1002), 1, { unitPrice: 1 as Cents });
    expect('cart' in add(above, treat)).toBe(true);
  });

  it('measures the minimum on products and applied promotions, not coupons', () => {
    let cart = cartAdd(cartEmpty(), fries, 15);
    cart = cartAddPromo(cart, {
      menuId: productIdOf(8001),
      promoId: 8001,
      name: 'Cupón',
      price: money(-2),
      isCoupon: true,
    });
    expect(add(cart, treat)).toEqual({ refused: 'belowMinimum' });
    cart = added(cart, shakePie); // 1.00 + 1.00 - 1.00 = 1.00 more
    expect('cart' in add(cart, treat)).toBe(true);
  });

  it('takes one of each promotion per order', () => {
    const cart = added(cartEmpty(), shakePie);
    expect(cartHasPromotion(cart, shakePie.id)).toBe(true);
    expect(add(cart, shakePie)).toEqual({ refused: 'alreadyInCart' });
    expect('cart' in add(cart, familyBox)).toBe(true);
  });

  it('throws when the contents are not the promo products or one left the menu', () => {
    expect(() =>
      cartAddPromotion(cartEmpty(), {
        promotion: shakePie,
        promoProduct: promoProductOf(shakePie),
        contents: contentsOf(shakePie).slice(1),
        productsById,
      }),
    ).toThrow(RangeError);
    const gone = new Map(productsById);
    gone.set(1008, { ...byId(1008), hidden: true });
    expect(() =>
      cartAddPromotion(cartEmpty(), {
        promotion: shakePie,
        promoProduct: promoProductOf(shakePie),
        contents: contentsOf(shakePie),
        productsById: gone,
      }),
    ).toThrow(RangeError);
  });
});

describe('cartAddPromotion lines (§5.4)', () => {
  const line = (cart: Cart, id: number) => {
    const row = cart.items.find((r) => r.isPromo && r.promoId === id);
    if (!row) throw new Error(`sin línea ${id}`);
    return row;
  };

  it('adds the line with the promotion terms, then its promo products at 0 hanging from it', () => {
    const start = withProduct(cartEmpty(), combo);
    const cart = added(start, second);
    expect(cart.items).toHaveLength(3);
    const promo = line(cart, second.id);
    expect(promo).toMatchObject({
      type: 'PROMO',
      isPromo: true,
      applied: true,
      menuId: 1901,
      name: second.label,
      price: money(2.99),
      appliesTo: [1301, 1302, 1303],
      applyToLowest: false,
      minimumPurchase: null,
      parentAddedOrder: null,
      channel: 'DOMI',
      weekdays: [true, false, true, false, false, false, false],
      addedOrder: start.addedOrder + 5,
    });
    const content = cart.items[2];
    expect(content).toMatchObject({
      menuId: 1301,
      type: 'CMB',
      price: 0,
      promoId: 1901,
      applied: false,
      parentAddedOrder: promo.addedOrder,
    });
    expect(content?.units.map((u) => u.price)).toEqual([0]);
    expect(content?.units[0]?.options).toEqual(contentsOf(second)[0]?.unit.options);
    expect(cart.addedOrder).toBe(promo.addedOrder + 5);
  });

  it('prices percent off, amount off and fixed price on the promo products', () => {
    expect(line(added(cartEmpty(), familyBox), 1902).price).toBe(money(12.79)); // 15.99 − 20 %
    expect(line(added(cartEmpty(), wingsDay), 1906).price).toBe(money(9.74)); // 12.99 − 25 %
    expect(line(added(cartEmpty(), shakePie), 1903).price).toBe(money(1)); // 2.00 − 1.00
    const big = cartAdd(cartEmpty(), fries, 16);
    expect(line(added(big, treat), 1904).price).toBe(money(0.99));
  });

  it('never prices a line below 0', () => {
    const much = promotion({ id: 1960, amount: money(5), items: [1001] });
    const cart = added(cartEmpty(), much);
    expect(line(cart, 1960).price).toBe(0);
    expect(revalidate(cart, [much]).cart).toBe(cart);
  });

  it('applies a promotion without promo products to the cheapest eligible unit with AM', () => {
    const half = { id: 1970, percent: 50, appliesTo: [1101, 1125] };
    let cart = withProduct(cartEmpty(), familyBurger); // 11.99: the discount 5.995 rounds to 6.00
    cart = withProduct(cart, burger); // 3.49: the discount 1.745 rounds up to 1.75
    const lowest = promotion({ ...half, applyToLowest: true });
    const first = promotion({ ...half, id: 1971 });
    expect(cartPromotionAddPrice(cart, lowest, productsById)).toBe(money(1.74));
    expect(cartPromotionAddPrice(cart, first, productsById)).toBe(money(5.99));
    const both = added(added(cart, lowest), first);
    expect(line(both, 1970).price).toBe(money(1.74));
    expect(line(both, 1971).price).toBe(money(5.99));
    expect(both.items).toHaveLength(4);
    expect(revalidate(both, [lowest, first]).cart).toBe(both);
  });

  it('keeps a dearer configured unit out of apply-to-lowest when a cheaper one is there', () => {
    const lowest = promotion({ id: 1972, percent: 50, applyToLowest: true, appliesTo: [1101] });
    let cart = withProduct(cartEmpty(), burger, (s) => productConfigSetSize(s, 101)); // 4.99
    cart = withProduct(cart, burger); // 3.49: the discount 1.745 rounds up to 1.75
    expect(line(added(cart, lowest), 1972).price).toBe(money(1.74));
  });

  it('prices by the promo products, not AM, when the promotion has them (1905)', () => {
    let cart = withProduct(cartEmpty(), familyBurger);
    cart = withProduct(cart, burger);
    expect(line(added(cart, friesDeal), 1905).price).toBe(money(0.99));
  });
});

describe('cartAddPromotion and cartRevalidate (§4.5, §5.4)', () => {
  it('adds every demo-like promotion as the revalidation keeps it: the same cart', () => {
    let cart = withProduct(cartEmpty(), combo);
    cart = withProduct(cart, burger);
    cart = cartAdd(cart, fries, 10); // above the 15.00 minimum
    expect(revalidate(cart, DEMO).cart).toBe(cart);
    for (const [index, promo] of DEMO.entries()) {
      const one = added(cart, promo);
      const result = revalidate(one, DEMO);
      expect(result.cart).toBe(one);
      expect(result.removed).toEqual([]);
      expect(result.repriced).toBe(false);
      expect(result.promotionsToCheck).toEqual(DEMO.slice(0, index + 1).map((p) => p.id));
      cart = one;
    }
    expect(cart.items.filter((r) => r.isPromo)).toHaveLength(DEMO.length);
    const all = revalidate(cart, DEMO);
    expect(all.cart).toBe(cart);
  });

  it('lets the revalidation remove the line once what it applies to leaves the cart', () => {
    const cart = added(withProduct(cartEmpty(), combo), second);
    const without = { ...cart, items: cart.items.slice(1) };
    const result = revalidate(without, DEMO);
    expect(result.cart.items).toEqual([]);
  });
});
