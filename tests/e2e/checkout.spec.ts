import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { orderPersisted } from './order-persisted.fixture';
import { addFries, choosePickup, ESCALON } from './journey-fixture';
import { expectNoCspViolations } from './csp-watch';

// Issue 6 journeys (§2.8, §3.6, §4.3, §4.4): a guest's pickup order paid in cash, a home
// delivery paid by card through the dummy gateway (declined, then approved) and followed on
// the tracker, and an order placed with no connection that is sent, once, when it returns.
// The server's clock is a Monday at noon in El Salvador (playwright.config.ts); the
// development endpoints (/dev/…) move orders along as the restaurant would.

const SUCCESS_TITLE = '¡Tu pedido ha sido procesado con éxito!';
const SUCCESS_TEXT = '¡Me encargaré que tu pedido llegue tal como lo pediste!';

const mapReady = (page: Page) => page.locator('[data-map-ready="true"]').first();

async function chooseHome(page: Page) {
  await page.goto('/delivery');
  await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
  await page.context().setGeolocation(ESCALON);
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
  await page.getByLabel('Dirección', { exact: true }).fill('Calle La Mascota #12');
  await page.getByRole('button', { name: 'Confirmar dirección' }).click();
  await expect(page).not.toHaveURL(/\/delivery$/);
}

/** From the cart to the payment step, with the personal data of a guest. */
async function fillPersonalData(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // §5.2 the required fields say so before anything is sent
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Martínez');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel('Teléfono').fill('12345678');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Teléfono no válido')).toBeVisible();
  await page.getByLabel('Teléfono').fill('');
  await page.getByLabel('Teléfono').pressSequentially('71234567');
  await expect(page.getByLabel('Teléfono')).toHaveValue('7123-4567');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
}

/** The order number the success screen shows. */
async function placedOrderId(page: Page): Promise<number> {
  const text = await page.getByText(/Número de pedido/).textContent();
  const id = Number(/#(\d+)/.exec(text ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

async function dev(request: APIRequestContext, path: string, form?: Record<string, string>) {
  // the development endpoints take only requests that carry this header (or our Origin)
  const headers = { 'x-requested-with': 'e2e' };
  const res = await request.post(path, form ? { form, headers } : { headers });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

async function ordersHeld(request: APIRequestContext, idempotencia?: string): Promise<number> {
  const body = await dev(request, '/dev/orders/count', idempotencia ? { idempotencia } : undefined);
  return body.total as number;
}

expectNoCspViolations();

test.describe('checkout, payment and tracking (issue 6)', () => {
  test('a guest picks up a cash order: success banner, tracking and the tracker', async ({
    page,
    request,
  }) => {
    await choosePickup(page);
    await addFries(page, 2);
    await fillPersonalData(page);
    await expect(page.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    await expect(page.getByText('Plaza Mundo Soyapango').first()).toBeVisible();
    const before = await ordersHeld(request);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();
    await expect(page.getByText(SUCCESS_TEXT)).toBeVisible();
    const id = await placedOrderId(page);
    expect(await ordersHeld(request)).toBe(before + 1);

    await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
    await expect(page).toHaveURL(/\/tracking\/[0-9a-f]{32}$/);
    await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();
    await expect(page.getByText('En preparación').first()).toBeVisible();
    const hash = /\/tracking\/([0-9a-f]{32})$/.exec(page.url())?.[1] ?? '';
    await orderPersisted(page, hash);

    // the shop hands it over, seconds later: received, then delivered; the tracker opened
    // now shows that, not the copy the app kept
    await dev(request, `/dev/orders/${id}/status`);
    await dev(request, `/dev/orders/${id}/status`);
    await page.goto(`/tracker/${hash}`);
    await expect(page.getByText('Ya fué entregado').first()).toBeVisible();

    // the cart is empty again and the order is in 'Mis pedidos'
    await page.goto('/orders');
    await expect(page.getByText(`Pedido #${id}`)).toBeVisible();
  });

  test('home delivery by card: declined, approved, then the driver on the tracker', async ({
    page,
    request,
  }) => {
    await page.context().grantPermissions(['geolocation']);
    await chooseHome(page);
    await addFries(page, 6);
    await fillPersonalData(page);
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    const gateway = page.frameLocator('iframe[title="Pago con tarjeta"]');
    await gateway.getByRole('button', { name: 'Rechazar pago' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Tu pago fue rechazado. Intenta con otra tarjeta o elige otro método de pago.',
    );
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await page
      .frameLocator('iframe[title="Pago con tarjeta"]')
      .getByRole('button', { name: 'Aprobar pago' })
      .click();

    await expect(page.getByText(SUCCESS_TITLE)).toBeVisible();
    const id = await placedOrderId(page);
    await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
    const hash = /\/tracking\/([0-9a-f]{32})$/.exec(page.url())?.[1] ?? '';
    expect(hash).not.toBe('');
    await orderPersisted(page, hash);

    // the kitchen takes it and a driver sets off
    await dev(request, `/dev/orders/${id}/status`);
    await dev(request, `/dev/orders/${id}/status`);
    for (let i = 0; i < 3; i++) await dev(request, `/dev/orders/${id}/driver`);
    await page.goto(`/tracker/${hash}`);
    await expect(page.getByText('Ha sido enviado').first()).toBeVisible();
    await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: /repartidor/i }).first()).toBeVisible();
  });

  test('an order placed offline is kept, shown pending after a reload, and sent once', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await choosePickup(page);
    await addFries(page, 1);
    await fillPersonalData(page);
    const before = await ordersHeld(request);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(
      page.getByText(
        'Tu pedido está pendiente de envío. Lo enviaremos en cuanto vuelvas a tener conexión.',
      ),
    ).toBeVisible();

    // the app is closed and opened again, still offline: the order waits, shown as pending
    await page.goto('/orders');
    await page.reload();
    await expect(page.getByText('Pendiente de envío').first()).toBeVisible();
    const key = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('storefront-outbox');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('orders').objectStore('orders').getAllKeys();
            all.onsuccess = () => resolve(String(all.result[0]));
            all.onerror = () => reject(all.error);
          };
        }),
    );
    expect(await ordersHeld(request)).toBe(before);

    await context.setOffline(false);
    await expect(page.getByText(/Tu pedido #\d+ fue enviado/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Pendiente de envío')).toHaveCount(0);
    await expect(page.getByText(/Pedido #\d+/).first()).toBeVisible();
    expect(await ordersHeld(request, key)).toBe(1);
    // another open of the app sends nothing more
    await page.reload();
    await expect(page.getByText(/Pedido #\d+/).first()).toBeVisible();
    expect(await ordersHeld(request)).toBe(before + 1);
  });
});
