import { createServer } from 'node:http';
import { asc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema/push.ts';
import { orderFixtureInsert } from '../orders/read/order.fixture.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { pushClaim } from './push-claim.ts';
import {
  pushEndpointStart,
  pushSubscriberCreate,
  type PushEndpoint,
  type PushSubscriber,
} from './push-endpoint.fixture.ts';
import type { PushKeys } from './push-keys.ts';
import { pushEnqueue } from './push-outbox.ts';
import { PUSH_MAX_ATTEMPTS, PUSH_NEVER } from './push-retry.ts';
import { pushSenderStart, type PushSender } from './push-sender.ts';
import { pushSubscriptionParse } from './push-subscription-parse.ts';
import { pushSubscriptionSave } from './push-subscriptions.ts';
import { fetchPushTransport } from './push-transport.ts';
import { pushWake } from './push-wake.ts';
import { until } from '../test/until.ts';

// issue 19: the push outbox and its sender on a real database and a real push service on
// loopback: one send per push with several senders, the backoff's limits, the push's hour,
// a stop in the middle of a try.
const START = new Date('2026-11-23T18:00:00.000Z');
const KEYS: PushKeys = {
  ...webpush.generateVAPIDKeys(),
  subject: 'mailto:push@example.com',
  source: 'config',
};

let t: TestDatabase;
let db: Database;
let endpoint: PushEndpoint;
let now: Date;
const clock = () => now;
const senders: PushSender[] = [];

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  endpoint = await pushEndpointStart();
});
afterAll(async () => {
  await endpoint.close();
  await t.close();
});
beforeEach(async () => {
  now = START;
  endpoint.received.length = 0;
  endpoint.answers.length = 0;
  await db.delete(pushOutbox);
});
afterEach(async () => {
  for (const s of senders.splice(0)) await s.stop();
});

function start(extra: { batchSize?: number; timeoutMs?: number } = {}) {
  const sender = pushSenderStart({
    db,
    keys: KEYS,
    transport: fetchPushTransport(extra.timeoutMs),
    clock,
    pollMs: 10,
    ...(extra.batchSize ? { batchSize: extra.batchSize } : {}),
  });
  senders.push(sender);
  return sender;
}

/** An order with a subscription of a new device, and that device. */
async function orderWithDevice(
  path = 'dispositivo',
): Promise<{ id: number; subscriptionId: number; device: PushSubscriber }> {
  const device = pushSubscriberCreate(`${endpoint.origin}/${path}/${Math.random()}`);
  const parsed = pushSubscriptionParse(device.json, [endpoint.origin]);
  if (!parsed.ok || parsed.subscription === null) throw new Error('suscripción inválida');
  const subscriptionId = await pushSubscriptionSave(db, parsed.subscription, now);
  const order = await orderFixtureInsert(db, {
    ownerSub: 'g-1',
    deliveryType: 'DOM',
    createdAt: now,
  });
  await db
    .update(orders)
    .set({ pushSubscriptionId: subscriptionId })
    .where(eq(orders.id, order.id));
  return { id: order.id, subscriptionId, device };
}

async function enqueue(
  order: { id: number; subscriptionId: number },
  status: 'INI' | 'DES' = 'INI',
) {
  await db.transaction((tx) =>
    pushEnqueue(tx, { id: order.id, pushSubscriptionId: order.subscriptionId }, status, now),
  );
}

/**
 * A push of a new order of `ownerSub` queued for a push service on loopback that takes the
 * request and never answers, while `run` runs.
 */
async function withSilentPushService(ownerSub: string, run: () => Promise<void>) {
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as { port: number }).port;
  try {
    const device = pushSubscriberCreate(`http://127.0.0.1:${port}/mudo`);
    const parsed = pushSubscriptionParse(device.json, [`http://127.0.0.1:${port}`]);
    if (!parsed.ok || !parsed.subscription) throw new Error('suscripción inválida');
    const subscriptionId = await pushSubscriptionSave(db, parsed.subscription, now);
    const order = await orderFixtureInsert(db, { ownerSub, createdAt: now });
    await enqueue({ id: order.id, subscriptionId });
    await run();
  } finally {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  }
}

const rows = () => db.select().from(pushOutbox).orderBy(asc(pushOutbox.id));

describe('claiming', () => {
  test('two claimers at once never take the same push', async () => {
    for (let i = 0; i < 12; i++) await enqueue(await orderWithDevice());
    const [a, b] = await Promise.all([
      pushClaim(db, now, 60_000, 8),
      pushClaim(db, now, 60_000, 8),
    ]);
    const ids = [...a!, ...b!].map((push) => push.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(12);
    // leased: nothing is due until the lease runs out, then all of it again
    expect(await pushClaim(db, now, 60_000, 20)).toEqual([]);
    expect(await pushClaim(db, new Date(now.getTime() + 60_000), 60_000, 20)).toHaveLength(12);
  });

  test('a newer status replaces the waiting push of the same order', async () => {
    const order = await orderWithDevice();
    await enqueue(order, 'INI');
    await enqueue(order, 'DES');
    expect((await rows()).map((row) => row.status)).toEqual(['DES']);
  });
});

describe('the sender', () => {
  test('two senders deliver each of 30 pushes exactly once', async () => {
    const devices: Awaited<ReturnType<typeof orderWithDevice>>[] = [];
    for (let i = 0; i < 30; i++) {
      const order = await orderWithDevice(`d${i}`);
      devices.push(order);
      await enqueue(order);
    }
    start({ batchSize: 4 });
    start({ batchSize: 4 });
    await endpoint.nth(30);
    await until(rows, (list) => list.every((row) => row.sentAt !== null));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endpoint.received).toHaveLength(30);
    const orderIds = endpoint.received.map((push) => {
      const device = devices.find((d) => new URL(d.device.endpoint).pathname === push.path)!;
      return (JSON.parse(device.device.decrypt(push.body)) as { orderId: number }).orderId;
    });
    expect(new Set(orderIds).size).toBe(30);
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  });

  test('a wake-up sends at once, without waiting for the poll', async () => {
    const sender = pushSenderStart({
      db,
      keys: KEYS,
      transport: fetchPushTransport(),
      clock,
      pollMs: 60_000,
    });
    senders.push(sender);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await enqueue(await orderWithDevice());
    pushWake();
    await endpoint.nth(1, 2000);
  });

  test('a push service that keeps failing is given up after the last try', async () => {
    const order = await orderWithDevice();
    await enqueue(order);
    endpoint.answers.push(...Array.from({ length: PUSH_MAX_ATTEMPTS }, () => 503));
    start();
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt++) {
      await endpoint.nth(attempt);
      const [row] = await until(rows, (list) => list[0]?.attempts === attempt);
      if (attempt < PUSH_MAX_ATTEMPTS) {
        expect(row!.lastError).toBe('503');
        now = row!.nextAttemptAt;
      } else {
        expect(row).toMatchObject({ lastError: 'abandonado: 503', sentAt: null });
        expect(row!.nextAttemptAt).toEqual(PUSH_NEVER);
      }
    }
    // the waits doubled from 10 s and stayed within the push's hour
    expect(now.getTime() - START.getTime()).toBe(
      [1, 2, 4, 8, 16, 32, 60].reduce((sum, n) => sum + n * 10_000, 0),
    );
  });

  test('a 400 is not tried again', async () => {
    await enqueue(await orderWithDevice());
    endpoint.answers.push(400);
    start();
    await endpoint.nth(1);
    const [row] = await until(rows, (list) => list[0]?.attempts === 1);
    expect(row).toMatchObject({ lastError: 'abandonado: 400', sentAt: null });
  });

  test('a stored key nobody can encrypt for is given up, not retried', async () => {
    const subscriptionId = await pushSubscriptionSave(
      db,
      {
        endpoint: `${endpoint.origin}/fuera-de-la-curva`,
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
        auth: Buffer.alloc(16, 1).toString('base64url'),
      },
      now,
    );
    const order = await orderFixtureInsert(db, { ownerSub: 'g-4', createdAt: now });
    await enqueue({ id: order.id, subscriptionId });
    start();
    const [row] = await until(rows, (list) => list[0]?.lastError !== null);
    expect(row).toMatchObject({ lastError: 'abandonado: clave', attempts: 1, sentAt: null });
    expect(endpoint.received).toHaveLength(0);
  });

  test('a push older than its hour is dropped unsent', async () => {
    await enqueue(await orderWithDevice());
    now = new Date(START.getTime() + 3600_000 + 1);
    start();
    const [row] = await until(rows, (list) => list[0]?.lastError !== null);
    expect(row).toMatchObject({ lastError: 'abandonado: caducado', attempts: 0, sentAt: null });
    expect(endpoint.received).toHaveLength(0);
  });

  test('a push service that does not answer times out and is retried', async () => {
    await withSilentPushService('g-2', async () => {
      start({ timeoutMs: 100 });
      const [row] = await until(rows, (list) => list[0]?.attempts === 1);
      expect(row).toMatchObject({ lastError: 'ETIMEDOUT', sentAt: null });
    });
  });

  test('stopping in the middle of a try hands the push back, no try counted', async () => {
    await withSilentPushService('g-3', async () => {
      const sender = start();
      await until(rows, (list) => list[0]?.lockedUntil !== null);
      await sender.stop();
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: 0, lockedUntil: null, sentAt: null, lastError: null });
    });
  });
});

test('deleting a subscription keeps its orders, unlinked', async () => {
  const order = await orderWithDevice();
  const { pushSubscriptionsDelete } = await import('./push-subscriptions.ts');
  await enqueue(order);
  await db.transaction((tx) => pushSubscriptionsDelete(tx, [order.subscriptionId]));
  expect(await rows()).toEqual([]);
  expect(
    await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, order.subscriptionId)),
  ).toEqual([]);
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
  expect(row?.pushSubscriptionId).toBeNull();
});
