import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { customerSession, type CustomerSession } from '../../accounts/customer.fixture.ts';
import { orderAdvance } from '../ops/order-advance.ts';
import { orderFixtureInsert } from './order.fixture';
import {
  deliveryData,
  MONDAY_NOON,
  orderBody,
  pickupData,
  sv,
  useSaveWorld,
} from '../../test/save-world';
import { honestCart, menuProduct, wireOf } from '../../quote/quote.fixture';
import { formBody } from '../../test/guest-calls.ts';
import { post, type JsonAnswer } from '../../test/harness.ts';

// issue 16 contract "Orders on every device" through real HTTP on the demo chain: orders
// placed logged in through data/saveOrderPendiente, read back by the account from any login.
const w = useSaveWorld();

type Who = Record<string, string>;

const call = (path: string, who: Who): Promise<JsonAnswer> =>
  post(w.server, path, formBody({}), who);

/** 2 regular fries and a soda: a pickup order. */
function smallCart(): Cart {
  const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 2);
  return cartAdd(cart, menuProduct(w.clientMenu, 1502), 1);
}

/** Places an order as `who`; returns its id and tracker hash. */
async function place(who: Who, home: boolean): Promise<{ id: number; hash: string }> {
  const cart = home ? honestCart(w) : smallCart();
  const data = home ? deliveryData(cart) : pickupData(cart);
  const r = await w.save(orderBody(data, wireOf(cart)), who);
  expect(r.body.codigoRetorno, JSON.stringify(r.body)).toBe('00');
  return { id: r.body.ORDERID as number, hash: r.body.TRACKER as string };
}

const ordersOf = async (who: Who) => {
  const r = await call('/cliente/getCompleteLastOrders', who);
  expect(r.body.codigoRetorno).toBe('00');
  return r.body.ordenes as { idord: number; hash: string }[];
};

const pending = async (who: Who) => {
  const r = await call('/cliente/getOrdersPend', who);
  expect(r.body.codigoRetorno).toBe('00');
  return { cantidad: r.body.cantidad, hashes: r.body.hashes };
};

const login = (sub: string): Promise<CustomerSession> =>
  customerSession(w.server, sub, MONDAY_NOON);

describe('who may call', () => {
  test.each(['/cliente/getCompleteLastOrders', '/cliente/getOrdersPend'])(
    '%s: a guest token and no token are 401',
    async (path) => {
      for (const who of [w.guest, {}]) {
        const r = await call(path, who);
        expect(r.status).toBe(401);
        expect(r.body).toMatchObject({
          codigoRetorno: '02',
          mensajeRetorno: 'Debes iniciar sesión',
        });
      }
    },
  );
});

describe('cliente/getCompleteLastOrders', () => {
  test("the customer's orders only, newest first, each exactly as getOrdenHash answers it", async () => {
    const ana = await login('pedidos-ana');
    const beto = await login('pedidos-beto');
    const first = await place(ana.headers, false);
    await place(beto.headers, true);
    await place(w.guest, false);
    const second = await place(ana.headers, true);

    // another login of Ana's (another device) reads the same orders
    const device = await login('pedidos-ana');
    const listed = await ordersOf(device.headers);
    expect(listed.map((o) => o.idord)).toEqual([second.id, first.id]);
    for (const order of listed) {
      const byHash = await post(w.server, `/cliente/getOrdenHash/${order.hash}`, formBody({}));
      expect(order).toEqual(byHash.body.data);
    }
    expect((await ordersOf(beto.headers)).map((o) => o.idord)).not.toContain(first.id);
    expect(await ordersOf((await login('pedidos-nadie')).headers)).toEqual([]);
  });

  test('at most 50, the newest', async () => {
    const c = await login('pedidos-muchos');
    const ids: number[] = [];
    for (let n = 0; n < 52; n++) {
      ids.push((await orderFixtureInsert(w.server.db, { ownerSub: c.sub, ownerKind: 'user' })).id);
    }
    // a guest order under the same subject text is not the account's
    await orderFixtureInsert(w.server.db, { ownerSub: c.sub, ownerKind: 'guest' });
    const listed = await ordersOf(c.headers);
    expect(listed.map((o) => o.idord)).toEqual(ids.reverse().slice(0, 50));
  });
});

describe('cliente/getOrdersPend', () => {
  test('counts the delivery orders of today still in progress, by the domain rule', async () => {
    const ana = await login('pendientes-ana');
    const beto = await login('pendientes-beto');
    expect(await pending(ana.headers)).toEqual({ cantidad: 0, hashes: [] });
    const pickup = await place(ana.headers, false);
    const one = await place(ana.headers, true);
    const two = await place(ana.headers, true);
    await place(beto.headers, true);
    // a pickup order is not 'in progress' (§4.4: delivery orders of today)
    expect(await pending(ana.headers)).toEqual({ cantidad: 2, hashes: [two.hash, one.hash] });
    expect(pickup.hash).not.toBe(one.hash);

    // on the way still counts; delivered does not
    for (const to of ['INI', 'LLE', 'DES'] as const) {
      expect((await orderAdvance(w.server.db, one.id, to, MONDAY_NOON)).ok).toBe(true);
    }
    expect((await pending(ana.headers)).cantidad).toBe(2);
    for (const to of ['LLC', 'ENT'] as const) {
      expect((await orderAdvance(w.server.db, one.id, to, MONDAY_NOON)).ok).toBe(true);
    }
    expect(await pending(ana.headers)).toEqual({ cantidad: 1, hashes: [two.hash] });
    // a canceled order is final
    expect((await orderAdvance(w.server.db, two.id, 'CAN', MONDAY_NOON)).ok).toBe(true);
    expect(await pending(ana.headers)).toEqual({ cantidad: 0, hashes: [] });
    // Beto's order is his alone
    expect((await pending(beto.headers)).cantidad).toBe(1);
  });

  test("yesterday's orders are no longer in progress", async () => {
    const c = await login('pendientes-ayer');
    const order = await place(c.headers, true);
    expect((await pending(c.headers)).hashes).toEqual([order.hash]);
    w.setNow(sv('2026-11-24T08:00'));
    try {
      const next = await customerSession(w.server, 'pendientes-ayer', sv('2026-11-24T08:00'));
      expect(await pending(next.headers)).toEqual({ cantidad: 0, hashes: [] });
    } finally {
      w.setNow(MONDAY_NOON);
    }
  });
});
