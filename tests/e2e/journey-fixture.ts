import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeInject } from './axe-inject';

// Steps shared by the issue 12 journeys: a guest's choices as the customer makes them.

export const ESCALON = { latitude: 13.7065, longitude: -89.239 };
export const ADDRESS = 'Calle La Mascota #12';
export const ERROR_TEXT = 'Lo sentimos, ha ocurrido un error';
export const QUEUED_TEXT =
  'Tu pedido está pendiente de envío. Lo enviaremos en cuanto vuelvas a tener conexión.';

export const banner = (page: Page) => page.getByRole('region', { name: 'Entrega' });
export const mapReady = (page: Page) => page.locator('[data-map-ready="true"]').first();
export const addressField = (page: Page) => page.getByLabel('Dirección', { exact: true });

/** The service worker controls the page, so a reload offline still opens the app. */
export async function swReady(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
}

/** Pickup at Plaza Mundo Soyapango, hand-over in the parking, chosen on /tiendas. */
export async function choosePickup(page: Page) {
  await page.goto('/tiendas');
  await page.getByRole('searchbox', { name: 'Buscar tienda' }).fill('plaza mundo');
  const card = page.getByRole('article').filter({ hasText: 'Plaza Mundo Soyapango' });
  const parking = page.getByRole('radio', { name: 'Parqueo' });
  // the list filters as the search is typed (debounced): a tap on a card the filter then
  // redraws lands on nothing, so the tap is made again until the hand-over choice opens (and
  // not once it has opened late on a busy machine: its dialog then covers the card)
  await expect(async () => {
    if (!(await parking.isVisible())) {
      await card.getByRole('button', { name: 'Retirar aquí' }).click({ timeout: 3_000 });
    }
    await expect(parking).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await parking.check();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Retirarás tu pedido en Plaza Mundo Soyapango')).toBeVisible();
}

/** Home delivery in Colonia Escalón, from the banner's 'Cambiar' (needs geolocation). */
export async function chooseHome(page: Page) {
  await page.goto('/');
  await banner(page).getByRole('link', { name: 'Cambiar' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  const toHome = page.getByRole('group', { name: 'Tipo de entrega' });
  if (await toHome.getByRole('button', { name: 'Delivery', exact: true }).isVisible()) {
    await toHome.getByRole('button', { name: 'Delivery', exact: true }).click();
  }
  await expect(mapReady(page)).toBeVisible({ timeout: 30_000 });
  await page.context().setGeolocation(ESCALON);
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Colonia Escalón' })).toBeVisible();
  await addressField(page).fill(ADDRESS);
  await page.getByRole('button', { name: 'Confirmar dirección' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page)).toContainText(ADDRESS);
}

/** Fries (product 1001) into the bag, `times` times. */
export async function addFries(page: Page, times = 1) {
  await page.goto('/menu/categoria/acompanamientos/producto/1001');
  // each add is seen on the bag button's count (the toast is not pushed again while the
  // same one still shows, so it cannot tell one add from the next)
  const bag = page.getByRole('button', { name: /Ver mi bolsa/ });
  const count = async () =>
    (await bag.isVisible()) ? Number(/^\d+/.exec((await bag.textContent()) ?? '')?.[0] ?? 0) : 0;
  const before = await count();
  for (let i = 1; i <= times; i++) {
    await page.getByRole('button', { name: 'Agregar a mi bolsa' }).click();
    await expect.poll(count).toBe(before + i);
  }
}

/** The personal data of a guest, typed on the checkout's first step (not sent on). */
export async function fillPersonalData(page: Page) {
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Martínez');
  await page.getByLabel('Correo electrónico').fill('ana@example.com');
  await page.getByLabel('Teléfono').pressSequentially('71234567');
}

/** From the cart to the first checkout step (personal data), a place being chosen already. */
export async function openCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
}

/** A guest's valid personal data, then on to the payment step ('Confirmar pedido'). */
export async function sendPersonalData(page: Page) {
  await fillPersonalData(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
}

/** From the cart to the payment step ('Confirmar pedido'), a place being chosen already. */
export async function toPaymentStep(page: Page) {
  await openCheckout(page);
  await sendPersonalData(page);
}

/**
 * The worker controls the page, a pickup order of fries waits at 'Confirmar pedido'; returns
 * how many orders the server held then.
 */
export async function readyToPayOffline(page: Page, request: APIRequestContext): Promise<number> {
  await swReady(page);
  await choosePickup(page);
  await addFries(page);
  await toPaymentStep(page);
  return ordersHeld(request);
}

/** How many orders the server holds (development endpoint). */
export async function ordersHeld(request: APIRequestContext): Promise<number> {
  const res = await request.post('/dev/orders/count', {
    headers: { 'x-requested-with': 'e2e' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** Reloads with no connection, then checks the page is not the error page. */
export async function reloadOffline(page: Page) {
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
}

/**
 * The second visits of the screen at `path` (issue 12): `check` holds after a reload, after
 * a trip home and back, after a reload offline, and once back online.
 */
export async function secondVisits(page: Page, path: string, check: () => Promise<void>) {
  await page.reload();
  await check();
  await page.goto('/');
  await page.goto(path);
  await check();
  await reloadOffline(page);
  await check();
  await page.context().setOffline(false);
  await page.reload();
  await check();
}

/** axe-core's rule ids broken inside `selector` (axe straight from node_modules, as a11y.spec). */
export async function axeViolationIds(page: Page, selector: string): Promise<string[]> {
  await axeInject(page);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown) => Promise<unknown> } }).axe;
    const results = (await axe.run({ include: [include] })) as { violations: { id: string }[] };
    return results.violations.map((v) => v.id);
  }, selector);
}
