import { expect, test, type Page } from '@playwright/test';
import { ordersHeld, QUEUED_TEXT, readyToPayOffline } from './journey-fixture';

// Issue 12, defect 3 (DESIGN "Offline and installability", §3.6, §4.4): an order queued
// without a connection goes as soon as the connection returns (the `online` event, not the
// one-minute retry), and its card in 'Mis pedidos' becomes the placed order without a
// reload: number, status and tracking link, no 'Pendiente de envío'. Sent exactly once.

/** Places the order with no connection and opens 'Mis pedidos', still offline. */
async function queueOffline(page: Page) {
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText(QUEUED_TEXT)).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText('Pendiente de envío').first()).toBeVisible();
}

/** The card of the placed order: its number, a status and the tracking link. */
async function expectPlacedCard(page: Page, timeout: number) {
  const card = page.getByRole('article').filter({ hasText: /Pedido #\d+/ });
  await expect(card).toBeVisible({ timeout });
  await expect(page.getByText('Pendiente de envío')).toHaveCount(0);
  await expect(card.getByText('En preparación')).toBeVisible();
  await expect(card.getByRole('link', { name: /Pedido #\d+/ })).toHaveAttribute(
    'href',
    /\/orders\/[0-9a-f]{32}$/,
  );
}

test.describe('an order queued offline (issue 12, defect 3)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('goes within seconds of the connection returning and its card becomes the order', async ({
    page,
    request,
  }) => {
    const before = await readyToPayOffline(page, request);
    await queueOffline(page);
    // some seconds offline, as on a bus: the retries failed meanwhile
    await page.waitForTimeout(3_000);
    expect(await ordersHeld(request)).toBe(before);

    await page.context().setOffline(false);
    await expect(page.getByText(/Tu pedido #\d+ fue enviado/)).toBeVisible({ timeout: 5_000 });
    await expectPlacedCard(page, 5_000);
    expect(await ordersHeld(request)).toBe(before + 1);
  });

  test('the checkout screen that said it was pending becomes the placed order', async ({
    page,
    request,
  }) => {
    const before = await readyToPayOffline(page, request);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByText(QUEUED_TEXT)).toBeVisible();

    // the customer stays on the checkout's last step while the connection returns
    await page.context().setOffline(false);
    await expect(page.getByText('¡Tu pedido ha sido procesado con éxito!')).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByText(QUEUED_TEXT)).toHaveCount(0);
    await expect(page.getByText(/Número de pedido: #\d+/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seguir mi pedido' })).toHaveAttribute(
      'href',
      /\/tracking\/[0-9a-f]{32}$/,
    );
    expect(await ordersHeld(request)).toBe(before + 1);
  });

  test('goes within seconds when the app is opened again offline and then reconnects', async ({
    page,
    request,
  }) => {
    const before = await readyToPayOffline(page, request);
    await queueOffline(page);
    await page.reload();
    await expect(page.getByText('Pendiente de envío').first()).toBeVisible();
    await page.waitForTimeout(3_000);

    await page.context().setOffline(false);
    await expectPlacedCard(page, 5_000);
    await page.reload();
    await expectPlacedCard(page, 10_000);
    expect(await ordersHeld(request)).toBe(before + 1);
  });

  test('is tried again within seconds when the first try after reconnecting fails', async ({
    page,
    request,
  }) => {
    const before = await readyToPayOffline(page, request);
    await queueOffline(page);
    await page.waitForTimeout(3_000);

    // a phone says `online` a moment before its connection carries anything: the first
    // try fails as if still disconnected, the next ones reach the server
    let refused = 0;
    await page.context().route('**/api/data/saveOrderPendiente', async (route) => {
      if (refused++ === 0) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.context().setOffline(false);
    await expectPlacedCard(page, 8_000);
    expect(refused).toBe(2);
    expect(await ordersHeld(request)).toBe(before + 1);
  });
});
