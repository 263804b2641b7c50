import { expect, test, type Page } from '@playwright/test';
import {
  addFries,
  choosePickup,
  fillPersonalData,
  ordersHeld,
  QUEUED_TEXT,
  readyToPayOffline,
  reloadOffline,
  swReady,
  toPaymentStep,
} from './journey-fixture';

// Issue 12, defect 5: every screen that restores stored state comes back on a second visit.
// For the bag, the checkout's form, the orders and the order outbox: saved, reloaded,
// reopened, through a switch of service (pickup to delivery and back) and offline and back.
// The delivery choice itself is in second-visit-delivery.spec.ts.

const friesLine = (page: Page) =>
  page.locator('.cart-line').filter({ hasText: 'Papas fritas regulares' });

/** Delivery, then pickup again, on /delivery: the shop chosen before stays chosen. */
async function switchServiceAndBack(page: Page) {
  await page.goto('/delivery');
  // each option is named by its title and its line below
  const service = page.getByRole('group', { name: 'Tipo de entrega' });
  await service.getByRole('button', { name: /^Delivery\b/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Adónde llevaremos tu pedido?' }),
  ).toBeVisible();
  await service.getByRole('button', { name: /^Retirar en tienda\b/ }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Tienda elegida' })).toContainText(
    'Plaza Mundo Soyapango',
  );
}

async function expectBag(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Mi bolsa' })).toBeVisible();
  await expect(friesLine(page)).toHaveCount(1);
  await expect(friesLine(page)).toContainText('$2.98');
}

async function expectForm(page: Page) {
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
  await expect(page.getByLabel('Apellido')).toHaveValue('Martínez');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('ana@example.com');
  await expect(page.getByLabel('Teléfono')).toHaveValue('7123-4567');
}

test.describe('second visit (issue 12, defect 5)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the bag', async ({ page }) => {
    await swReady(page);
    await choosePickup(page);
    await addFries(page, 2);
    await page.goto('/cart');
    await expectBag(page);
    await page.reload();
    await expectBag(page);
    await page.goto('/');
    await page.goto('/cart');
    await expectBag(page);
    await switchServiceAndBack(page);
    await page.goto('/cart');
    await expectBag(page);
    await reloadOffline(page);
    await expectBag(page);
    await page.context().setOffline(false);
    await page.reload();
    await expectBag(page);
  });

  test("the checkout's form", async ({ page }) => {
    await swReady(page);
    await choosePickup(page);
    await addFries(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillPersonalData(page);
    await page.reload();
    await expectForm(page);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectForm(page);
    await switchServiceAndBack(page);
    await page.goto('/checkout');
    await expectForm(page);
    await reloadOffline(page);
    await expectForm(page);
    await page.context().setOffline(false);
    await page.reload();
    await expectForm(page);
    // and on to the payment step with it
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
  });

  test('the orders and an order', async ({ page }) => {
    await swReady(page);
    await choosePickup(page);
    await addFries(page);
    await toPaymentStep(page);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    const number = page.getByText(/Número de pedido/);
    await expect(number).toBeVisible();
    const id = /#(\d+)/.exec((await number.textContent()) ?? '')?.[1] ?? '';
    expect(Number(id)).toBeGreaterThan(0);
    const card = page.getByRole('article').filter({ hasText: `Pedido #${id}` });
    const detailTitle = page.getByRole('heading', { level: 1, name: `Pedido #${id}` });

    await page.goto('/orders');
    await expect(card).toContainText('En preparación');
    await page.reload();
    await expect(card).toContainText('En preparación');
    await card.getByRole('link', { name: `Pedido #${id}` }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
    const detailUrl = page.url();
    await expect(detailTitle).toBeVisible();
    await page.reload();
    await expect(detailTitle).toBeVisible();

    await switchServiceAndBack(page);
    await page.goto('/orders');
    await expect(card).toContainText('En preparación');

    // the last known status is what the app saved: its cache is written at most once a second
    await page.waitForTimeout(1_500);
    await reloadOffline(page);
    await expect(card).toContainText('En preparación');
    await expect(page.getByText('Sin conexión: mostrando el último estado conocido')).toBeVisible();
    await page.goto(detailUrl);
    await expect(detailTitle).toBeVisible();
    await page.context().setOffline(false);
    await page.reload();
    await expect(detailTitle).toBeVisible();
    await page.goto('/orders');
    await expect(card).toContainText('En preparación');
  });

  test('an order waiting to be sent', async ({ page, request }) => {
    const before = await readyToPayOffline(page, request);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByText(QUEUED_TEXT)).toBeVisible();

    const pending = page.getByRole('article').filter({ hasText: 'Pendiente de envío' });
    await page.goto('/orders');
    await expect(pending).toHaveCount(1);
    await page.reload();
    await expect(pending).toHaveCount(1);
    await page.goto('/');
    await page.goto('/orders');
    await expect(pending).toHaveCount(1);
    // a switch of service made offline leaves the queued order as it was
    await switchServiceAndBack(page);
    await page.goto('/orders');
    await expect(pending).toHaveCount(1);
    expect(await ordersHeld(request)).toBe(before);

    await page.context().setOffline(false);
    const placed = page.getByRole('article').filter({ hasText: /Pedido #\d+/ });
    await expect(placed).toContainText('En preparación', { timeout: 5_000 });
    await expect(pending).toHaveCount(0);
    await page.reload();
    await expect(placed).toHaveCount(1);
    expect(await ordersHeld(request)).toBe(before + 1);
  });
});
