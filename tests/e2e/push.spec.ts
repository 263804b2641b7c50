import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderPersisted } from './order-persisted.fixture';
import {
  addFries,
  axeViolationIds,
  choosePickup,
  ERROR_TEXT,
  swReady,
  toPaymentStep,
} from './journey-fixture';
import {
  notifications,
  openProfile,
  placeOrder,
  pushDeliver,
  workerRegistrationId,
} from './push.fixture';

// Issue 19: order-status notifications. The prompt waits for an order; a push delivered to
// the service worker through the DevTools protocol shows its notification and leaves the
// order's new status on the device, so the tracking page shows it live and offline. The
// test never depends on a real push subscription (Debian's Chromium reaches no push
// service): subscribing fails quietly and orders still go.

const PROMPT_TITLE = '¿Te avisamos cómo va tu pedido?';

const prompt = (page: Page) => page.getByRole('region', { name: PROMPT_TITLE });

async function permission(page: Page): Promise<string> {
  return page.evaluate(() => Notification.permission);
}

/** The server's clock now (it runs from CLOCK_AT), epoch ms. */
async function serverNow(request: APIRequestContext): Promise<number> {
  const time = (await (await request.post('/api/data/getFechaHora')).json()) as { fecha: string };
  return Date.parse(time.fecha);
}

test.describe('order-status notifications (issue 19)', () => {
  test('asked only after an order; a push shows its notification and the new status, offline too; later orders go without a subscription', async ({
    baseURL,
    request,
  }) => {
    // a browser of its own, two orders and an offline reload: more than the default 30 s
    // when the machine is busy
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const { context, close } = await openProfile(baseURL!);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await swReady(page);
      // a first visit, then the whole way to the payment step: never asked
      await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
      await expect(prompt(page)).toHaveCount(0);
      await choosePickup(page);
      await addFries(page);
      await toPaymentStep(page);
      await expect(prompt(page)).toHaveCount(0);
      expect(await permission(page)).toBe('default');

      // placed: the explanation, with the browser's own question still not asked
      const order = await placeOrder(page);
      await expect(prompt(page)).toBeVisible();
      await expect(prompt(page)).toContainText('en preparación, en camino y entregado');
      expect(await permission(page)).toBe('default');
      expect(await axeViolationIds(page, '.push-prompt')).toEqual([]);

      // granted; subscribing cannot work here (no key or no push service): quietly closed
      await context.grantPermissions(['notifications'], { origin });
      await prompt(page).getByRole('button', { name: 'Activar notificaciones' }).click();
      await expect(prompt(page)).toHaveCount(0, { timeout: 20_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);

      // its tracking page, read online and kept on the device; granted: no prompt
      await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
      await expect(page).toHaveURL(new RegExp(`/tracking/${order.hash}$`));
      const status = page.locator('.order-detail__status');
      await expect(status).toHaveText('En preparación');
      await expect(prompt(page)).toHaveCount(0);
      await orderPersisted(page, order.hash);

      // a push says it was delivered. The server is not moved on: what the page shows next
      // can only come from the push (a server read after the push would say otherwise)
      const cdp = await context.newCDPSession(page);
      const registrationId = await workerRegistrationId(cdp, `${origin}/`);
      const at = new Date((await serverNow(request)) + 60_000).toISOString();
      const payload = {
        v: 1,
        hash: order.hash,
        orderId: order.id,
        status: 'ENT',
        title: `Pedido #${order.id}`,
        body: 'Ya fué entregado',
        url: `/tracking/${order.hash}`,
        inProgress: 0,
        at,
      };
      await pushDeliver(cdp, page, { origin, registrationId, data: JSON.stringify(payload) }, (l) =>
        l.some((n) => n.tag === `pedido-${order.id}`),
      );

      // the notification, one per order, opening its tracking page; the open page follows
      await expect
        .poll(() => notifications(page))
        .toEqual([
          {
            title: `Pedido #${order.id}`,
            body: 'Ya fué entregado',
            tag: `pedido-${order.id}`,
            url: `/tracking/${order.hash}`,
          },
        ]);
      await expect(status).toHaveText('Ya fué entregado');

      // opened again offline: the pushed status, not the copy read before it
      await context.setOffline(true);
      await page.reload();
      await expect(status).toHaveText('Ya fué entregado');

      // a payload that is no order update still tells the customer something
      await context.setOffline(false);
      await pushDeliver(cdp, page, { origin, registrationId, data: 'no es JSON' }, (l) =>
        l.some((n) => n.tag === 'pedidos'),
      );
      await expect
        .poll(async () => (await notifications(page)).map((n) => [n.title, n.url]))
        .toContainEqual(['Tu pedido tiene novedades', '/orders']);

      // a later order, notifications granted but no subscription (none could be made): no
      // prompt, nothing said, and the order goes
      await addFries(page);
      await toPaymentStep(page);
      await placeOrder(page);
      await expect(prompt(page)).toHaveCount(0);
      await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    } finally {
      await close();
    }
  });
});
