import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { cartEmpty } from '../../src/domain/cart/cart.ts';
import { cartAdd } from '../../src/domain/cart/cart-add.ts';
import { customerSession } from '../accounts/customer.fixture.ts';
import { orderPushSubscriptions, pushOutbox, pushSubscriptions } from '../db/schema/push.ts';
import { DEV_REQUEST_HEADER } from '../dev/dev-request.ts';
import { menuProduct, wireOf } from '../quote/quote.fixture';
import { post } from '../test/harness.ts';
import {
  MONDAY_NOON,
  orderBody,
  pickupData,
  storedOrders,
  useSaveWorld,
} from '../test/save-world.ts';
import {
  pushEndpointStart,
  pushSubscriberCreate,
  type PushEndpoint,
  type PushSubscriber,
} from './push-endpoint.fixture.ts';
import { PUSH_ATTACH_MSG, PUSH_ORDER_SUBSCRIPTIONS_MAX } from './push-order-attach.ts';
import { PUSH_SUBSCRIPTION_MSG } from './push-subscription-parse.ts';

// Issue 34 defect 3: the order just placed gets the subscription its success screen made,
// through tracker/saveSuscripcionPush, authorised by the order's hash AND the session that
// placed it. A hostile client first: another guest, another customer, a wrong hash, a bad
// subscription, repeats, too many devices, a finished order; then the push arriving.
const CALL = '/tracker/saveSuscripcionPush';

let endpoint: PushEndpoint;
const env: Record<string, string> = { PUSH_POLL_MS: '20' };
beforeAll(async () => {
  endpoint = await pushEndpointStart();
  env.PUSH_ENDPOINT_ALLOW = endpoint.origin;
});
const w = useSaveWorld(env);
afterAll(async () => {
  await endpoint.close();
});
beforeEach(() => {
  w.setNow(MONDAY_NOON);
});

let deviceCount = 0;
const device = () => pushSubscriberCreate(`${endpoint.origin}/push/adjunto-${++deviceCount}`);

/** A pickup order placed without a subscription (as before the prompt), by `headers`. */
async function place(headers = w.guest) {
  const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 2);
  const body = orderBody(pickupData(cart), wireOf(cart));
  const r = await w.save(body, headers);
  expect(r.body).toMatchObject({ codigoRetorno: '00' });
  const [row] = await storedOrders(w, [body.orden.idempotencia]);
  expect(row!.pushSubscriptionId).toBeNull();
  return row!;
}

const attach = (hash: string, fcmToken: string, headers: Record<string, string> = w.guest) =>
  post(w.server, CALL, { hash, fcmToken }, headers);

async function advance(id: number, estado = '') {
  const res = await fetch(`${w.server.url}/dev/orders/${id}/status`, {
    method: 'POST',
    headers: { [DEV_REQUEST_HEADER]: 'dev', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ estado }),
  });
  expect(await res.json()).toMatchObject({ codigoRetorno: '00' });
}

const linksOf = (orderId: number) =>
  w.server.db
    .select()
    .from(orderPushSubscriptions)
    .where(eq(orderPushSubscriptions.orderId, orderId));

const subscriptionCount = async () => (await w.server.db.select().from(pushSubscriptions)).length;

describe('a hostile client', () => {
  test('another guest, another customer, a wrong hash: 404, nothing stored', async () => {
    const order = await place();
    const phone = device();
    const before = await subscriptionCount();
    const stranger = await w.newGuest();
    const customer = await customerSession(w.server, 'ajeno-push', MONDAY_NOON);
    for (const headers of [stranger, customer.headers]) {
      const r = await attach(order.hash, phone.json, headers);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ codigoRetorno: '02', mensajeRetorno: 'Pedido no encontrado' });
    }
    const wrong = order.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const hash of [wrong, 'no-es-un-hash', order.hash.toUpperCase()]) {
      expect((await attach(hash, phone.json)).status).toBe(404);
    }
    expect(await linksOf(order.id)).toEqual([]);
    expect(await subscriptionCount()).toBe(before);
  });

  test('no token is a 401; a malformed body a 400', async () => {
    const order = await place();
    expect((await attach(order.hash, device().json, {})).status).toBe(401);
    const missing = await post(w.server, CALL, { hash: order.hash }, w.guest);
    expect(missing.status).toBe(400);
    expect(String(missing.body.mensajeRetorno)).toContain('fcmToken');
    const empty = await attach(order.hash, '');
    expect(empty.status).toBe(400);
    const huge = await attach(order.hash, `{"endpoint":"${endpoint.origin}/${'x'.repeat(3000)}"}`);
    expect(huge.status).toBe(400);
    expect(await linksOf(order.id)).toEqual([]);
  });

  const bad: [string, () => string, string][] = [
    ['garbage', () => 'no es json {', PUSH_SUBSCRIPTION_MSG.invalid],
    [
      'keys of the wrong length',
      () =>
        JSON.stringify({
          endpoint: `${endpoint.origin}/x`,
          keys: { p256dh: 'AAAA', auth: 'AAAA' },
        }),
      PUSH_SUBSCRIPTION_MSG.invalid,
    ],
    [
      'an endpoint outside the allow list',
      () => pushSubscriberCreate('https://evil.example/push/1').json,
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
    [
      'an internal address',
      () => pushSubscriberCreate('http://169.254.169.254/latest/meta-data').json,
      PUSH_SUBSCRIPTION_MSG.endpoint,
    ],
  ];

  test.each(bad)('%s is refused with 01, nothing stored', async (_name, token, message) => {
    const order = await place();
    const before = await subscriptionCount();
    const r = await attach(order.hash, token());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ codigoRetorno: '01', mensajeRetorno: message });
    expect(await linksOf(order.id)).toEqual([]);
    expect(await subscriptionCount()).toBe(before);
  });

  test('the same subscription twice is one; at most a few devices per order', async () => {
    const order = await place();
    const phone = device();
    for (let i = 0; i < 3; i++) {
      const r = await attach(order.hash, phone.json);
      expect(r.body).toMatchObject({ codigoRetorno: '00', mensajeRetorno: PUSH_ATTACH_MSG.done });
    }
    expect(await linksOf(order.id)).toHaveLength(1);
    for (let i = 1; i < PUSH_ORDER_SUBSCRIPTIONS_MAX; i++) {
      expect((await attach(order.hash, device().json)).body.codigoRetorno).toBe('00');
    }
    const full = await attach(order.hash, device().json);
    expect(full.body).toMatchObject({ codigoRetorno: '01', mensajeRetorno: PUSH_ATTACH_MSG.full });
    expect(await linksOf(order.id)).toHaveLength(PUSH_ORDER_SUBSCRIPTIONS_MAX);
    // one already attached is still one, and still '00'
    expect((await attach(order.hash, phone.json)).body.codigoRetorno).toBe('00');
  });

  test('concurrent attaches never pass the cap', async () => {
    const order = await place();
    const answers = await Promise.all(
      Array.from({ length: PUSH_ORDER_SUBSCRIPTIONS_MAX + 3 }, () =>
        attach(order.hash, device().json),
      ),
    );
    const done = answers.filter((a) => a.body.codigoRetorno === '00');
    expect(done).toHaveLength(PUSH_ORDER_SUBSCRIPTIONS_MAX);
    expect(await linksOf(order.id)).toHaveLength(PUSH_ORDER_SUBSCRIPTIONS_MAX);
  });

  test('a finished order is refused', async () => {
    const order = await place();
    await advance(order.id, 'INI');
    await advance(order.id, 'ENT');
    const r = await attach(order.hash, device().json);
    expect(r.body).toMatchObject({ codigoRetorno: '01', mensajeRetorno: PUSH_ATTACH_MSG.finished });
    expect(await linksOf(order.id)).toEqual([]);
  });
});

describe('the order just placed', () => {
  async function pushesTo(subscriber: PushSubscriber, from: number, count: number) {
    const texts: Record<string, unknown>[] = [];
    for (let n = from + 1; texts.length < count; n++) {
      const push = await endpoint.nth(n);
      if (push.path === new URL(subscriber.endpoint).pathname) {
        texts.push(JSON.parse(subscriber.decrypt(push.body)) as Record<string, unknown>);
      }
    }
    return texts;
  }

  test("a guest's order hears of its next status on the device attached after its save", async () => {
    const order = await place();
    const phone = device();
    expect((await attach(order.hash, phone.json)).body.codigoRetorno).toBe('00');
    const before = endpoint.received.length;
    await advance(order.id); // PEN > INI
    const [push] = await pushesTo(phone, before, 1);
    expect(push).toMatchObject({
      hash: order.hash,
      orderId: order.id,
      status: 'INI',
      body: `Pedido #${order.id}: En preparación`,
      inProgress: 0,
    });
  });

  test("a customer's order, attached with the customer's session; two devices both hear", async () => {
    const ana = await customerSession(w.server, 'ana-push', MONDAY_NOON);
    const order = await place(ana.headers);
    // the guest token of the same browser is not the session that placed it
    expect((await attach(order.hash, device().json, w.guest)).status).toBe(404);
    const phone = device();
    const laptop = device();
    expect((await attach(order.hash, phone.json, ana.headers)).body.codigoRetorno).toBe('00');
    expect((await attach(order.hash, laptop.json, ana.headers)).body.codigoRetorno).toBe('00');
    const before = endpoint.received.length;
    await advance(order.id);
    const [toPhone] = await pushesTo(phone, before, 1);
    const [toLaptop] = await pushesTo(laptop, before, 1);
    expect(toPhone).toMatchObject({ orderId: order.id, status: 'INI' });
    expect(toLaptop).toMatchObject({ orderId: order.id, status: 'INI' });
    const queued = await w.server.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.orderId, order.id));
    expect(queued).toHaveLength(2);
  });

  test('an order saved with a subscription counts it once when the same one is attached', async () => {
    const phone = device();
    const cart = cartAdd(cartEmpty(), menuProduct(w.clientMenu, 1001), 2);
    const body = orderBody(pickupData(cart), wireOf(cart));
    body.orden.fcmToken = phone.json;
    expect((await w.save(body)).body.codigoRetorno).toBe('00');
    const [order] = await storedOrders(w, [body.orden.idempotencia]);
    expect((await attach(order!.hash, phone.json)).body.codigoRetorno).toBe('00');
    const before = endpoint.received.length;
    await advance(order!.id);
    await pushesTo(phone, before, 1);
    const queued = await w.server.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.orderId, order!.id));
    expect(queued).toHaveLength(1);
  });
});
