import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TokenService } from '../auth/tokens.ts';
import { customers } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture';
import { demoChain, formBody, MONDAY_NOON } from '../test/guest-calls.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { DEV_REQUEST_HEADER } from './dev-request.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';

// issue 6 "Operations": the development endpoints, outside API_BASE, through real HTTP.
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ chain: demoChain(), clock: () => MONDAY_NOON });
});
afterAll(async () => {
  await s.close();
});

async function dev(path: string, fields?: Record<string, string>) {
  const init: RequestInit = { method: 'POST', headers: { [DEV_REQUEST_HEADER]: 'test' } };
  if (fields) init.body = new URLSearchParams(fields);
  const res = await fetch(`${s.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /dev/orders/:id/status', () => {
  test('without estado: the next natural status; with it: that one', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-dev', deliveryType: 'DOM' });
    expect(await dev(`/dev/orders/${o.id}/status`)).toEqual({
      status: 200,
      body: { codigoRetorno: '00', mensajeRetorno: 'OK', estado: 'INI', puntos: 0 },
    });
    expect((await dev(`/dev/orders/${o.id}/status`, { estado: '' })).body.estado).toBe('LLE');
    expect((await dev(`/dev/orders/${o.id}/status`, { estado: 'CAN' })).body.estado).toBe('CAN');
    const tracked = await post(s, `/cliente/getOrdenHash/${o.hash}`);
    expect((tracked.body.data as { estadoTracker: string }).estadoTracker).toBe('CAN');
  });

  test('refusals are 409, unknown orders 404, bad input 400 — all in Spanish', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-dev', paymentType: 'TAR' });
    expect(await dev(`/dev/orders/${o.id}/status`)).toEqual({
      status: 409,
      body: { codigoRetorno: '02', mensajeRetorno: 'El pedido aún no está pagado' },
    });
    expect(await dev(`/dev/orders/${o.id}/status`, { estado: 'FIN' })).toMatchObject({
      status: 409,
      body: { mensajeRetorno: `El pedido #${o.id} no puede pasar de PEN a FIN` },
    });
    expect(await dev('/dev/orders/987654/status')).toMatchObject({
      status: 404,
      body: { mensajeRetorno: 'Pedido no encontrado' },
    });
    const badStatus = await dev(`/dev/orders/${o.id}/status`, { estado: 'LISTO' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.mensajeRetorno).toMatch(
      /^Solicitud inválida: estado: debe ser uno de PEN, /,
    );
    const badId = await dev('/dev/orders/uno/status');
    expect(badId).toMatchObject({
      status: 400,
      body: { mensajeRetorno: 'Solicitud inválida: id: debe ser un número entero' },
    });
  });
});

describe('POST /dev/orders/count', () => {
  test('counts every order, or the orders of one idempotency key', async () => {
    const before = (await dev('/dev/orders/count')).body.total as number;
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-count' });
    expect((await dev('/dev/orders/count')).body.total).toBe(before + 1);
    const [row] = await s.db
      .select({ k: orders.idempotencyKey })
      .from(orders)
      .where(eq(orders.id, o.id));
    expect(row).toBeDefined();
    expect((await dev('/dev/orders/count', { idempotencia: row!.k })).body.total).toBe(1);
    expect((await dev('/dev/orders/count', { idempotencia: 'ninguna' })).body.total).toBe(0);
  });

  test('counts the orders of one account, by its e-mail in any case', async () => {
    const at = new Date('2026-11-23T18:00:00Z');
    await s.db.insert(customers).values({
      sub: 'c-dev-count',
      email: 'Cuenta@Example.com',
      emailKey: 'cuenta@example.com',
      createdAt: at,
      updatedAt: at,
    });
    await orderFixtureInsert(s.db, { ownerSub: 'c-dev-count', ownerKind: 'user' });
    await orderFixtureInsert(s.db, { ownerSub: 'c-dev-count', ownerKind: 'user' });
    // a guest subject that happens to match is not the account's
    await orderFixtureInsert(s.db, { ownerSub: 'c-dev-count', ownerKind: 'guest' });
    expect((await dev('/dev/orders/count', { correo: ' CUENTA@example.com' })).body.total).toBe(2);
    expect((await dev('/dev/orders/count', { correo: 'otra@example.com' })).body.total).toBe(0);
  });
});

describe('POST /dev/orders/:id/driver', () => {
  test('adds points along the route; DES at the first, LLC at the tenth', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-dev', deliveryType: 'DOM' });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await dev(`/dev/orders/${o.id}/driver`)).body);
    expect(answers[0]).toEqual({
      codigoRetorno: '00',
      mensajeRetorno: 'OK',
      estado: 'DES',
      puntos: 1,
    });
    expect(answers.map((a) => a.puntos)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answers[8]!.estado).toBe('DES');
    expect(answers[9]!.estado).toBe('LLC');
    const points = await post(s, `/cliente/getCoordenadasHash/${o.hash}`);
    expect((points.body.data as unknown[]).length).toBe(10);
    expect((await dev(`/dev/orders/${o.id}/driver`)).status).toBe(409);
  });

  test('a pickup order has no driver', async () => {
    const o = await orderFixtureInsert(s.db, { ownerSub: 'g-dev', deliveryType: 'TRA' });
    expect(await dev(`/dev/orders/${o.id}/driver`)).toEqual({
      status: 409,
      body: {
        codigoRetorno: '02',
        mensajeRetorno: `El pedido #${o.id} se recoge en tienda: no lleva repartidor`,
      },
    });
  });
});

describe('POST /dev/products/:id/hidden', () => {
  /** The product's H in data/getData, once the chain's new version is read (≤ 1 s). */
  async function hiddenFlag(id: number, expected: number): Promise<unknown> {
    let flag: unknown;
    for (let tries = 0; tries < 30; tries += 1) {
      const menu = (
        (await post(s, '/data/getData')).body.data as { menu: { I: number; H: unknown }[] }
      ).menu;
      flag = menu.find((p) => p.I === id)?.H;
      if (flag === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return flag;
  }

  test('hides a product of the menu and shows it again, in a new chain version', async () => {
    expect(await hiddenFlag(1001, 0)).toBe(0);
    expect(await dev('/dev/products/1001/hidden', { oculto: '1' })).toEqual({
      status: 200,
      body: { codigoRetorno: '00', mensajeRetorno: 'OK', oculto: 1 },
    });
    expect(await hiddenFlag(1001, 1)).toBe(1);
    expect((await dev('/dev/products/1001/hidden', { oculto: '0' })).status).toBe(200);
    expect(await hiddenFlag(1001, 0)).toBe(0);
  });

  test('an unknown product is 404, a bad flag 400', async () => {
    expect(await dev('/dev/products/987654/hidden', { oculto: '1' })).toMatchObject({
      status: 404,
      body: { mensajeRetorno: 'Producto no encontrado' },
    });
    expect((await dev('/dev/products/1001/hidden', { oculto: 'si' })).status).toBe(400);
    expect((await dev('/dev/products/1001/hidden')).status).toBe(400);
  });
});

describe('in production', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({
      chain: demoChain(),
      env: {
        ...PRODUCTION_ENV,
        PASARELA_DUMMY: '0',
      },
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  test('the development endpoints do not exist', async () => {
    const o = await orderFixtureInsert(prod.db, { ownerSub: 'g-dev', deliveryType: 'DOM' });
    for (const path of [
      `/dev/orders/${o.id}/status`,
      `/dev/orders/${o.id}/driver`,
      '/dev/products/1001/hidden',
    ]) {
      const res = await fetch(`${prod.url}${path}`, { method: 'POST' });
      expect(res.status).toBe(404);
    }
    const tracked = await post(prod, `/cliente/getOrdenHash/${o.hash}`);
    expect((tracked.body.data as { estadoTracker: string }).estadoTracker).toBe('PEN');
  });

  test('with PASARELA_DUMMY=0 the gateway is 404 and no payment token is handed out', async () => {
    const token = (await post(prod, '/auth/guest')).body.token as string;
    const v = await new TokenService(prod.config.secrets, prod.config.ttl).verify(
      token,
      'guest',
      new Date(),
    );
    if (!v.ok) throw new Error('guest token');
    const o = await orderFixtureInsert(prod.db, { ownerSub: v.claims.sub, paymentType: 'TAR' });
    const r = await post(
      prod,
      '/checkout/getValidatorTokenDummy',
      formBody({ idorder: String(o.id), tipo: 'T' }),
      { authorization: `Bearer ${token}` },
    );
    expect(r.body).toEqual({
      codigoRetorno: '02',
      mensajeRetorno: 'El pago con tarjeta no está disponible',
    });
    expect(r.body.token).toBeUndefined();
    expect((await fetch(`${prod.url}/pasarela/dummy?token=${'a'.repeat(32)}`)).status).toBe(404);
    const posted = await fetch(`${prod.url}/pasarela/dummy/resultado`, {
      method: 'POST',
      body: new URLSearchParams({ token: 'a'.repeat(32), resultado: 'exito' }),
    });
    expect(posted.status).toBe(404);
  });
});
