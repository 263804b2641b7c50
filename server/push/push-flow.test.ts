import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { cartEmpty, type Cart } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { orders } from '../db/schema/orders.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema/push.ts';
import { DEV_REQUEST_HEADER } from '../dev/dev-request.ts';
import {
  deliveryData,
  MONDAY_NOON,
  orderBody,
  orderCount,
  pickupData,
  storedOrders,
  useSaveWorld,
} from '../test/save-world.ts';
import { menuProduct, wireOf } from '../quote/quote.fixture';
import { PUSH_PUBLIC_KEY_PATH } from './push-delivery.ts';
import {
  pushEndpointStart,
  pushSubscriberCreate,
  vapidVerify,
  type PushEndpoint,
  type PushSubscriber,
} from './push-endpoint.fixture.ts';
import { PUSH_SUBSCRIPTION_MSG } from './push-subscription-parse.ts';
import { until } from '../test/until.ts';

// issue 19 "What this issue must show": a real push service on loopback (its origin in
// PUSH_ENDPOINT_ALLOW), a subscription whose keys the test holds, an order placed through
// the real call, moved by the real development call; the push arrives as aes128gcm, signed
// with VAPID, and decrypts to the §4.4 status in Spanish with the order number.
let endpoint: PushEndpoint;
const env: Record<string, string> = { PUSH_POLL_MS: '20' };
beforeAll(async () => {
  endpoint = await pushEndpointStart();
  env.PUSH_ENDPOINT_ALLOW = `${endpoint.origin}, https://*.notify.windows.com`;
});
const w = useSaveWorld(env);
afterAll(async () => {
  await endpoint.close();
});
beforeEach(() => {
  w.setNow(MONDAY_NOON);
  endpoint.answers.length = 0;
});

let publicKey = '';
beforeAll(async () => {
  const res = await fetch(`${w.server.url}${PUSH_PUBLIC_KEY_PATH}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  publicKey = ((await res.json()) as { publicKey: string }).publicKey;
});

/** Six regular fries ($8.94): above the $7.50 home delivery minimum. */
function friesCart(): Cart {
  return cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 6);
}

let deviceCount = 0;
/** A new browser's subscription at our push service. */
const device = () => pushSubscriberCreate(`${endpoint.origin}/push/dispositivo-${++deviceCount}`);

async function place(subscriber: PushSubscriber | null, home = true) {
  const cart = friesCart();
  const body = orderBody(home ? deliveryData(cart) : pickupData(cart), wireOf(cart));
  body.orden.fcmToken = subscriber?.json ?? '';
  const r = await w.save(body);
  expect(r.body).toMatchObject({ codigoRetorno: '00' });
  const [row] = await storedOrders(w, [body.orden.idempotencia]);
  return row!;
}

async function advance(id: number, estado = '') {
  const res = await fetch(`${w.server.url}/dev/orders/${id}/status`, {
    method: 'POST',
    headers: { [DEV_REQUEST_HEADER]: 'dev', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ estado }),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  expect(answer).toMatchObject({ codigoRetorno: '00' });
  return answer;
}

const outboxOf = (orderId: number) =>
  w.server.db.select().from(pushOutbox).where(eq(pushOutbox.orderId, orderId));

describe('an order with a push subscription', () => {
  test('each status change reaches the device, encrypted, signed and in Spanish', async () => {
    const phone = device();
    const order = await place(phone);
    expect(order.pushSubscriptionId).toEqual(expect.any(Number));
    const before = endpoint.received.length;

    await advance(order.id); // PEN > INI
    const first = await endpoint.nth(before + 1);
    expect(first.path).toBe(new URL(phone.endpoint).pathname);
    expect(first.headers).toMatchObject({
      ttl: '3600',
      urgency: 'normal',
      topic: `o${order.id}`,
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    const claims = vapidVerify(String(first.headers.authorization), publicKey);
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    expect(JSON.parse(phone.decrypt(first.body))).toEqual({
      v: 1,
      hash: order.hash,
      orderId: order.id,
      status: 'INI',
      title: 'Estado de tu pedido',
      body: `Pedido #${order.id}: En preparación`,
      url: `/tracking/${order.hash}`,
      inProgress: 1,
      at: MONDAY_NOON.toISOString(),
    });

    await advance(order.id); // INI > LLE
    await advance(order.id); // LLE > DES: on its way, urgent
    const shipped = await until(
      async () => endpoint.received.slice(before + 1).map((push) => phone.decrypt(push.body)),
      (texts) => texts.some((text) => text.includes('"DES"')),
    );
    const last = endpoint.received[before + shipped.length]!;
    expect(last.headers.urgency).toBe('high');
    expect(JSON.parse(shipped.at(-1)!)).toMatchObject({
      status: 'DES',
      body: `Pedido #${order.id}: Ha sido enviado`,
      inProgress: 1,
    });
    // a wrong key cannot read it: the auth secret and private key are this device's
    expect(() => device().decrypt(last.body)).toThrow();

    await advance(order.id, 'ENT');
    const delivered = await endpoint.nth(before + shipped.length + 2);
    expect(JSON.parse(phone.decrypt(delivered.body))).toMatchObject({
      status: 'ENT',
      body: `Pedido #${order.id}: Ya fué entregado`,
      inProgress: 0,
    });
    const rows = await until(
      () => outboxOf(order.id),
      (list) => list.every((row) => row.sentAt !== null),
    );
    expect(rows.at(-1)).toMatchObject({ status: 'ENT', attempts: 1, lastError: null });
  });

  test('a later order of the device reuses its subscription; no subscription, no push', async () => {
    const phone = device();
    const first = await place(phone);
    const second = await place(phone, false);
    expect(second.pushSubscriptionId).toBe(first.pushSubscriptionId);
    const rows = await w.server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(rows).toHaveLength(1);

    const silent = await place(null);
    expect(silent.pushSubscriptionId).toBeNull();
    await advance(silent.id);
    expect(await outboxOf(silent.id)).toEqual([]);
  });

  test('410 Gone deletes the subscription and what was queued for it', async () => {
    const phone = device();
    const order = await place(phone);
    const other = await place(phone, false);
    const subscriptionId = order.pushSubscriptionId!;
    const before = endpoint.received.length;
    endpoint.answers.push(410);
    await advance(order.id);
    await endpoint.nth(before + 1);
    await until(
      () =>
        w.server.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, subscriptionId)),
      (list) => list.length === 0,
    );
    const linked = await w.server.db
      .select({ id: orders.id, sub: orders.pushSubscriptionId })
      .from(orders)
      .where(eq(orders.pushSubscriptionId, subscriptionId));
    expect(linked).toEqual([]);
    expect(await outboxOf(order.id)).toEqual([]);
    // the device's other order no longer pushes either
    await advance(other.id);
    expect(await outboxOf(other.id)).toEqual([]);
    expect(endpoint.received.length).toBe(before + 1);
  });

  test('a 500 is retried after the backoff, and then delivered', async () => {
    const phone = device();
    const order = await place(phone);
    const before = endpoint.received.length;
    endpoint.answers.push(500);
    await advance(order.id);
    await endpoint.nth(before + 1);
    const [failed] = await until(
      () => outboxOf(order.id),
      (list) => list[0]?.attempts === 1,
    );
    expect(failed).toMatchObject({ sentAt: null, lastError: '500', lockedUntil: null });
    expect(failed!.nextAttemptAt.getTime()).toBe(MONDAY_NOON.getTime() + 10_000);
    // not before its time: polls pass, nothing is sent
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endpoint.received.length).toBe(before + 1);

    w.setNow(new Date(MONDAY_NOON.getTime() + 10_000));
    const retried = await endpoint.nth(before + 2);
    expect(JSON.parse(phone.decrypt(retried.body))).toMatchObject({
      orderId: order.id,
      status: 'INI',
    });
    const [sent] = await until(
      () => outboxOf(order.id),
      (list) => list[0]?.sentAt !== null,
    );
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
  });
});

describe('a hostile client at the order save', () => {
  const subscriptionJson = (endpointUrl: string, keys?: Record<string, unknown>) => {
    const valid = JSON.parse(pushSubscriberCreate(endpointUrl).json) as Record<string, unknown>;
    return JSON.stringify(keys ? { ...valid, keys } : valid);
  };

  const cases: [string, () => string, string][] = [
    [
      'an endpoint outside the allow list',
      () => subscriptionJson('https://evil.example/push/1'),
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
    [
      'a push service over plain http',
      () => subscriptionJson('http://fcm.googleapis.com/fcm/send/x'),
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
    [
      'a look-alike host',
      () => subscriptionJson('https://fcm.googleapis.com.evil.example/fcm/send/x'),
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
    [
      'credentials in the URL',
      () => subscriptionJson(`http://u:p@${endpoint.origin.slice(7)}/x`),
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
    [
      'the wildcard domain itself',
      () => subscriptionJson('https://notify.windows.com/w/?token=x'),
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
    [
      'another port of an allowed host',
      () => subscriptionJson('https://db5p.notify.windows.com:8443/w/'),
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
    ['garbage', () => 'no es json {', PUSH_SUBSCRIPTION_MSG.invalid],
    [
      'a JSON string',
      () => JSON.stringify('https://fcm.googleapis.com/fcm/send/x'),
      PUSH_SUBSCRIPTION_MSG.invalid,
    ],
    [
      'keys of the wrong length',
      () => subscriptionJson(`${endpoint.origin}/x`, { p256dh: 'AAAA', auth: 'AAAA' }),
      PUSH_SUBSCRIPTION_MSG.invalid,
    ],
    [
      'a key that is no P-256 point',
      () =>
        subscriptionJson(`${endpoint.origin}/x`, {
          p256dh: Buffer.alloc(65, 1).toString('base64url'),
          auth: Buffer.alloc(16, 1).toString('base64url'),
        }),
      PUSH_SUBSCRIPTION_MSG.invalid,
    ],
    [
      'a point off the P-256 curve',
      () =>
        subscriptionJson(`${endpoint.origin}/x`, {
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
          auth: Buffer.alloc(16, 1).toString('base64url'),
        }),
      PUSH_SUBSCRIPTION_MSG.invalid,
    ],
    [
      'an endpoint of 1600 characters',
      () => subscriptionJson(`${endpoint.origin}/${'a'.repeat(1600)}`),
      PUSH_SUBSCRIPTION_MSG.invalid,
    ],
  ];

  test.each(cases)('%s is refused with 01, nothing stored', async (_name, token, message) => {
    const before = await orderCount(w);
    const subscriptions = (await w.server.db.select().from(pushSubscriptions)).length;
    const cart = friesCart();
    const body = orderBody(pickupData(cart), wireOf(cart));
    body.orden.fcmToken = token();
    const r = await w.save(body);
    expect(r.body).toMatchObject({ codigoRetorno: '01', mensajeRetorno: message });
    expect(await orderCount(w)).toBe(before);
    expect((await w.server.db.select().from(pushSubscriptions)).length).toBe(subscriptions);
  });

  test('a huge token is refused by the body check (400)', async () => {
    const before = await orderCount(w);
    const cart = friesCart();
    const body = orderBody(pickupData(cart), wireOf(cart));
    body.orden.fcmToken = `{"endpoint":"${endpoint.origin}/${'x'.repeat(5000)}"}`;
    const r = await w.save(body);
    expect(r.status).toBe(400);
    expect(String(r.body.mensajeRetorno)).toContain('fcmToken');
    expect(await orderCount(w)).toBe(before);
  });

  test('a subscription on a wildcard-allowed service is taken', async () => {
    const order = await place(pushSubscriberCreate('https://db5p.notify.windows.com/w/?token=abc'));
    expect(order.pushSubscriptionId).toEqual(expect.any(Number));
  });
});
