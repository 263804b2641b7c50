import { describe, expect, it, vi } from 'vitest';
import { cartCoupon, cartOption, cartProduct, cartPromo } from '../../test/cart-builders';
import {
  cartWithPromotion,
  promotion,
  revalidateInput,
  unitRepriceStandIn,
} from '../../test/cart-revalidate-builders';
import type { MenuProduct } from '../menu';
import type { Cents } from '../money';
import { cartEmpty, type Cart } from './cart';
import { cartAdd } from './cart-add';
import { cartAddPromo } from './cart-add-promo';
import { cartRevalidate } from './cart-revalidate';
import { cartView } from './cart-view';

const c = (n: number) => n as Cents;
const soda = cartProduct(1501, 'PRD', 125);
const fries = cartProduct(1002, 'PRD', 199);
const combo = cartProduct(1302, 'CMB', 749);
const box = cartProduct(1241, 'ATP', 1599);
const menu = [soda, fries, combo, box];
const large = cartOption({ optionId: 3006, choiceId: 5020, extraPrice: c(50) });
const rows = (cart: Cart) => cart.items.map((i) => [i.menuId, i.addedOrder, i.price]);
const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('cartRevalidate products', () => {
  it('returns the same cart object when nothing changed', () => {
    let cart = cartAdd(cartEmpty(), soda, 2);
    cart = cartAdd(cart, combo, 1, { options: [large], unitPrice: c(799) });
    const result = cartRevalidate(cart, revalidateInput(menu));
    expect(result.cart).toBe(cart);
    expect(result).toMatchObject({ removed: [], repriced: false, promotionsToCheck: [] });
    expect(result.futureOrderReset).toBe(false);
  });

  it('removes rows whose product is gone or hidden, with the promotions hanging from them', () => {
    let cart = cartAdd(cartEmpty(), soda, 1); // 5
    cart = cartAdd(cart, combo, 1); // 10
    cart = cartAddPromo(cart, cartPromo(9001, 0, { parentAddedOrder: 10 })); // 15
    cart = cartAdd(cart, fries, 1); // 20
    const hidden = { ...fries, hidden: true };
    const result = cartRevalidate(cart, revalidateInput([soda, hidden, box]));
    expect(rows(result.cart)).toEqual([[1501, 5, 125]]);
    expect(names(result.removed).sort()).toEqual(['Producto 1002', 'Producto 1302', 'Promo 9001']);
  });

  it('removes a row whose product changed to a type that no longer fits it', () => {
    const cart = cartAdd(cartAdd(cartEmpty(), soda, 1), combo, 1);
    const result = cartRevalidate(cart, revalidateInput([{ ...soda, type: 'CMB' }, combo]));
    expect(rows(result.cart)).toEqual([[1302, 10, 749]]);
  });

  it('re-prices PRD rows to the current menu price', () => {
    const cart = cartAdd(cartEmpty(), soda, 2, { unitPrice: c(100) });
    const result = cartRevalidate(cart, revalidateInput([{ ...soda, price: c(150) }]));
    expect(result.repriced).toBe(true);
    expect(result.cart.items.map((i) => [i.price, i.basePrice, i.originalPrice])).toEqual([
      [150, 150, 150],
      [150, 150, 150],
    ]);
    expect(cartView(result.cart).total).toBe(300);
  });

  it('re-prices grouped units with the given function, which sees the product and the unit', () => {
    let cart = cartAdd(cartEmpty(), combo, 1, { options: [large], unitPrice: c(799) });
    cart = cartAdd(cart, combo, 1, { unitPrice: c(749) });
    const reprice = vi.fn(unitRepriceStandIn());
    const newCombo = { ...combo, price: c(800) };
    const result = cartRevalidate(cart, revalidateInput([newCombo], [], {}, reprice));
    expect(reprice.mock.calls.map(([p, u]) => [p, u.addedOrder])).toEqual([
      [newCombo, 5],
      [newCombo, 10],
    ]);
    const [entry] = result.cart.items;
    expect(entry?.units.map((u) => u.price)).toEqual([850, 800]);
    expect(entry).toMatchObject({ price: 1650, quantity: 2, basePrice: 800 });
    expect(result.repriced).toBe(true);
  });

  it('removes units no longer valid; the entry goes with its last unit', () => {
    let cart = cartAdd(cartEmpty(), combo, 2, { options: [large] }); // 5, 10
    cart = cartAdd(cart, combo, 1); // 15
    cart = cartAddPromo(cart, cartPromo(9001, 0, { parentAddedOrder: 10 })); // 20
    cart = cartAdd(cart, box, 1, { options: [large] }); // 25
    const result = cartRevalidate(cart, revalidateInput(menu, [], {}, unitRepriceStandIn([5020])));
    expect(rows(result.cart)).toEqual([[1302, 5, 749]]);
    expect(result.cart.items[0]?.units.map((u) => u.addedOrder)).toEqual([15]);
    const removed = result.removed.map((i) => [i.name, i.units.map((u) => u.addedOrder)]);
    expect(removed).toContainEqual(['Producto 1302', [5, 10]]);
    expect(removed).toContainEqual(['Promo 9001', []]);
    expect(removed).toContainEqual(['Producto 1241', [25]]);
  });

  it('is pure: the given cart is not changed', () => {
    const cart = cartAdd(cartAdd(cartEmpty(), soda, 1), combo, 1, { options: [large] });
    const copy = structuredClone(cart);
    cartRevalidate(cart, revalidateInput([{ ...soda, price: c(1) }], [], {}));
    expect(cart).toEqual(copy);
  });
});

describe('cartRevalidate emptiness', () => {
  it('an emptied cart restarts the counter and resets the future order', () => {
    const cart = cartAdd(cartEmpty(), soda, 2);
    const result = cartRevalidate(cart, revalidateInput([]));
    expect(result.cart).toEqual(cartEmpty());
    expect(result.futureOrderReset).toBe(true);
    expect(result.removed).toHaveLength(2);
  });

  it('an empty cart stays the same object and still reports the reset', () => {
    const cart = cartEmpty();
    const result = cartRevalidate(cart, revalidateInput(menu));
    expect(result.cart).toBe(cart);
    expect(result.futureOrderReset).toBe(true);
    expect(cartRevalidate({ items: [], addedOrder: 15 }, revalidateInput(menu)).cart).toEqual(
      cartEmpty(),
    );
  });
});

describe('cartRevalidate promotions', () => {
  const familyBox = promotion({ id: 1902, percent: 20, items: [1241] });
  const withBox = (products: MenuProduct[] = [box]) =>
    cartWithPromotion(cartAdd(cartEmpty(), soda, 1), familyBox, products); // 5 | 10 line, 15 box

  it('keeps a valid promotion at its recomputed price: 20 % off $15.99 is $12.79', () => {
    const result = cartRevalidate(withBox(), revalidateInput(menu, [familyBox], { 1902: true }));
    expect(rows(result.cart)).toEqual([
      [1501, 5, 125],
      [1902, 10, 1279],
      [1241, 15, 0],
    ]);
    expect(result.repriced).toBe(true);
    expect(cartView(result.cart).total).toBe(1404);
    const again = cartRevalidate(result.cart, revalidateInput(menu, [familyBox], { 1902: true }));
    expect(again.cart).toBe(result.cart);
  });

  it('follows the menu price of the promo product', () => {
    const dearer = [soda, { ...box, price: c(2000) }];
    const result = cartRevalidate(withBox(), revalidateInput(dearer, [familyBox], { 1902: true }));
    expect(result.cart.items[1]?.price).toBe(1600);
  });

  it('keeps an unchecked promotion and asks for its check', () => {
    const result = cartRevalidate(withBox(), revalidateInput(menu, [familyBox]));
    expect(result.cart.items).toHaveLength(3);
    expect(result.promotionsToCheck).toEqual([1902]);
  });

  it('removes the line and its content when the server says the promotion is not valid', () => {
    const result = cartRevalidate(withBox(), revalidateInput(menu, [familyBox], { 1902: false }));
    expect(rows(result.cart)).toEqual([[1501, 5, 125]]);
    expect(names(result.removed)).toEqual([familyBox.label, 'Producto 1241']);
    expect(result.promotionsToCheck).toEqual([]);
  });

  it('takes content rows without a parent with the last line of their promotion', () => {
    let cart = cartWithPromotion(cartAdd(cartEmpty(), soda, 1), familyBox); // 5 | 10
    cart = cartAdd(cart, box, 1, { promoId: 1902, unitPrice: c(0) }); // 15, no parent
    const kept = cartRevalidate(cart, revalidateInput(menu, [familyBox], { 1902: true }));
    expect(rows(kept.cart)).toEqual([
      [1501, 5, 125],
      [1902, 10, 1279],
      [1241, 15, 0],
    ]);
    const gone = cartRevalidate(cart, revalidateInput(menu, [familyBox], { 1902: false }));
    expect(rows(gone.cart)).toEqual([[1501, 5, 125]]);
  });

  it('removes the line when its promotion is gone from the menu', () => {
    const result = cartRevalidate(withBox(), revalidateInput(menu, [], { 1902: true }));
    expect(rows(result.cart)).toEqual([[1501, 5, 125]]);
  });

  it('removes the line when its promo product left the menu or its content', () => {
    const gone = cartRevalidate(withBox(), revalidateInput([soda], [familyBox], { 1902: true }));
    expect(rows(gone.cart)).toEqual([[1501, 5, 125]]);
    const other = cartRevalidate(
      withBox([fries]),
      revalidateInput(menu, [familyBox], { 1902: true }),
    );
    expect(rows(other.cart)).toEqual([[1501, 5, 125]]);
  });

  it('removes the line when the cart no longer holds what it applies to', () => {
    const second = promotion({ id: 1901, fixedPrice: c(299), appliesTo: [1302], items: [1302] });
    let cart = cartAdd(cartEmpty(), combo, 1); // 5
    cart = cartWithPromotion(cart, second, [combo], 5); // 10 line, 15 content combo
    const input = revalidateInput(menu, [second], { 1901: true });
    expect(rows(cartRevalidate(cart, input).cart)).toEqual([
      [1302, 5, 749],
      [1901, 10, 299],
      [1302, 15, 0],
    ]);
    // the customer's combo leaves: its content combo alone does not qualify the promotion
    const alone = cartWithPromotion(cartEmpty(), second, [combo]);
    expect(cartRevalidate(alone, input).cart).toEqual(cartEmpty());
  });

  it('with apply-to-lowest prices the cheapest eligible row', () => {
    const half = promotion({ id: 7, percent: 50, appliesTo: [1302, 1002], applyToLowest: true });
    let cart = cartAdd(cartEmpty(), combo, 1); // 749
    cart = cartAdd(cart, fries, 1); // 199
    cart = cartWithPromotion(cart, half);
    const input = revalidateInput(menu, [half], { 7: true });
    // 50 % of $1.99 is 99.5 cents: $1.00 off
    expect(cartRevalidate(cart, input).cart.items[2]?.price).toBe(99);
    const noLowest = revalidateInput(menu, [{ ...half, applyToLowest: false }], { 7: true });
    expect(cartRevalidate(cart, noLowest).cart.items[2]?.price).toBe(374);
  });

  it('re-checks the promotions when a removal takes away what one applies to', () => {
    const gone = promotion({ id: 1 });
    const onFries = promotion({ id: 2, percent: 10, appliesTo: [1002] });
    let cart = cartWithPromotion(cartAdd(cartEmpty(), soda, 1), gone); // 5 | 10
    cart = cartAdd(cart, fries, 1, { parentAddedOrder: 10 }); // 15, hangs from the line
    cart = cartWithPromotion(cart, onFries); // 20
    const result = cartRevalidate(
      cart,
      revalidateInput(menu, [gone, onFries], { 1: false, 2: true }),
    );
    expect(rows(result.cart)).toEqual([[1501, 5, 125]]);
    expect(names(result.removed)).toEqual([gone.label, 'Producto 1002', onFries.label]);
  });

  it('takes the promotion terms onto the line', () => {
    const terms = promotion({ id: 7, percent: 10, minimum: c(100), appliesTo: [1501] });
    const cart = cartAddPromo(cartAdd(cartEmpty(), soda, 2), cartPromo(7, 0));
    const line = cartRevalidate(cart, revalidateInput(menu, [terms], { 7: true })).cart.items[2];
    expect(line).toMatchObject({ price: 112, minimumPurchase: 100, appliesTo: [1501] });
  });
});

describe('cartRevalidate minimum purchase', () => {
  const cake = cartProduct(1621, 'PRD', 250);
  const treat = promotion({ id: 1904, fixedPrice: c(99), minimum: c(1500), items: [1621] });
  const check = { 1904: true };
  const cartOf = (goods: number) =>
    cartWithPromotion(cartAdd(cartEmpty(), sodaAt(goods), 1), treat, [cake]);
  const sodaAt = (goods: number) => ({ ...soda, price: c(goods) });
  const priced = (goods: number) => [sodaAt(goods), cake];

  it('keeps the line only when the rest of the cart is strictly above the minimum', () => {
    const at = cartRevalidate(cartOf(1500), revalidateInput(priced(1500), [treat], check));
    expect(rows(at.cart)).toEqual([[1501, 5, 1500]]);
    const above = cartRevalidate(cartOf(1501), revalidateInput(priced(1501), [treat], check));
    expect(rows(above.cart)).toEqual([
      [1501, 5, 1501],
      [1904, 10, 99],
      [1621, 15, 0],
    ]);
  });

  it('checks a coupon minimum the same way and leaves the coupon otherwise alone', () => {
    const coupon = { ...cartCoupon(77, 300), minimumPurchase: c(1000) };
    const cartOfGoods = (goods: number) =>
      cartAddPromo(cartAdd(cartEmpty(), sodaAt(goods), 1), coupon);
    const at = cartRevalidate(cartOfGoods(1000), revalidateInput(priced(1000)));
    expect(rows(at.cart)).toEqual([[1501, 5, 1000]]);
    const kept = cartOfGoods(1001);
    const above = cartRevalidate(kept, revalidateInput(priced(1001)));
    expect(above.cart).toBe(kept);
    expect(rows(above.cart)).toEqual([
      [1501, 5, 1001],
      [77, 10, -300],
    ]);
    expect(above.promotionsToCheck).toEqual([]);
  });

  it('removing one line can take another below its minimum: both go in one pass', () => {
    const a = promotion({ id: 1, fixedPrice: c(300), minimum: c(1200) });
    const b = promotion({ id: 2, fixedPrice: c(200), minimum: c(900) });
    let cart = cartAdd(cartEmpty(), soda, 1, { unitPrice: c(800) });
    cart = cartWithPromotion(cartWithPromotion(cart, a), b);
    // 800 + 300 + 200: a sees 1000 (not above 1200); then b sees 800 (not above 900)
    const input = revalidateInput([{ ...soda, price: c(800) }], [a, b], { 1: true, 2: true });
    const result = cartRevalidate(cart, input);
    expect(rows(result.cart)).toEqual([[1501, 5, 800]]);
    expect(cartRevalidate(result.cart, input).cart).toBe(result.cart);
  });
});
