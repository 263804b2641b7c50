import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { geoDistanceKm } from '../../../src/domain/geo/geo-distance.ts';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { pushOutbox } from '../../db/schema/push.ts';
import { pushSubscriptionSave } from '../../push/push-subscriptions.ts';
import { loadChain } from '../../seed/load.ts';
import { demoChain } from '../../test/guest-calls.ts';
import { openTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { orderFixtureInsert } from '../read/order.fixture';
import { orderPointsOf } from '../read/order-find.ts';
import { driverStep } from './driver-step.ts';
import { orderAdvance } from './order-advance.ts';

// issue 6 "Operations": the state machine as the operator and the development tools drive
// it, on a real database with the demo chain (shop 1 'Galerías Escalón').
let t: TestDatabase;
let db: Database;
const now = new Date('2026-11-23T18:30:00Z');

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  await loadChain(db, demoChain());
});
afterAll(async () => {
  await t.close();
});

const statuses = async (id: number) =>
  (
    await db
      .select({ s: orderEvents.status })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.rowId))
  ).map((r) => r.s);
const statusOf = async (id: number) =>
  (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;

describe('orderAdvance', () => {
  test('a home delivery walks its natural path, one event per status, then stops', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', deliveryType: 'DOM' });
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await orderAdvance(db, o.id, undefined, now);
      if (!r.ok) throw new Error(r.message);
      seen.push(`${r.from}>${r.status}`);
    }
    expect(seen).toEqual(['PEN>INI', 'INI>LLE', 'LLE>DES', 'DES>LLC', 'LLC>ENT', 'ENT>FIN']);
    expect(await statuses(o.id)).toEqual(['PEN', 'INI', 'LLE', 'DES', 'LLC', 'ENT', 'FIN']);
    expect(await orderAdvance(db, o.id, undefined, now)).toEqual({
      ok: false,
      reason: 'refused',
      message: `El pedido #${o.id} ya está en FIN: no tiene un siguiente estado`,
    });
  });

  test('a pickup order skips the driver, and refuses a driver status', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', deliveryType: 'TRA' });
    await orderAdvance(db, o.id, undefined, now);
    expect(await orderAdvance(db, o.id, 'LLE', now)).toMatchObject({
      ok: false,
      message: `El pedido #${o.id} se recoge en tienda: no pasa por LLE (no lleva repartidor)`,
    });
    expect(await orderAdvance(db, o.id, undefined, now)).toMatchObject({ ok: true, status: 'ENT' });
    expect(await statuses(o.id)).toEqual(['PEN', 'INI', 'ENT']);
  });

  test('impossible moves are refused in Spanish and change nothing', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', deliveryType: 'DOM' });
    for (const to of ['DES', 'FIN', 'ENT', 'PEN'] as const) {
      expect(await orderAdvance(db, o.id, to, now)).toEqual({
        ok: false,
        reason: 'refused',
        message: `El pedido #${o.id} no puede pasar de PEN a ${to}`,
      });
    }
    expect(await statusOf(o.id)).toBe('PEN');
    expect(await statuses(o.id)).toEqual(['PEN']);
    expect(await orderAdvance(db, o.id, 'CAN', now)).toMatchObject({ ok: true, status: 'CAN' });
    expect(await orderAdvance(db, o.id, 'INI', now)).toMatchObject({ ok: false });
  });

  test('a card order may not leave PEN until it is paid, but to CAN', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', paymentType: 'TAR' });
    for (const to of [undefined, 'INI', 'ASI'] as const) {
      expect(await orderAdvance(db, o.id, to, now)).toMatchObject({
        ok: false,
        message: 'El pedido aún no está pagado',
      });
    }
    await db.update(orders).set({ paymentStatus: 'pagado' }).where(eq(orders.id, o.id));
    expect(await orderAdvance(db, o.id, undefined, now)).toMatchObject({ ok: true, status: 'INI' });
  });

  test('an abandoned card payment can be cancelled (issue 17: a certificate part comes back)', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', paymentType: 'TAR' });
    expect(await orderAdvance(db, o.id, 'CAN', now)).toMatchObject({ ok: true, status: 'CAN' });
  });

  test('an unknown order', async () => {
    expect(await orderAdvance(db, 987654, undefined, now)).toEqual({
      ok: false,
      reason: 'notFound',
      message: 'Pedido no encontrado',
    });
  });

  test('concurrent advances take one step each, never the same one twice', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', deliveryType: 'DOM' });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => orderAdvance(db, o.id, undefined, now)),
    );
    expect(results.map((r) => (r.ok ? r.status : r.message)).sort()).toEqual(
      ['DES', 'INI', 'LLC', 'LLE'].sort(),
    );
    expect(await statuses(o.id)).toEqual(['PEN', 'INI', 'LLE', 'DES', 'LLC']);
  });
});

describe('driverStep', () => {
  test('ten steps from the shop to the door: DES at the first, LLC at the last', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-1', deliveryType: 'DOM', shopId: 1 });
    const first = await driverStep(db, o.id, now);
    expect(first).toEqual({ ok: true, id: o.id, from: 'PEN', status: 'DES', points: 1 });
    expect(await statuses(o.id)).toEqual(['PEN', 'INI', 'LLE', 'DES']);
    for (let i = 2; i <= 9; i++) {
      expect(await driverStep(db, o.id, now)).toMatchObject({ status: 'DES', points: i });
    }
    expect(await driverStep(db, o.id, now)).toMatchObject({ status: 'LLC', points: 10 });
    expect(await statuses(o.id)).toEqual(['PEN', 'INI', 'LLE', 'DES', 'LLC']);
    expect(await driverStep(db, o.id, now)).toEqual({
      ok: false,
      reason: 'refused',
      message: `El pedido #${o.id} ya está en LLC: el repartidor no tiene más recorrido`,
    });

    const points = await orderPointsOf(db, o.id);
    expect(points.map((p) => p.idx)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shop = { latitude: 13.7031, longitude: -89.2279 };
    const door = { latitude: 13.7102, longitude: -89.2035 };
    const at = (i: number) => ({ latitude: points[i]!.latitude, longitude: points[i]!.longitude });
    expect(at(9)).toEqual(door);
    // each point is closer to the door than the shop was, and they keep getting closer
    for (let i = 1; i < 10; i++) {
      expect(geoDistanceKm(at(i), door)).toBeLessThan(geoDistanceKm(at(i - 1), door));
    }
    expect(geoDistanceKm(at(0), shop)).toBeGreaterThan(0);
    expect(points.slice(0, 9).every((p) => p.velocity > 0)).toBe(true);
    expect(points[9]!.velocity).toBe(0);
  });

  test('pickup orders have no driver; an unpaid card order is refused with nothing moved', async () => {
    const pickup = await orderFixtureInsert(db, { ownerSub: 'g-1', deliveryType: 'TRA' });
    expect(await driverStep(db, pickup.id, now)).toEqual({
      ok: false,
      reason: 'refused',
      message: `El pedido #${pickup.id} se recoge en tienda: no lleva repartidor`,
    });
    const card = await orderFixtureInsert(db, {
      ownerSub: 'g-1',
      deliveryType: 'DOM',
      paymentType: 'TAR',
    });
    expect(await driverStep(db, card.id, now)).toMatchObject({
      ok: false,
      message: 'El pedido aún no está pagado',
    });
    expect(await statuses(card.id)).toEqual(['PEN']);
    expect(await orderPointsOf(db, card.id)).toEqual([]);
  });

  test('a delivered order or a shop the chain lost is refused; an unknown order is not found', async () => {
    const delivered = await orderFixtureInsert(db, {
      ownerSub: 'g-1',
      deliveryType: 'DOM',
      status: 'ENT',
    });
    expect(await driverStep(db, delivered.id, now)).toMatchObject({ ok: false });
    const lost = await orderFixtureInsert(db, {
      ownerSub: 'g-1',
      deliveryType: 'DOM',
      shopId: 999,
    });
    expect(await driverStep(db, lost.id, now)).toMatchObject({
      ok: false,
      message: `La tienda del pedido #${lost.id} no está en la cadena cargada`,
    });
    expect(await statuses(lost.id)).toEqual(['PEN']);
    expect(await driverStep(db, 987654, now)).toMatchObject({ ok: false, reason: 'notFound' });
  });
});

describe('the push of a status change (issue 19)', () => {
  const pushesOf = async (id: number) =>
    (
      await db
        .select({ status: pushOutbox.status, sentAt: pushOutbox.sentAt })
        .from(pushOutbox)
        .where(eq(pushOutbox.orderId, id))
        .orderBy(asc(pushOutbox.id))
    ).map((row) => row.status);

  async function subscribed(deliveryType: 'TRA' | 'DOM') {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-push', deliveryType });
    const subscription = await pushSubscriptionSave(
      db,
      {
        endpoint: `https://fcm.googleapis.com/fcm/send/${o.id}`,
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
        auth: Buffer.alloc(16, 7).toString('base64url'),
      },
      now,
    );
    await db.update(orders).set({ pushSubscriptionId: subscription }).where(eq(orders.id, o.id));
    return o;
  }

  test('each move queues the new status with the move; a refused move queues nothing', async () => {
    const o = await subscribed('TRA');
    await orderAdvance(db, o.id, undefined, now);
    expect(await pushesOf(o.id)).toEqual(['INI']);
    await orderAdvance(db, o.id, 'DES', now);
    expect(await pushesOf(o.id)).toEqual(['INI']);
    // a newer status replaces the one still waiting
    await orderAdvance(db, o.id, 'ENT', now);
    expect(await pushesOf(o.id)).toEqual(['ENT']);
  });

  test("the driver's first step ships the order: one push, the shipped status", async () => {
    const o = await subscribed('DOM');
    const r = await driverStep(db, o.id, now);
    expect(r).toMatchObject({ ok: true, status: 'DES' });
    expect(await pushesOf(o.id)).toEqual(['DES']);
  });

  test('an order without a subscription queues nothing', async () => {
    const o = await orderFixtureInsert(db, { ownerSub: 'g-push', deliveryType: 'TRA' });
    await orderAdvance(db, o.id, undefined, now);
    expect(await pushesOf(o.id)).toEqual([]);
  });
});
