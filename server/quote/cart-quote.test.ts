import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart/cart.ts';
import { cartView } from '../../src/domain/cart/cart-view.ts';
import { centsAdd, centsFromAmount, centsSub, type Cents } from '../../src/domain/money.ts';
import { productIdOf } from '../../src/domain/product-id.ts';
import type { OrderLine } from '../../src/protocol/order-line.ts';
import { cartQuote, type CartQuote } from './cart-quote.ts';
import { QUOTE_PROBLEM } from './quote-problems.ts';
import {
  cartAddPromotion,
  honestCart,
  lineAt,
  linesRead,
  MONDAY_NOON,
  picks,
  quoteWorldStart,
  wireOf,
  type QuoteWorld,
} from './quote.fixture';

// §4.3 / §5.4 the server re-prices what the app sends, on the demo chain read back from a real
// database; the app's cart is built, revalidated and encoded by the app's own code.
let world: QuoteWorld;
let honest: Cart;

beforeAll(async () => {
  world = await quoteWorldStart();
  honest = honestCart(world);
});
afterAll(async () => {
  await world.server.close();
});

/** The quote of lines as sent, read first as the order save's body check reads them. */
const quote = (
  lines: readonly OrderLine[],
  menu = world.serverMenu,
  valid = world.promotionValid,
) => cartQuote(menu, linesRead(lines), MONDAY_NOON, valid);
const cents = (amount: number) => centsFromAmount(amount);
const result = (q: CartQuote, np: number, lines: readonly OrderLine[]) =>
  q.lines[lines.indexOf(lineAt(lines, np))];

describe('an honest cart', () => {
  it('quotes ok: every line at its sent price, totals as the app shows them', () => {
    const lines = wireOf(honest);
    const q = quote(lines);
    const view = cartView(honest);
    expect(q.differences).toBe(0);
    expect(q.lines.filter((l) => l.problem !== undefined)).toEqual([]);
    expect(q.ok).toBe(true);
    expect(q.lines.map((l) => [l.index, l.menuId, l.price])).toEqual(
      lines.map((l, i) => [i, l.I, cents(l.P)]),
    );
    expect({ subtotal: q.subtotal, discount: q.discount, total: q.total }).toEqual({
      subtotal: view.subtotal,
      discount: view.discount,
      total: view.total,
    });
    expect(q.total).toBe(centsAdd(...lines.map((l) => cents(l.P))));
  });

  it('prices the promotions by their own terms and their content at 0', () => {
    const lines = wireOf(honest);
    const q = quote(lines);
    // 1905: large fries (1.99) at PR 0.99; 1904: tres leches at 0.99 over $15
    expect(result(q, 40, lines)?.price).toBe(99);
    expect(result(q, 70, lines)?.price).toBe(99);
    // 1902: 20% off the family box as configured at menu prices
    expect(result(q, 60, lines)?.price).toBeGreaterThan(0);
    for (const np of [45, 55, 65, 75]) expect(result(q, np, lines)?.price).toBe(0);
  });

  it('has a sizeable cart to check: products, configured units and promotions', () => {
    const lines = wireOf(honest);
    expect(lines.map((l) => l.TIP)).toEqual([
      'PRD', 'PRD', 'PRD', 'ESF', 'CMB', 'ATP',
      'PROMO', 'PRD', 'PROMO', 'CMB', 'PROMO', 'ATP', 'PROMO', 'PRD',
    ]); // prettier-ignore
    expect(quote(lines).total).toBeGreaterThan(3000);
  });
});

describe('forged prices are never used', () => {
  it('a PRD row sent cheaper is quoted at the menu price and counted', () => {
    const lines = wireOf(honest);
    lineAt(lines, 10).P = 0.01;
    const q = quote(lines);
    expect(result(q, 10, lines)).toEqual({
      index: 1,
      menuId: 1001,
      sentPrice: 1,
      price: 149,
      problem: QUOTE_PROBLEM.priceDiffers,
    });
    expect(q.differences).toBe(1);
    expect(q.ok).toBe(false);
    expect(q.total).toBe(cartView(honest).total);
  });

  it("a combo unit's P lowered (and its line's with it) is counted", () => {
    const lines = wireOf(honest);
    const combo = lineAt(lines, 30);
    const unit = combo.list?.[0];
    if (!unit) throw new Error('sin unidad');
    const menuPrice = cents(unit.P);
    unit.P = 1;
    combo.P = 1;
    const q = quote(lines);
    expect(result(q, 30, lines)).toMatchObject({ sentPrice: 100, price: menuPrice });
    expect(q.differences).toBe(1);
    expect(q.total).toBe(cartView(honest).total);
  });

  it("a unit's P lowered while the line's P stays right is still a difference", () => {
    const lines = wireOf(honest);
    const burger = lineAt(lines, 20);
    const [first, second] = burger.list ?? [];
    if (!first || !second) throw new Error('sin unidades');
    first.P = 0.5;
    second.P = Number((second.P * 2 - 0.5).toFixed(2));
    const q = quote(lines);
    expect(result(q, 20, lines)).toMatchObject({ problem: QUOTE_PROBLEM.priceDiffers });
    expect(q.differences).toBe(1);
  });

  it('an extra ingredient slipped in at the old price is charged', () => {
    const lines = wireOf(honest);
    const burger = lineAt(lines, 20);
    const own = burger.list?.[0]?.O[0];
    if (!own) throw new Error('sin opción propia');
    own.TDE.push({ I: 7106, TIP: 'A', m1: 1, m2: 1, TDE: [] }); // fried egg, 0.75
    const q = quote(lines);
    expect(result(q, 20, lines)).toMatchObject({
      sentPrice: cents(burger.P),
      price: centsAdd(cents(burger.P), 75 as Cents),
      problem: QUOTE_PROBLEM.priceDiffers,
    });
    expect(q.total).toBe(centsAdd(cartView(honest).total, 75 as Cents));
  });

  it('a promotion line sent cheaper is quoted at its promotion price', () => {
    const lines = wireOf(honest);
    lineAt(lines, 40).P = 0.01;
    const q = quote(lines);
    expect(result(q, 40, lines)).toMatchObject({ sentPrice: 1, price: 99 });
    expect(q.differences).toBe(1);
    expect(q.total).toBe(cartView(honest).total);
  });

  it("a promotion's content sent with a price is quoted at 0", () => {
    const lines = wireOf(honest);
    lineAt(lines, 45).P = 1.99;
    const q = quote(lines);
    expect(result(q, 45, lines)).toMatchObject({ sentPrice: 199, price: 0 });
    expect(q.differences).toBe(1);
  });
});

describe('lines that are no longer valid', () => {
  it('an unknown choice id voids the unit', () => {
    const lines = wireOf(honest);
    const drink = lineAt(lines, 30).list?.[0]?.O.find((o) => o.I === 3003);
    if (!drink) throw new Error('sin bebida');
    drink.D = 999_999;
    const q = quote(lines);
    expect(result(q, 30, lines)).toMatchObject({
      price: null,
      problem: 'Unidad 1: una opción, elección o ingrediente ya no existe en el menú',
    });
    expect(q.ok).toBe(false);
    expect(q.differences).toBe(0);
    // 1901 (a second combo at $2.99) applied to that combo only: it goes, with its content
    expect(result(q, 50, lines)).toMatchObject({
      price: null,
      problem: QUOTE_PROBLEM.promotionNoLongerApplies,
    });
    expect(result(q, 55, lines)).toMatchObject({ price: null, problem: QUOTE_PROBLEM.cascade });
    const sent = wireOf(honest);
    const gone = centsAdd(cents(lineAt(sent, 30).P), cents(lineAt(sent, 50).P));
    expect(q.total).toBe(centsSub(cartView(honest).total, gone));
  });

  it('more extras than the product allows voids the unit', () => {
    const lines = wireOf(honest);
    const own = lineAt(lines, 20).list?.[1]?.O[0];
    if (!own) throw new Error('sin opción propia');
    for (const id of [7102, 7103, 7104]) own.TDE.push({ I: id, TIP: 'A', m1: 1, m2: 1, TDE: [] });
    const q = quote(lines);
    expect(result(q, 20, lines)).toMatchObject({
      price: null,
      problem: 'Unidad 2: los ingredientes no respetan los límites del menú',
    });
    expect(q.ok).toBe(false);
  });

  it('a product gone from the menu', () => {
    const lines = wireOf(honest);
    const menu = {
      ...world.serverMenu,
      products: world.serverMenu.products.filter((p) => p.id !== 1502),
    };
    const q = quote(lines, menu);
    expect(result(q, 15, lines)).toMatchObject({
      menuId: 1502,
      price: null,
      problem: QUOTE_PROBLEM.productGone,
    });
    expect(q.lines.filter((l) => l.price === null)).toHaveLength(1);
    expect(q.total).toBe(centsSub(cartView(honest).total, cents(lineAt(lines, 15).P)));
  });

  it('a hidden product', () => {
    const lines = wireOf(honest);
    lines.push({
      ...lineAt(lines, 15),
      I: productIdOf(1565),
      D: 'Batido de mango',
      P: 2.99,
      PO: 2.99,
      NP: 500,
    });
    const q = quote(lines);
    expect(q.lines[lines.length - 1]).toMatchObject({
      menuId: 1565,
      price: null,
      problem: QUOTE_PROBLEM.productGone,
    });
    expect(q.total).toBe(cartView(honest).total);
  });

  it('a promotion no longer valid takes its content with it', () => {
    const lines = wireOf(honest);
    const q = quote(lines, world.serverMenu, (id) => id !== 1901);
    expect(result(q, 50, lines)).toMatchObject({
      price: null,
      problem: QUOTE_PROBLEM.promotionNotValid,
    });
    expect(result(q, 55, lines)).toMatchObject({ price: null, problem: QUOTE_PROBLEM.cascade });
    expect(q.ok).toBe(false);
  });

  it('a promotion of another weekday is not valid today (1906 runs on Tuesdays)', () => {
    const box = [picks(3043, 5167), picks(3044, 5169)];
    const lines = wireOf(cartAddPromotion(honest, world.clientMenu, 1906, { 1242: box }));
    const q = quote(lines);
    expect(q.lines.slice(-2)).toMatchObject([
      { menuId: 1906, price: null, problem: QUOTE_PROBLEM.promotionNotValid },
      { menuId: 1242, price: null, problem: QUOTE_PROBLEM.cascade },
    ]);
    expect(q.total).toBe(cartView(honest).total);
  });

  it('a promotion unknown to the menu', () => {
    const lines = wireOf(honest);
    lines.push({ ...lineAt(lines, 40), I: productIdOf(9999), IP: 9999, NP: 900 });
    const q = quote(lines);
    expect(q.lines[lines.length - 1]).toMatchObject({
      price: null,
      problem: QUOTE_PROBLEM.promotionGone,
    });
  });

  it('a promotion whose minimum purchase is no longer exceeded', () => {
    const lines = wireOf(honest).filter((l) => [5, 70, 75].includes(l.NP));
    const q = quote(lines);
    expect(result(q, 70, lines)).toMatchObject({
      price: null,
      problem: QUOTE_PROBLEM.promotionNoLongerApplies,
    });
    expect(result(q, 75, lines)?.price).toBeNull();
    expect(q.total).toBe(149);
  });

  it('promotion content repeated to get more for the same price', () => {
    const lines = wireOf(honest);
    const content = lineAt(lines, 55);
    const unit = content.list?.[0];
    if (!unit) throw new Error('sin unidad');
    content.list = [unit, { ...unit, NP: 56 }, { ...unit, NP: 57 }];
    content.C = 3;
    const q = quote(lines);
    expect(result(q, 50, lines)).toMatchObject({
      price: null,
      problem: QUOTE_PROBLEM.promotionContent,
    });
    expect(result(q, 55, lines)).toMatchObject({ price: null, problem: QUOTE_PROBLEM.cascade });
    const fries = lineAt(lines, 45);
    lines.push({ ...fries, NP: 46 });
    expect(quote(lines).lines[lines.length - 1]?.price).toBeNull();
  });

  it('promotion content without its promotion line', () => {
    const lines = wireOf(honest);
    lines.push({ ...lineAt(lines, 45), FH: null, NP: 900 });
    lines.push({ ...lineAt(lines, 45), FH: 5, NP: 905 });
    const q = quote(lines);
    expect(q.lines.slice(-2).map((l) => l.problem)).toEqual([
      QUOTE_PROBLEM.contentOrphan,
      QUOTE_PROBLEM.contentOrphan,
    ]);
    expect(q.total).toBe(cartView(honest).total);
  });

  it('a coupon line is kept as sent, out of the re-pricing, for the order save to check', () => {
    const lines = wireOf(honest);
    lines.push({
      ...lineAt(lines, 40),
      TP: 1,
      P: -0.5,
      PO: -0.5,
      PID: 4001,
      DSC: 'MONTO',
      IP: null,
      I: productIdOf(4001),
      NP: 900,
      FH: null,
      MC: 1000,
    });
    // sent in dollars, read in cents
    const q = quote(lines);
    // its MC is not the promotions' minimum rule: the line stays even above the total's reach
    expect(q.lines[lines.length - 1]).toMatchObject({ price: -50, sentPrice: -50 });
    expect(q.lines[lines.length - 1]?.problem).toBeUndefined();
    expect(q.cart.items.filter((row) => row.isCoupon)).toMatchObject([
      { couponId: 4001, price: -50 },
    ]);
    expect(q.discount).toBe(50);
    expect(q.total).toBe(cartView(honest).total - 50);
  });

  it('a product row sent as another type', () => {
    const lines = wireOf(honest);
    lines.push({ ...lineAt(lines, 15), I: productIdOf(1101), NP: 900 });
    const q = quote(lines);
    expect(q.lines[lines.length - 1]).toMatchObject({
      price: null,
      problem: QUOTE_PROBLEM.productType,
    });
  });
});
