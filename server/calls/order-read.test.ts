import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TokenService } from '../auth/tokens.ts';
import { customerSession } from '../accounts/customer.fixture.ts';
import { orders } from '../db/schema/orders.ts';
import { driverStep } from '../orders/ops/driver-step.ts';
import { orderAdvance } from '../orders/ops/order-advance.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { demoChain, formBody, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type JsonAnswer, type TestServer } from '../test/harness.ts';

// docs/protocol.md "Order calls" (issue 6 "Order reads"), through real HTTP on the demo
// chain; orders are written straight into the database as the save stores them.
let now = MONDAY_NOON;
let s: TestServer;
let tokens: TokenService;
let ana: Guest;
let beto: Guest;

interface Guest {
  sub: string;
  headers: Record<string, string>;
}

async function newGuest(): Promise<Guest> {
  const token = (await post(s, '/auth/guest')).body.token as string;
  const v = await tokens.verify(token, 'guest', now);
  if (!v.ok) throw new Error('guest token');
  return { sub: v.claims.sub, headers: { authorization: `Bearer ${token}` } };
}

beforeAll(async () => {
  s = await startTestServer({ chain: demoChain(), clock: () => now });
  tokens = new TokenService(s.config.secrets, s.config.ttl);
  ana = await newGuest();
  beto = await newGuest();
});
afterAll(async () => {
  await s.close();
});

const call = (path: string, fields: Record<string, string>, who?: Guest) =>
  post(s, path, formBody(fields), who?.headers ?? {});

function expectNotFound(r: JsonAnswer) {
  expect(r.status).toBe(404);
  expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' });
}

describe('data/checkOrder', () => {
  test('a cash order is placed: 02 with the received message, its status and payment', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub });
    const r = await call('/data/checkOrder', { idorder: String(o.id) }, ana);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: `Tu pedido #${o.id} ya fue recibido. Puedes seguirlo en Mis pedidos.`,
      estado: 'PEN',
      pago: 'no aplica',
    });
  });

  test('a card order waiting for its payment answers 00 until it is paid', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub, paymentType: 'TAR' });
    const r = await call('/data/checkOrder', { idorder: String(o.id) }, ana);
    expect(r.body).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'OK',
      estado: 'PEN',
      pago: 'pendiente',
    });
    await s.db.update(orders).set({ paymentStatus: 'rechazado' }).where(eq(orders.id, o.id));
    expect((await call('/data/checkOrder', { idorder: String(o.id) }, ana)).body).toMatchObject({
      codigoRetorno: '00',
      pago: 'rechazado',
    });
    await s.db.update(orders).set({ paymentStatus: 'pagado' }).where(eq(orders.id, o.id));
    expect((await call('/data/checkOrder', { idorder: String(o.id) }, ana)).body).toMatchObject({
      codigoRetorno: '02',
      pago: 'pagado',
    });
  });

  test("another customer's order and an unknown id are both 404", async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub });
    expectNotFound(await call('/data/checkOrder', { idorder: String(o.id) }, beto));
    expectNotFound(await call('/data/checkOrder', { idorder: '999999' }, ana));
  });

  test('a logged-in customer reads its own orders with its access token', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'cliente-7', ownerKind: 'user' });
    const { token } = await customerSession(s, 'cliente-7', now);
    const mine = await post(s, '/data/checkOrder', formBody({ idorder: String(o.id) }), {
      authorization: `Bearer ${token}`,
    });
    expect(mine.body.estado).toBe('PEN');
    expectNotFound(await call('/data/checkOrder', { idorder: String(o.id) }, ana));
  });

  test('a guest whose token expired still owns its orders after the renewal', async () => {
    const saved = now;
    try {
      const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub });
      now = new Date(saved.getTime() + 8 * 86_400_000);
      const first = await call('/data/checkOrder', { idorder: String(o.id) }, ana);
      expect(first.status).toBe(401);
      const renewed = first.headers.get('token')!;
      const again = await post(s, '/data/checkOrder', formBody({ idorder: String(o.id) }), {
        authorization: `Bearer ${renewed}`,
      });
      expect(again.status).toBe(200);
      expect(again.body.estado).toBe('PEN');
    } finally {
      now = saved;
    }
  });
});

describe('tokens and malformed bodies', () => {
  const GUARDED = [
    '/data/checkOrder',
    '/tracker/ordenHasTracked',
    '/checkout/getValidatorTokenDummy',
  ];

  test.each(GUARDED)('%s: no token 401, forged token 403', async (path) => {
    const field = path === '/tracker/ordenHasTracked' ? 'idord' : 'idorder';
    expect((await call(path, { [field]: '1' })).status).toBe(401);
    const forged = await new SignJWT({ typ: 'guest' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(ana.sub)
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 600)
      .sign(new TextEncoder().encode('otro-secreto-que-no-es-el-del-servidor'));
    const r = await post(s, path, formBody({ [field]: '1' }), {
      authorization: `Bearer ${forged}`,
    });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ codigoRetorno: '02', mensajeRetorno: 'Sesión no válida' });
  });

  test.each([
    ['/data/checkOrder', {}, /^Solicitud inválida: idorder: /],
    [
      '/data/checkOrder',
      { idorder: 'doce' },
      /^Solicitud inválida: idorder: debe ser un número entero$/,
    ],
    ['/tracker/ordenHasTracked', { idord: '1.5' }, /^Solicitud inválida: idord: /],
    [
      '/checkout/getValidatorTokenDummy',
      { idorder: '1', tipo: 'E' },
      /^Solicitud inválida: tipo: debe ser T/,
    ],
  ])('%s %j → 400 in Spanish', async (path, fields, message) => {
    const r = await call(path, fields as Record<string, string>, ana);
    expect(r.status).toBe(400);
    expect(r.body.codigoRetorno).toBe('02');
    expect(r.body.mensajeRetorno).toMatch(message);
  });
});

describe('cliente/getOrdenHash/{hash}', () => {
  test('needs no token and answers the whole order in El Salvador time', async () => {
    const created = new Date('2026-11-23T18:05:00Z'); // 12:05 in El Salvador
    const o = await orderFixtureInsert(s.db, {
      ownerSub: ana.sub,
      deliveryType: 'DOM',
      paymentType: 'TAR',
      shopId: 1,
      createdAt: created,
      futureAt: new Date('2026-11-23T21:30:00Z'),
      subtotalCents: 1575,
      discountCents: 125,
      itemCount: 4,
      lines: [
        // a line without its name takes the chain's
        { addedOrder: 1, parent: null, menuId: 1001, type: 'PRD', count: 3, price: 750 },
        {
          addedOrder: 2,
          parent: null,
          menuId: 1002,
          type: 'PRD',
          name: 'Papas grandes',
          count: 1,
          price: 825,
        },
      ],
    });
    await s.db.update(orders).set({ paymentStatus: 'pagado' }).where(eq(orders.id, o.id));
    await orderAdvance(s.db, o.id, undefined, new Date('2026-11-23T18:10:00Z'));
    await driverStep(s.db, o.id, new Date('2026-11-23T18:20:00Z'));

    const r = await post(s, `/cliente/getOrdenHash/${o.hash}`);
    expect(r.status).toBe(200);
    expect(r.body.codigoRetorno).toBe('00');
    expect(r.body.data).toEqual({
      idord: o.id,
      idtda: 1,
      nombreTienda: 'Galerías Escalón',
      fechaHora: '23/11/2026 12:05',
      horaOrden: '12:05',
      horaDespacho: '12:20',
      horaEntrega: null,
      cantidad: 4,
      subtotal: 15.75,
      descuento: 1.25,
      totalVenta: 14.5,
      nombreContacto: 'Ana López',
      correoContacto: 'ana@example.com',
      tipoEntrega: 'DOM',
      estadoTracker: 'DES',
      esTiendaCluster: 0,
      FORMA_PAGO: 'TAR',
      estadoPago: 'pagado',
      IND: 'Portón negro | Tocar el timbre',
      PFF: '23/11/2026 15:30',
      hash: o.hash,
      mensajeGarantia: 'Tu pedido llega en 30 minutos o menos',
      direccion: 'Calle El Mirador 123',
      latitudEntrega: 13.7102,
      longitudEntrega: -89.2035,
      latitudTienda: 13.7031,
      longitudTienda: -89.2279,
      detalle: [
        { D: 'Papas fritas regulares', C: 3, P: 7.5 },
        { D: 'Papas grandes', C: 1, P: 8.25 },
      ],
      // an order written without the lines as sent (as before they were kept) repeats nothing
      menu: [],
      historial: [
        { estado: 'PEN', fechaHora: '23/11/2026 12:05' },
        { estado: 'INI', fechaHora: '23/11/2026 12:10' },
        { estado: 'LLE', fechaHora: '23/11/2026 12:20' },
        { estado: 'DES', fechaHora: '23/11/2026 12:20' },
      ],
    });
  });

  test('a pickup order has no address, delivery point nor warranty', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: beto.sub, shopId: 3 });
    const data = (await post(s, `/cliente/getOrdenHash/${o.hash}`)).body.data as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      tipoEntrega: 'TRA',
      nombreTienda: 'Centro Histórico',
      direccion: null,
      latitudEntrega: null,
      longitudEntrega: null,
      mensajeGarantia: null,
      IND: 'Sin cebolla',
      PFF: null,
      horaDespacho: null,
      estadoPago: 'no aplica',
    });
  });

  test('a malformed or unknown hash is 404', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub });
    for (const hash of [
      o.hash.toUpperCase(),
      o.hash.slice(1),
      `${o.hash}0`,
      'zz'.repeat(16),
      '0'.repeat(32),
      "1' or '1'='1",
    ]) {
      expectNotFound(await post(s, `/cliente/getOrdenHash/${encodeURIComponent(hash)}`));
      expectNotFound(await post(s, `/cliente/getCoordenadasHash/${encodeURIComponent(hash)}`));
    }
  });

  test('GET is 405 like every call', async () => {
    const res = await fetch(`${s.url}/api/cliente/getOrdenHash/${'a'.repeat(32)}`);
    expect(res.status).toBe(405);
  });
});

describe('cliente/getCoordenadasHash/{hash}', () => {
  test('the driver points by index, with the minutes left to the delivery point', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub, deliveryType: 'DOM' });
    const empty = await post(s, `/cliente/getCoordenadasHash/${o.hash}`);
    expect(empty.body).toEqual({ codigoRetorno: '00', mensajeRetorno: 'OK', data: [] });
    for (let i = 0; i < 10; i++) await driverStep(s.db, o.id, now);
    const r = await post(s, `/cliente/getCoordenadasHash/${o.hash}`);
    const points = r.body.data as Record<string, number>[];
    expect(points.map((p) => p.indice)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const p of points) {
      expect(p).toMatchObject({ idord: o.id, trackerDelivery: 1 });
      expect(Object.keys(p).sort()).toEqual(
        [
          'id',
          'idord',
          'indice',
          'latitud',
          'longitud',
          'velocidad',
          'trackerDelivery',
          'tiempoRepartidor',
        ].sort(),
      );
    }
    const minutes = points.map((p) => p.tiempoRepartidor!);
    expect(minutes[0]).toBeGreaterThan(0);
    expect(minutes.at(-1)).toBe(0);
    for (let i = 1; i < minutes.length; i++)
      expect(minutes[i]).toBeLessThanOrEqual(minutes[i - 1]!);
    expect(points.at(-1)).toMatchObject({ latitud: 13.7102, longitud: -89.2035, velocidad: 0 });
  });
});

describe('tracker/ordenHasTracked', () => {
  const tracked = async (id: number) =>
    (await s.db.select({ t: orders.tracked }).from(orders).where(eq(orders.id, id)))[0]?.t;

  test('marks the caller own order tracked; another customer gets 404 and changes nothing', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub });
    expectNotFound(await call('/tracker/ordenHasTracked', { idord: String(o.id) }, beto));
    expect(await tracked(o.id)).toBe(false);
    const r = await call('/tracker/ordenHasTracked', { idord: String(o.id) }, ana);
    expect(r.body).toEqual({ codigoRetorno: '00', mensajeRetorno: 'OK' });
    expect(await tracked(o.id)).toBe(true);
  });
});

describe('checkout/getValidatorTokenDummy', () => {
  const ask = (id: number, who: Guest) =>
    call('/checkout/getValidatorTokenDummy', { idorder: String(id), tipo: 'T' }, who);
  const storedToken = async (id: number) =>
    (await s.db.select({ t: orders.paymentToken }).from(orders).where(eq(orders.id, id)))[0]?.t;

  test('a card order gets a new 32-hex token and a same-origin url on every request', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: ana.sub, paymentType: 'TAR' });
    const first = await ask(o.id, ana);
    expect(first.status).toBe(200);
    expect(first.body.codigoRetorno).toBe('00');
    const token = first.body.token as string;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.url).toBe(`/pasarela/dummy?token=${token}`);
    expect(await storedToken(o.id)).toBe(token);
    const second = await ask(o.id, ana);
    expect(second.body.token).not.toBe(token);
    expect(await storedToken(o.id)).toBe(second.body.token);
  });

  test('paid, non-card and foreign orders', async () => {
    const cash = await orderFixtureInsert(s.db, { ownerSub: ana.sub, paymentType: 'EFE' });
    expect((await ask(cash.id, ana)).body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Este pedido no se paga con tarjeta',
    });
    const paid = await orderFixtureInsert(s.db, { ownerSub: ana.sub, paymentType: 'TAR' });
    await s.db.update(orders).set({ paymentStatus: 'pagado' }).where(eq(orders.id, paid.id));
    expect((await ask(paid.id, ana)).body).toEqual({
      codigoRetorno: '01',
      mensajeRetorno: 'Este pedido ya fue pagado',
    });
    const foreign = await orderFixtureInsert(s.db, { ownerSub: ana.sub, paymentType: 'TAR' });
    expectNotFound(await ask(foreign.id, beto));
    expect(await storedToken(foreign.id)).toBeNull();
  });
});
