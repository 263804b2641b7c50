import { describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../../src/domain/cart/cart.ts';
import { cartAdd } from '../../../src/domain/cart/cart-add.ts';
import type { JsonAnswer } from '../../test/harness.ts';
import { menuProduct, wireOf } from '../../quote/quote.fixture';
import { canonicalJson } from '../../idempotency/request-hash.ts';
import { orderSave } from './order-save.ts';
import { orderSaveBody } from './order-save-body.ts';
import { orderSaveParameters } from './order-save-parameters.ts';
import {
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  sealBody,
  useSaveWorld,
  storedOrders,
} from '../../test/save-world';

// contract "Idempotency": one order per key whatever the repeats, their order or their
// concurrency; the stored answer for every repeat of the same body; 409 for another body.
const w = useSaveWorld();

const IN_PROCESS = { codigoRetorno: '02', mensajeRetorno: 'Tu orden ya se encuentra en proceso' };

function cartOf(...ids: number[]): Cart {
  return ids.reduce((cart, id) => cartAdd(cart, menuProduct(w.clientMenu, id), 1), cartEmpty());
}

/** A small seeded generator (mulberry32), so a failing interleaving can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const idsOf = (answers: readonly JsonAnswer[]) =>
  new Set(answers.map((a) => `${String(a.body.ORDERID)}/${String(a.body.TRACKER)}`));

describe('exactly once', () => {
  test('1,000 randomized replays of 50 keys (some concurrent) make exactly 50 orders', async () => {
    const seed = Date.now() % 1_000_000;
    const next = random(seed);
    const cart = cartOf(1001, 1502);
    const bodies = Array.from({ length: 50 }, (_, i) =>
      orderBody({ ...pickupData(cart), nombre: `Cliente ${i}` }, wireOf(cart)),
    );
    const key = await w.ckKey();
    const sealed = bodies.map((body) => sealBody(body, key));
    const queue = bodies.flatMap((_, i) => Array.from({ length: 20 }, () => i));
    for (let i = queue.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [queue[i], queue[j]] = [queue[j] as number, queue[i] as number];
    }
    const answers = bodies.map((): JsonAnswer[] => []);
    while (queue.length > 0) {
      // one at a time or a burst of up to 25 at once
      const batch = queue.splice(0, next() < 0.3 ? 1 : 1 + Math.floor(next() * 25));
      const got = await Promise.all(batch.map((i) => w.saveRaw(sealed[i] as string)));
      got.forEach((answer, n) => answers[batch[n] as number]?.push(answer));
    }

    const keys = bodies.map((b) => b.orden.idempotencia);
    const stored = await storedOrders(w, keys);
    expect(stored.length, `semilla ${seed}`).toBe(50);
    const ordersByKey = new Map(stored.map((o) => [o.idempotencyKey, o]));
    answers.forEach((list, i) => {
      expect(list).toHaveLength(20);
      for (const a of list) {
        expect(a.status, `semilla ${seed}`).toBe(200);
        expect(a.body.codigoRetorno, `semilla ${seed}`).toBe('00');
      }
      expect(idsOf(list).size, `semilla ${seed}, clave ${i}`).toBe(1);
      const order = ordersByKey.get(keys[i] as string);
      expect(list[0]?.body).toEqual(order?.response);
      expect(order?.contactName).toBe(`Cliente ${i}`);
      expect(order?.events.map((e) => e.status)).toEqual(['PEN']);
    });
    expect(new Set(stored.map((o) => o.id)).size).toBe(50);
    // a few seconds on an idle machine; room for a CI runner busy with other test files
  }, 120_000);

  test('20 identical requests at once make one order and the same answer', async () => {
    const cart = cartOf(1002);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const sealed = sealBody(body, await w.ckKey());
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.saveRaw(sealed)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(idsOf(answers).size).toBe(1);
    const stored = await storedOrders(w, [body.orden.idempotencia]);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(answers[0]?.body.ORDERID);
    expect(stored[0]?.events).toHaveLength(1);
  });

  test('twins past the key check at once: the insert conflict answers as a repeat', async () => {
    // called in-process, every twin reads the key (not there yet) before any inserts: the
    // unique key and ON CONFLICT DO NOTHING are what keep it to one order
    const deps = {
      db: w.server.db,
      chain: w.server.app.ctx.chain,
      parameters: orderSaveParameters(w.server.config.parametros),
      pushAllow: w.server.config.push.endpointAllow,
      couponRules: { addressCap: w.server.config.couponAddressCap },
    };
    const cart = cartOf(1001, 1002);
    const body = orderSaveBody.parse(orderBody(pickupData(cart), wireOf(cart)));
    const session = { kind: 'guest', sub: 'invitado-gemelo' } as const;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => orderSave(deps, body, session, MONDAY_NOON, '127.0.0.1')),
    );
    // jsonb keeps the stored answer's keys in its own order: the same answer, compared as JSON
    expect(new Set(answers.map((a) => canonicalJson(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ codigoRetorno: '00' });
    const stored = await storedOrders(w, [body.orden.idempotencia]);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.events).toHaveLength(1);
    // a twin with another body loses with 409
    const other = { ...body, data: { ...body.data, comentarios: 'otra' } };
    await expect(orderSave(deps, other, session, MONDAY_NOON, '127.0.0.1')).rejects.toMatchObject({
      status: 409,
      message: 'Tu orden ya se encuentra en proceso',
    });
  });

  test('the same body with its keys in another order is the same request', async () => {
    const cart = cartOf(1001);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const first = await w.save(body);
    const reordered = {
      checkout: body.checkout,
      device: body.device,
      orden: { idempotencia: body.orden.idempotencia.toUpperCase(), fcmToken: '', idord: 0 },
      menu: body.menu,
      data: Object.fromEntries(Object.entries(body.data).reverse()),
    };
    const again = await w.save(reordered);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await storedOrders(w, [body.orden.idempotencia])).toHaveLength(1);
  });
});

describe('a used key with something else', () => {
  test('another body → 409 02 Tu orden ya se encuentra en proceso, the order unchanged', async () => {
    const cart = cartOf(1001);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const first = await w.save(body);
    expect(first.body.codigoRetorno).toBe('00');
    const before = await orderCount(w);
    const other = { ...body, data: { ...body.data, nombre: 'Otra Persona' } };
    const r = await w.save(other);
    expect(r.status).toBe(409);
    expect(r.body).toEqual(IN_PROCESS);
    expect(await orderCount(w)).toBe(before);
    const [order] = await storedOrders(w, [body.orden.idempotencia]);
    expect(order?.contactName).toBe('Ana María Pérez');
  });

  test('differing bodies racing on one key: one order, the others 409', async () => {
    const cart = cartOf(1502);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const variants = Array.from({ length: 8 }, (_, i) => ({
      ...body,
      data: { ...body.data, comentarios: `variante ${i}` },
    }));
    const key = await w.ckKey();
    const answers = await Promise.all(variants.map((v) => w.saveRaw(sealBody(v, key))));
    expect(answers.filter((a) => a.status === 200 && a.body.codigoRetorno === '00')).toHaveLength(
      1,
    );
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect(await storedOrders(w, [body.orden.idempotencia])).toHaveLength(1);
  });

  test('the same body from another customer → 409 (the tracker is never handed out)', async () => {
    const cart = cartOf(1001);
    const body = orderBody(pickupData(cart), wireOf(cart));
    expect((await w.save(body)).body.codigoRetorno).toBe('00');
    const r = await w.save(body, await w.newGuest());
    expect(r.status).toBe(409);
    expect(r.body).toEqual(IN_PROCESS);
  });

  test('a refused answer is not stored: the key can then be saved', async () => {
    const cart = cartOf(1001);
    const body = orderBody(pickupData(cart), wireOf(cart));
    const wrong = { ...body, data: { ...body.data, totalVenta: 1.0 } };
    expect((await w.save(wrong)).body.codigoRetorno).toBe('01');
    expect(await storedOrders(w, [body.orden.idempotencia])).toEqual([]);
    const r = await w.save(body);
    expect(r.body.codigoRetorno).toBe('00');
  });
});
