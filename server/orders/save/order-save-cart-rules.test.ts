import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import {
  cartAddConfigured,
  choose,
  honestCart,
  menuProduct,
  size,
  wireOf,
} from '../../quote/quote.fixture';
import {
  deliveryData,
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  useSaveWorld,
  storedOrders,
  sv,
} from '../../test/save-world';

// Issue 13: the §5.3 checks the app makes before it lets an order go, sent past by a hostile
// client and repeated by the server at save time: item hours, delivery channels (of items and
// of options), geo-limited products, a schedule restriction (code 200) and a missing delivery
// point. Every refusal stores nothing. Monday 23 November 2026, noon in El Salvador.
const w = useSaveWorld();

/** Centro Histórico (zone Z-SS-04, shop 3): restricted by schedule 18:00-06:00 (code 200). */
const CENTRO = { latitude: 13.6975, longitude: -89.191 };
/** Ciudad Universitaria (zone Z-SS-05, shop 6): delivers only to its delivery points. */
const UES = { latitude: 13.7185, longitude: -89.203 };
/** Delivery point 1 of Z-SS-05, 'Portón principal Universidad de El Salvador'. */
const UES_GATE = { latitude: 13.7163, longitude: -89.2041 };

const with_ = (cart: Cart, id: number, count = 1) =>
  cartAdd(cart, menuProduct(w.clientMenu, id), count);
const regularFries = () => with_(cartEmpty(), 1001);

type Body = ReturnType<typeof orderBody>;

async function at<T>(when: Date, run: () => Promise<T>): Promise<T> {
  w.setNow(when);
  try {
    return await run();
  } finally {
    w.setNow(MONDAY_NOON);
  }
}

/** The body is refused with `code` and `message`, and nothing is stored. */
async function expectRefused(body: Body, code: string, message: string, when = MONDAY_NOON) {
  const before = await orderCount(w);
  const r = await at(when, () => w.save(body));
  expect(r.status).toBe(200);
  expect(r.body).toEqual({ codigoRetorno: code, mensajeRetorno: message });
  expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
  expect(await orderCount(w)).toBe(before);
}

async function expectSaved(body: Body, when = MONDAY_NOON) {
  const r = await at(when, () => w.save(body));
  expect(r.body).toMatchObject({ codigoRetorno: '00', mensajeRetorno: 'Orden guardada' });
  return r;
}

describe('item hours (01 Productos restringidos por horario)', () => {
  // 1701 Desayuno Típico is sold 07:00-11:00
  const breakfast = () => with_(regularFries(), 1701);

  test('a breakfast item at noon', async () => {
    const cart = breakfast();
    const body = orderBody(pickupData(cart), wireOf(cart));
    await expectRefused(body, '01', 'Productos restringidos por horario');
  });

  test('the same item at 09:00, or for a future order at 09:00 tomorrow, is saved', async () => {
    const cart = breakfast();
    await expectSaved(orderBody(pickupData(cart), wireOf(cart)), sv('2026-11-23T09:00:00'));
    const future = { pedidoFuturo: 1, fecha: '24/11/2026', hora: '09:00' };
    await expectSaved(orderBody({ ...pickupData(cart), ...future }, wireOf(cart)));
  });
});

describe('delivery channels (01)', () => {
  test('a take-away-only item (1601 Cono de vainilla) delivered home', async () => {
    const cart = with_(honestCart(w), 1601);
    const body = orderBody(deliveryData(cart), wireOf(cart));
    await expectRefused(body, '01', 'Productos restringidos por tipo de entrega');
  });

  test('a home-only item (1546 Termo de café) picked up', async () => {
    const cart = with_(regularFries(), 1546);
    const body = orderBody(pickupData(cart), wireOf(cart));
    await expectRefused(body, '01', 'Productos restringidos por tipo de entrega');
  });

  test('a take-away-only option (cone in a Combo Doble Queso Súper) delivered home', async () => {
    const cart = cartAddConfigured(honestCart(w), w.clientMenu, 1302, [
      size(115),
      choose(3005, 5016),
      choose(3006, 5023),
      choose(3007, 5028),
    ]);
    const body = orderBody(deliveryData(cart), wireOf(cart));
    await expectRefused(body, '01', 'Opciones restringidas por canal');
    await expectSaved(orderBody(pickupData(cart), wireOf(cart)));
  });
});

describe('geo-limited products (01 Productos restringidos por dirección de envío)', () => {
  // 1124 La Surf City is sold only at shop 13 (Puerto de La Libertad)
  test('picked up at a shop that may not sell it', async () => {
    const cart = with_(regularFries(), 1124);
    const body = orderBody(pickupData(cart, 4), wireOf(cart));
    await expectRefused(body, '01', 'Productos restringidos por dirección de envío');
  });

  test('delivered from a shop that may not sell it', async () => {
    const cart = with_(honestCart(w), 1124);
    const body = orderBody(deliveryData(cart), wireOf(cart));
    await expectRefused(body, '01', 'Productos restringidos por dirección de envío');
  });

  test('picked up at the shop that sells it', async () => {
    const cart = with_(regularFries(), 1124);
    await expectSaved(orderBody(pickupData(cart, 13), wireOf(cart)));
  });
});

describe('schedule restriction, code 200 (02 Esta dirección tiene restricción de horario)', () => {
  const home = () => {
    const cart = honestCart(w);
    return orderBody(deliveryData(cart, CENTRO, 3), wireOf(cart));
  };

  test('home delivery to Centro Histórico at 19:00', async () => {
    const body = home();
    const evening = sv('2026-11-23T19:00:00');
    await expectRefused(body, '02', 'Esta dirección tiene restricción de horario', evening);
  });

  test('at noon, outside the restriction, it is saved', async () => {
    await expectSaved(home());
  });
});

describe('delivery points (02 Debe seleccionar un punto de entrega)', () => {
  const cart = () => honestCart(w);

  test('a zone with delivery points and the pin itself as destination', async () => {
    const c = cart();
    const body = orderBody(deliveryData(c, UES, 6), wireOf(c));
    await expectRefused(body, '02', 'Debe seleccionar un punto de entrega');
  });

  test('one of its delivery points as destination is saved, the point stored', async () => {
    const c = cart();
    const data = {
      ...deliveryData(c, UES, 6),
      latitudEntrega: UES_GATE.latitude,
      longitudEntrega: UES_GATE.longitude,
    };
    const body = orderBody(data, wireOf(c));
    await expectSaved(body);
    const [order] = await storedOrders(w, [body.orden.idempotencia]);
    expect(order?.shopId).toBe(6);
    expect((order?.data as { data: Record<string, unknown> }).data).toMatchObject({
      latitudEntrega: UES_GATE.latitude,
      longitudEntrega: UES_GATE.longitude,
    });
  });
});
