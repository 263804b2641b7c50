import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import { cartView } from '../../../src/domain/cart/cart-view.ts';
import { centsToAmount } from '../../../src/domain/money.ts';
import { productIdOf } from '../../../src/domain/product-id.ts';
import type { OrderLine } from '../../../src/protocol/order-line.ts';
import { customerSession } from '../../accounts/customer.fixture.ts';
import {
  cartAddConfigured,
  honestCart,
  lineAt,
  menuProduct,
  picks,
  wireOf,
} from '../../quote/quote.fixture';
import {
  deliveryData,
  ESCALON,
  MONDAY_NOON,
  NOWHERE,
  orderBody,
  orderCount,
  pickupData,
  useSaveWorld,
  storedOrders,
  sv,
} from '../../test/save-world';

// contract "data/saveOrderPendiente" through real HTTP on the demo chain: what is saved, and
// every refusal stores nothing. Monday 23 November 2026, noon in El Salvador, by default.
const w = useSaveWorld();
/** Colonia Flor Blanca inside zone Z-SS-03 (Los Héroes – Miramonte), served by shop 2 */
const FLOR_BLANCA = { latitude: 13.7015, longitude: -89.2115 };

type Obj = Record<string, unknown>;
const PRICES = 'Los precios de tu pedido cambiaron. Revisa tu bolsa y vuelve a intentarlo.';
const BLOCKED =
  'Algunos productos de tu pedido no están disponibles. ¡Pero hay muchas opciones deliciosas! Ajusta tu orden y sigue disfrutando.';

/** 2 regular fries (1.49) and a soda (1.50): $4.48, below the $7.50 home minimum. */
function smallCart(): Cart {
  const menu = w.clientMenu;
  const cart = cartAdd(cartEmpty(), menuProduct(menu, 1001), 2);
  return cartAdd(cart, menuProduct(menu, 1502), 1);
}

const keyOf = (body: { orden: { idempotencia: string } }) => body.orden.idempotencia;

/** Nothing stored under the body's key, and no order at all added since `before`. */
async function expectNothingStored(body: { orden: { idempotencia: string } }, before: number) {
  expect(await storedOrders(w, [keyOf(body)])).toEqual([]);
  expect(await orderCount(w)).toBe(before);
}

async function at<T>(when: Date, run: () => Promise<T>): Promise<T> {
  w.setNow(when);
  try {
    return await run();
  } finally {
    w.setNow(MONDAY_NOON);
  }
}

describe('saved orders', () => {
  test('a pickup cash order: 00, ORDERID, tracker, one PEN row, totals of the menu', async () => {
    const cart = smallCart();
    const body = orderBody(pickupData(cart), wireOf(cart));
    const r = await w.save(body);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      codigoRetorno: '00',
      mensajeRetorno: 'Orden guardada',
      pago: 'no aplica',
      lstBloqueados: [],
    });
    expect(r.body.ORDERID).toEqual(expect.any(Number));
    expect(r.body.TRACKER).toMatch(/^[0-9a-f]{32}$/);

    const [order, ...others] = await storedOrders(w, [keyOf(body)]);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      id: r.body.ORDERID,
      hash: r.body.TRACKER,
      ownerKind: 'guest',
      shopId: 4,
      deliveryType: 'TRA',
      paymentType: 'EFE',
      paymentStatus: 'no aplica',
      status: 'PEN',
      // 2 × 1.49 + 1.50 from the menu, in cents
      subtotalCents: 2 * 149 + 150,
      discountCents: 0,
      totalCents: 448,
      itemCount: 3,
      contactName: 'Ana María Pérez',
      contactEmail: 'ana@example.com',
      futureAt: null,
      tracked: false,
    });
    expect(order?.createdAt.getTime()).toBe(MONDAY_NOON.getTime());
    expect(order?.response).toEqual(r.body);
    expect(order?.events.map((e) => [e.status, e.at.getTime()])).toEqual([
      ['PEN', MONDAY_NOON.getTime()],
    ]);
    const data = order?.data as Obj;
    expect(data.data).toMatchObject({ nombre: 'Ana María Pérez', tienda: 4, telefono: '70001234' });
    expect(data.orden).toEqual(body.orden);
    expect(data.lineas).toEqual([
      {
        addedOrder: 5,
        parent: null,
        menuId: 1001,
        type: 'PRD',
        name: 'Papas fritas regulares',
        count: 1,
        price: 149,
      },
      {
        addedOrder: 10,
        parent: null,
        menuId: 1001,
        type: 'PRD',
        name: 'Papas fritas regulares',
        count: 1,
        price: 149,
      },
      {
        addedOrder: 15,
        parent: null,
        menuId: 1502,
        type: 'PRD',
        name: 'Soda 21 oz',
        count: 1,
        price: 150,
      },
    ]);
  });

  test('a home-delivery card order: the coverage shop serves it, payment pending', async () => {
    const cart = honestCart(w);
    const view = cartView(cart);
    // the client named shop 2: the server records the coverage's shop (4)
    const body = orderBody({ ...deliveryData(cart, ESCALON, 2), tipoPago: 'T' }, wireOf(cart));
    const r = await w.save(body);
    expect(r.body).toMatchObject({ codigoRetorno: '00', pago: 'pendiente', lstBloqueados: [] });
    const [order] = await storedOrders(w, [keyOf(body)]);
    expect(order).toMatchObject({
      id: r.body.ORDERID,
      hash: r.body.TRACKER,
      shopId: 4,
      deliveryType: 'DOM',
      paymentType: 'TAR',
      paymentStatus: 'pendiente',
      subtotalCents: view.subtotal,
      discountCents: view.discount,
      totalCents: view.total,
      itemCount: view.count,
    });
    expect(order?.totalCents).toBe(6052);
    expect(order?.events.map((e) => e.status)).toEqual(['PEN']);
  });

  test("a logged-in customer's access token is admitted and owns the order", async () => {
    const { token } = await customerSession(w.server, 'cliente-7', MONDAY_NOON);
    const cart = smallCart();
    const body = orderBody(pickupData(cart), wireOf(cart));
    const r = await w.save(body, { authorization: `Bearer ${token}` });
    expect(r.body).toMatchObject({ codigoRetorno: '00', pago: 'no aplica' });
    const [order] = await storedOrders(w, [keyOf(body)]);
    expect(order).toMatchObject({ ownerKind: 'user', ownerSub: 'cliente-7', paymentType: 'EFE' });
  });

  test('ORDERIDs are distinct and trackers unique across orders', async () => {
    const cart = smallCart();
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await w.save(orderBody(pickupData(cart), wireOf(cart))));
    const ids = answers.map((a) => a.body.ORDERID);
    const trackers = answers.map((a) => a.body.TRACKER);
    expect(new Set(ids).size).toBe(3);
    expect(new Set(trackers).size).toBe(3);
  });
});

describe('prices are the server’s (01, nothing stored)', () => {
  const tampered: [string, (lines: OrderLine[], data: Obj) => void][] = [
    ['a line price P', (lines) => void (lineAt(lines, 15).P = 1.0)],
    ['a line original price PO', (lines) => void (lineAt(lines, 5).PO = 0.99)],
    [
      'a unit price of a grouped line',
      (lines) => {
        const unit = lineAt(lines, 20).list?.[0];
        if (!unit) throw new Error('sin unidad');
        unit.P = 0.5;
      },
    ],
    ['totalVenta', (_lines, data) => void (data.totalVenta = 60.51)],
    ['a promotion line price', (lines) => void (lineAt(lines, 40).P = 0.01)],
  ];

  test.each(tampered)('%s changed → 01 with the quote', async (_what, tamper) => {
    const cart = honestCart(w);
    const lines = wireOf(cart);
    const data: Obj = pickupData(cart);
    tamper(lines, data);
    const body = orderBody(data, lines);
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: PRICES,
      cotizacion: {
        subtotal: centsToAmount(cartView(cart).subtotal),
        descuento: 0,
        total: 60.52,
      },
    });
    await expectNothingStored(body, before);
  });

  test('a product no longer on the menu → 01', async () => {
    const cart = smallCart();
    const lines = wireOf(cart);
    lineAt(lines, 15).I = productIdOf(999_999);
    const body = orderBody(pickupData(cart), lines);
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.body).toMatchObject({ codigoRetorno: '01', mensajeRetorno: PRICES });
    // the server's quote leaves the unknown line out: 2 × 1.49
    expect(r.body.cotizacion).toEqual({ subtotal: 2.98, descuento: 0, total: 2.98 });
    await expectNothingStored(body, before);
  });
});

describe('§5.3 minimum and maximum (01, nothing stored)', () => {
  test('home delivery below the minimum amount', async () => {
    const cart = smallCart();
    const body = orderBody(deliveryData(cart), wireOf(cart));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Monto mínimo de compra $ 7.50',
    });
    await expectNothingStored(body, before);
  });

  test('pickup has no minimum', async () => {
    const cart = smallCart();
    const r = await w.save(orderBody(pickupData(cart), wireOf(cart)));
    expect(r.body.codigoRetorno).toBe('00');
  });

  test('more products than the maximum', async () => {
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 26);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'No se pueden ordenar mas de 25 productos',
    });
    await expectNothingStored(body, before);
  });
});

describe('coverage and opening hours (02, nothing stored)', () => {
  test('a home delivery point without coverage', async () => {
    const cart = honestCart(w);
    const body = orderBody(deliveryData(cart, NOWHERE), wireOf(cart));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'La dirección seleccionada no cuenta con cobertura',
    });
    await expectNothingStored(body, before);
  });

  test('the shop is closed and no future order is chosen', async () => {
    const cart = smallCart();
    const body = orderBody(pickupData(cart), wireOf(cart));
    const before = await orderCount(w);
    // Zona Rosa closes at 22:00 on Mondays
    const r = await at(sv('2026-11-23T23:30:00'), () => w.save(body));
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'La tienda está cerrada en este momento',
    });
    await expectNothingStored(body, before);
  });

  test('a future order is saved while the shop is closed now', async () => {
    const cart = smallCart();
    const future = { pedidoFuturo: 1, fecha: '24/11/2026', hora: '10:00' };
    const body = orderBody({ ...pickupData(cart), ...future }, wireOf(cart));
    const r = await at(sv('2026-11-23T23:30:00'), () => w.save(body));
    expect(r.body).toMatchObject({ codigoRetorno: '00', mensajeRetorno: 'Orden guardada' });
    const [order] = await storedOrders(w, [keyOf(body)]);
    expect(order?.futureAt?.getTime()).toBe(sv('2026-11-24T10:00:00').getTime());
    expect(order?.createdAt.getTime()).toBe(sv('2026-11-23T23:30:00').getTime());
  });

  test('a future order too close to now is discarded (§4.3): closed now → 02', async () => {
    const cart = smallCart();
    const tooSoon = { pedidoFuturo: 1, fecha: '23/11/2026', hora: '23:50' };
    const body = orderBody({ ...pickupData(cart), ...tooSoon }, wireOf(cart));
    const before = await orderCount(w);
    const r = await at(sv('2026-11-23T23:30:00'), () => w.save(body));
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'La tienda está cerrada en este momento',
    });
    await expectNothingStored(body, before);
  });

  test('a too-close future order while open is saved as soon as possible', async () => {
    const cart = smallCart();
    const tooSoon = { pedidoFuturo: 1, fecha: '23/11/2026', hora: '12:10' };
    const body = orderBody({ ...pickupData(cart), ...tooSoon }, wireOf(cart));
    const r = await w.save(body);
    expect(r.body.codigoRetorno).toBe('00');
    const [order] = await storedOrders(w, [keyOf(body)]);
    expect(order?.futureAt).toBeNull();
  });

  test('a future order outside the shop’s hours → 02', async () => {
    const cart = smallCart();
    const late = { pedidoFuturo: 1, fecha: '24/11/2026', hora: '23:00' };
    const body = orderBody({ ...pickupData(cart), ...late }, wireOf(cart));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'La hora elegida está fuera del horario de la tienda',
    });
    await expectNothingStored(body, before);
  });
});

describe('blocked items (03, nothing stored)', () => {
  test('a product blocked in every shop', async () => {
    const cart = cartAdd(smallCart(), menuProduct(w.clientMenu, 1604), 1);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.body).toEqual({
      codigoRetorno: '03',
      mensajeRetorno: BLOCKED,
      lstBloqueados: [{ I: 1604, D: 'Mix de galleta', T: 'producto' }],
    });
    await expectNothingStored(body, before);
  });

  test('an option choice blocked in every shop', async () => {
    const cart = cartAddConfigured(smallCart(), w.clientMenu, 1242, [
      picks(3043, 5168),
      picks(3044, 5169),
    ]);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const before = await orderCount(w);
    const r = await w.save(body);
    expect(r.body).toEqual({
      codigoRetorno: '03',
      mensajeRetorno: BLOCKED,
      lstBloqueados: [{ I: 5168, D: 'Mango habanero', T: 'opcion' }],
    });
    await expectNothingStored(body, before);
  });

  test('a block for home delivery only stops home delivery, not pickup', async () => {
    // shop 2 (Metrocentro) blocks 1211 for DOMI; zone Z-SS-03 (Los Héroes) is served by it
    const cart = cartAdd(smallCart(), menuProduct(w.clientMenu, 1211), 1);
    const pickup = await w.save(orderBody(pickupData(cart, 2), wireOf(cart)));
    expect(pickup.body.codigoRetorno).toBe('00');
    const body = orderBody(deliveryData(cart, FLOR_BLANCA, 2), wireOf(cart));
    const before = await orderCount(w);
    const home = await w.save(body);
    expect(home.body).toMatchObject({
      codigoRetorno: '03',
      lstBloqueados: [{ I: 1211, D: 'Alitas BBQ (6 unidades)', T: 'producto' }],
    });
    await expectNothingStored(body, before);
  });
});
