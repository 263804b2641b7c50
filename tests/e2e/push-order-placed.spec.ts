import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  pushSubscriberCreate,
  vapidVerify,
  type PushSubscriber,
} from '../../server/push/push-endpoint.fixture';
import { addFries, choosePickup, swReady, toPaymentStep } from './journey-fixture';
import {
  notifications,
  openProfile,
  placeOrder,
  pushDeliver,
  pushesReceived,
  pushSinkOrigin,
  pushSubscriptionStub,
  workerRegistrationId,
} from './push.fixture';

// Issue 34 defect 3: notifications granted on the success screen are for THAT order too.
// The whole chain in the browser: granted → subscribed → attached to the order just placed
// (tracker/saveSuscripcionPush) → its status moves → the server posts the push to the
// device's push service (the sink of scripts/e2e-server.mjs, as Debian's Chromium reaches no
// real one) → the push, decrypted with the keys only the device holds, names this order →
// the service worker shows it.

interface PushedOrder {
  hash: string;
  orderId: number;
  status: string;
  title: string;
  body: string;
  url: string;
}

/** The restaurant moves the order one status on (development endpoint); the new status. */
async function orderMoves(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.post(`/dev/orders/${id}/status`, {
    headers: { 'x-requested-with': 'e2e' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { estado: string }).estado;
}

/** The pushes the device's push service got, decrypted as the device does, oldest first. */
async function pushesDecrypted(device: PushSubscriber) {
  const pushes = await pushesReceived(new URL(device.endpoint).pathname);
  return pushes.map((push) => {
    const text = device.decrypt(push.body);
    return { ...push, text, order: JSON.parse(text) as PushedOrder };
  });
}

test('notifications granted on the success screen: the order just placed sends its next status to this device', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(45_000);
  const origin = new URL(baseURL!).origin;
  const sink = await pushSinkOrigin();
  // this browser's subscription: at the sink, on a path of its own, keys made here
  const device = pushSubscriberCreate(`${sink}/push/${randomUUID()}`);
  const { context, close } = await openProfile(baseURL!);
  try {
    await pushSubscriptionStub(context, device.json);
    const page = context.pages()[0] ?? (await context.newPage());
    await swReady(page);
    await choosePickup(page);
    await addFries(page);
    await toPaymentStep(page);
    const order = await placeOrder(page);

    // granted on its success screen: the subscription goes to the server for THIS order
    await context.grantPermissions(['notifications'], { origin });
    const attached = page.waitForResponse((r) => r.url().endsWith('/tracker/saveSuscripcionPush'), {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Activar notificaciones' }).click();
    expect(await (await attached).json()).toMatchObject({ codigoRetorno: '00' });
    await expect(page.getByText('Listo: te avisaremos cómo va tu pedido.')).toBeVisible();

    // the shop receives it, then hands it over: the server pushes the order's news
    expect(await orderMoves(request, order.id)).toBe('INI');
    expect(await orderMoves(request, order.id)).toBe('ENT');
    const news = {
      hash: order.hash,
      orderId: order.id,
      status: 'ENT',
      title: 'Estado de tu pedido',
      body: `Pedido #${order.id}: Ya fué entregado`,
      url: `/tracking/${order.hash}`,
    };
    await expect
      .poll(async () => (await pushesDecrypted(device)).map((push) => push.order))
      .toContainEqual(expect.objectContaining(news));
    const pushes = await pushesDecrypted(device);
    expect(pushes.map((push) => push.order.orderId)).toEqual(pushes.map(() => order.id));
    const delivered = pushes.find((push) => push.order.status === 'ENT')!;

    // signed by this server (VAPID) for this push service
    const { publicKey } = (await (await request.get('/push/vapid-public-key')).json()) as {
      publicKey: string;
    };
    expect(vapidVerify(delivered.headers.authorization!, publicKey).aud).toBe(sink);

    // the push service hands it to the browser: the worker shows it, opening its tracking
    const data = delivered.text;
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp, `${origin}/`);
    await pushDeliver(cdp, page, { origin, registrationId, data }, (list) =>
      list.some((n) => n.tag === `pedido-${order.id}`),
    );
    await expect
      .poll(() => notifications(page))
      .toEqual([{ title: news.title, body: news.body, tag: `pedido-${order.id}`, url: news.url }]);
  } finally {
    await close();
  }
});
