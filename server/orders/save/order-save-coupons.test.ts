import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { cartView } from '../../../src/domain/cart/cart-view.ts';
import type { Coupon } from '../../../src/domain/coupons/coupon.ts';
import { couponApply } from '../../../src/domain/coupons/coupon-apply.ts';
import { COUPON_MESSAGES } from '../../../src/domain/coupons/coupon-messages.ts';
import { centsToAmount, type Cents } from '../../../src/domain/money.ts';
import { couponRead } from '../../../src/protocol/coupon.ts';
import type { OrderLine } from '../../../src/protocol/order-line.ts';
import { customerSession } from '../../accounts/customer.fixture.ts';
import { orderAdvance } from '../ops/order-advance.ts';
import { couponRedemptions } from '../../db/schema/coupons.ts';
import { cartAddPromotion, clientRevalidate, menuProduct, wireOf } from '../../quote/quote.fixture';
import { demoChain } from '../../test/guest-calls.ts';
import {
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  storedOrders,
  sv,
  useSaveWorld,
} from '../../test/save-world';
import { orderSaveParameters } from './order-save-parameters.ts';

// issue 17 contract "Order save with a coupon line", as a hostile client: the server recomputes
// the coupon line with the domain on its own clock and spends each use once.
const w = useSaveWorld();

const COUPONS = new Map(
  demoChain().cupones.map(({ CLASE: _kind, ...wire }) => [wire.IDPRO, couponRead(wire)!]),
);
const couponOf = (id: number): Coupon => COUPONS.get(id)!;

/** Hamburguesa con queso 3.75, con tocino 4.49, Junior 1.99 (all PRD) and sodas 1.50. */
function burgers(sodas = 0): Cart {
  let cart = cartEmpty();
  for (const id of [1103, 1105, 1104]) cart = cartAdd(cart, menuProduct(w.clientMenu, id), 1);
  if (sodas > 0) cart = cartAdd(cart, menuProduct(w.clientMenu, 1502), sodas);
  return cart;
}

/** The cart with the coupon as the app applies it at `at` (the server's clock there). */
function withCoupon(cart: Cart, id: number, at = MONDAY_NOON): Cart {
  const parameters = orderSaveParameters(w.server.config.parametros);
  const result = couponApply(cart, couponOf(id), {
    storeMinimum: parameters.minimumOrder,
    serverNow: at.getTime(),
    currency: parameters.currencySymbol,
  });
  if (!result.ok) throw new Error(result.message);
  return result.cart;
}

/** An order body for `cart` (or for forged `lines` claiming `total`), picked up at shop 4. */
function bodyOf(
  cart: Cart,
  over: { correo?: string; telefono?: string; lines?: OrderLine[]; total?: number } = {},
) {
  const data = {
    ...pickupData(cart),
    ...(over.correo ? { correo: over.correo } : {}),
    ...(over.telefono ? { telefono: over.telefono } : {}),
  };
  if (over.total !== undefined) data.totalVenta = over.total;
  return orderBody(data, over.lines ?? wireOf(cart));
}

/** The coupon line of the lines, changed. */
function forged(cart: Cart, change: Partial<OrderLine>): OrderLine[] {
  return wireOf(cart).map((line) => (line.TP === 1 ? { ...line, ...change } : line));
}

const uses = async (couponId: number) =>
  w.server.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

const refused = (message: string) => ({ codigoRetorno: '01', mensajeRetorno: message });

describe('a coupon line the coupon makes is saved, and its use recorded', () => {
  test('a guest with a code coupon; the same e-mail cannot use it twice, another can', async () => {
    w.setNow(MONDAY_NOON);
    const cart = withCoupon(burgers(), 2005);
    const line = cart.items.find((row) => row.isCoupon)!;
    expect(line).toMatchObject({ price: -102, couponCode: 'ahorra10', couponId: 2005 });
    const first = bodyOf(cart, { correo: 'Cliente.Codigo@Example.com', telefono: '70000001' });
    expect((await w.save(first)).body).toMatchObject({ codigoRetorno: '00' });
    const [order] = await storedOrders(w, [first.orden.idempotencia]);
    expect(order).toMatchObject({ discountCents: 102, totalCents: cartView(cart).total });
    // decision 031: under the canonical e-mail, the phone and the client address's window
    expect((await uses(2005)).map((u) => [u.redemptionKey, u.orderId])).toEqual([
      ['email:cliente.codigo@example.com', order!.id],
      ['tel:70000001', order!.id],
      ['ip:127.0.0.1/2026-11-23T00:00:00.000Z', order!.id],
    ]);

    const again = bodyOf(cart, { correo: 'cliente.codigo@example.com ', telefono: '70000002' });
    const before = await orderCount(w);
    expect((await w.save(again)).body).toEqual(refused('Ya utilizaste este cupón'));
    expect(await orderCount(w)).toBe(before);
    const other = bodyOf(cart, { correo: 'otra.persona@example.com', telefono: '70000003' });
    expect((await w.save(other)).body).toMatchObject({ codigoRetorno: '00' });
  });

  test('a cancelled order gives its use back: the same e-mail may use the coupon again', async () => {
    w.setNow(MONDAY_NOON);
    const cart = withCoupon(burgers(), 2005);
    const first = bodyOf(cart, { correo: 'cancelada@example.com', telefono: '70000004' });
    expect((await w.save(first)).body).toMatchObject({ codigoRetorno: '00' });
    const [order] = await storedOrders(w, [first.orden.idempotencia]);
    const again = bodyOf(cart, { correo: 'cancelada@example.com', telefono: '70000004' });
    expect((await w.save(again)).body).toEqual(refused(COUPON_MESSAGES.alreadyUsed));

    expect(await orderAdvance(w.server.db, order!.id, 'CAN', MONDAY_NOON)).toMatchObject({
      ok: true,
    });
    const mine = async () =>
      (await uses(2005)).filter((u) => u.redemptionKey === 'email:cancelada@example.com');
    expect(await mine()).toEqual([]);
    const third = bodyOf(cart, { correo: 'cancelada@example.com', telefono: '70000004' });
    expect((await w.save(third)).body).toMatchObject({ codigoRetorno: '00' });
    expect((await mine()).map((u) => u.useNumber)).toEqual([1]);
  });

  test('a logged-in customer: 50% off the cheapest burger (APLICA_MENOR)', async () => {
    w.setNow(MONDAY_NOON);
    const c = await customerSession(w.server, 'cupon-menor', MONDAY_NOON);
    const cart = withCoupon(burgers(), 2001);
    const junior = cart.items.find((row) => row.menuId === 1104)!;
    expect(cart.items.find((row) => row.isCoupon)).toMatchObject({
      price: -100,
      parentAddedOrder: junior.addedOrder,
    });
    const body = bodyOf(cart);
    expect((await w.save(body, c.headers)).body).toMatchObject({ codigoRetorno: '00' });
    // an account's use is keyed to the account alone (no phone; 2001 is no code coupon)
    expect((await uses(2001)).map((u) => u.redemptionKey)).toEqual([
      'email:cupon-menor@example.com',
    ]);
    // the second use by the same account, another order
    const second = bodyOf(cart);
    expect((await w.save(second, c.headers)).body).toEqual(refused(COUPON_MESSAGES.alreadyUsed));
  });
});

describe('refused with the §8.2 message, nothing stored', () => {
  const expectRefused = async (
    body: ReturnType<typeof bodyOf>,
    message: string,
    headers?: Record<string, string>,
  ) => {
    const before = await orderCount(w);
    const r = await w.save(body, headers);
    expect(r.body).toEqual(refused(message));
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    expect(await orderCount(w)).toBe(before);
  };

  test('a tampered discount, with a total to match', async () => {
    w.setNow(MONDAY_NOON);
    const cart = withCoupon(burgers(), 2005);
    const subtotal = cartView(cart).subtotal;
    const lines = forged(cart, { P: -5, PO: -5 });
    const total = centsToAmount((subtotal - 500) as Cents);
    await expectRefused(
      bodyOf(cart, { lines, total, correo: 'falso@example.com' }),
      'Cupón no valido',
    );
  });

  test('a tampered target: the 50% hung on the dearest burger, priced to match', async () => {
    w.setNow(MONDAY_NOON);
    const c = await customerSession(w.server, 'cupon-blanco', MONDAY_NOON);
    const cart = withCoupon(burgers(), 2001);
    const dear = cart.items.find((row) => row.menuId === 1105)!;
    const lines = forged(cart, { FH: dear.addedOrder, P: -2.25, PO: -2.25 });
    const total = centsToAmount((cartView(cart).subtotal - 225) as Cents);
    await expectRefused(bodyOf(cart, { lines, total }), 'Cupón no valido', c.headers);
  });

  test('another coupon id, or one the chain does not have', async () => {
    w.setNow(MONDAY_NOON);
    const c = await customerSession(w.server, 'cupon-otro', MONDAY_NOON);
    const cart = withCoupon(burgers(), 2005);
    await expectRefused(
      bodyOf(cart, { lines: forged(cart, { PID: 2001 }) }),
      'Cupón no valido',
      c.headers,
    );
    await expectRefused(
      bodyOf(cart, { lines: forged(cart, { PID: 999 }), correo: 'x@example.com' }),
      'Cupón no valido',
    );
  });

  test('a guest with an open coupon is asked to log in', async () => {
    w.setNow(MONDAY_NOON);
    await expectRefused(bodyOf(withCoupon(burgers(), 2001)), 'Inicia sesión para canjear');
  });

  test('outside its hours on the server clock (applied at noon, saved at 20:30)', async () => {
    const cart = withCoupon(burgers(), 2001, MONDAY_NOON);
    const late = sv('2026-11-23T20:30:00');
    w.setNow(late);
    const c = await customerSession(w.server, 'cupon-tarde', late);
    await expectRefused(bodyOf(cart), 'Cupon no es valido en este horario', c.headers);
    w.setNow(MONDAY_NOON);
  });

  test('below the minimum: the total less the discount must reach max(MC, store minimum)', async () => {
    w.setNow(MONDAY_NOON);
    const c = await customerSession(w.server, 'cupon-minimo', MONDAY_NOON);
    // 3.75 + 4.49 + 1.99 + 1.50 = 11.73; less $2.00 = 9.73 < $10.00 (MC of 2002)
    const rich = withCoupon(burgers(3), 2002);
    const cart: Cart = {
      ...rich,
      items: rich.items.filter((row, i) => !(row.menuId === 1502 && i > 3)),
    };
    expect(cartView(cart).subtotal).toBe(1173);
    await expectRefused(
      bodyOf(cart),
      'Minimo de compra para aplicar cupon es de $10.00 después del descuento: a tu bolsa le faltan $0.27',
      c.headers,
    );
  });

  test('with a promotion in the same order', async () => {
    w.setNow(MONDAY_NOON);
    const cart = clientRevalidate(w, cartAddPromotion(burgers(), w.clientMenu, 1903));
    const lines = [
      ...wireOf(cart),
      ...wireOf(withCoupon(burgers(), 2005))
        .filter((l) => l.TP === 1)
        .map((l) => ({ ...l, NP: 995, FH: null })),
    ];
    const total = centsToAmount((cartView(cart).total - 102) as Cents);
    await expectRefused(
      bodyOf(cart, { lines, total, correo: 'promo@example.com' }),
      'Cupón no valido con otras promociones',
    );
  });

  test('the welcome coupon after the first order, the birthday coupon outside the month', async () => {
    w.setNow(MONDAY_NOON);
    const c = await customerSession(w.server, 'cupon-bienvenida', MONDAY_NOON);
    const welcome = withCoupon(burgers(), 2006);
    expect((await w.save(bodyOf(burgers()), c.headers)).body).toMatchObject({
      codigoRetorno: '00',
    });
    await expectRefused(bodyOf(welcome), 'Cupón no valido', c.headers);
    const birthday = withCoupon(cartAdd(burgers(), menuProduct(w.clientMenu, 1602), 1), 2007);
    await expectRefused(bodyOf(birthday), 'Cupón no valido', c.headers);
  });
});
