import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoCspViolations } from './csp-watch';
import { logOut, PASSWORD, registeredCustomer } from './customer.fixture';
import {
  addFries,
  axeViolationIds,
  choosePickup,
  openCheckout,
  sendPersonalData,
} from './journey-fixture';

// Issue 34 "orders that show up": the account's orders appear as soon as the customer logs in
// on another device, without a reload, and never to the next customer of that device; a
// guest finds the orders of this device in 'Mis pedidos', and home says an order is under way.

const PHONE = { width: 390, height: 844 };

expectNoCspViolations();
test.use({ viewport: PHONE });

const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación inferior' });

/** The order number the success screen shows. */
async function placedOrderId(page: Page): Promise<number> {
  const text = await page.getByText(/Número de pedido/).textContent();
  const id = Number(/#(\d+)/.exec(text ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The restaurant moves the order one status on (development endpoint). */
async function orderMoves(request: APIRequestContext, id: number) {
  const res = await request.post(`/dev/orders/${id}/status`, {
    headers: { 'x-requested-with': 'e2e' },
  });
  expect(res.status()).toBe(200);
}

/**
 * Watches the page for `text` from now on: `seen()` says whether it was ever shown, even for a
 * moment (a list that first says it is empty, then fills).
 */
async function watchFor(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const flags = ((window as { __seen?: Record<string, boolean> }).__seen ??= {});
    flags[wanted] = false;
    const check = () => {
      if ((document.body.textContent ?? '').includes(wanted)) flags[wanted] = true;
    };
    new MutationObserver(check).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  }, text);
  return () =>
    page.evaluate(
      (wanted) => (window as { __seen?: Record<string, boolean> }).__seen?.[wanted] ?? false,
      text,
    );
}

/** Logs in from home's header link, in the page as it is (no reload). */
async function logInInPlace(page: Page, email: string) {
  await bottomNav(page).getByRole('link', { name: 'Menú' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Mi cuenta/ })).toBeVisible();
}

test('the account orders show at once after a login on another device, never to the next customer', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const other = await registeredCustomer(page, 'otro');
  await logOut(page);
  const email = await registeredCustomer(page, 'visible');
  await choosePickup(page);
  await addFries(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const id = await placedOrderId(page);
  // a registered customer's order under way shows on home too
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Pedido en curso' })).toContainText(`#${id}`);

  const context = await browser.newContext({ viewport: PHONE });
  try {
    const second = await context.newPage();
    // a guest on this device opens home first, then logs in
    await second.goto('/');
    await expect(second.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
    await logInInPlace(second, email);
    const saidEmpty = await watchFor(second, 'Aún no tienes pedidos');
    await bottomNav(second).getByRole('link', { name: 'Mis pedidos' }).click();
    await expect(second.getByRole('heading', { name: `Pedido #${id}` })).toBeVisible();
    // never told, even for a moment, that the account has no orders
    expect(await saidEmpty()).toBe(false);

    // the next customer on this device never sees them, not even while the list is read
    await bottomNav(second).getByRole('link', { name: 'Menú' }).click();
    await logOut(second);
    await logInInPlace(second, other);
    const sawFirst = await watchFor(second, `Pedido #${id}`);
    await bottomNav(second).getByRole('link', { name: 'Mis pedidos' }).click();
    await expect(second.getByText('Aún no tienes pedidos')).toBeVisible();
    expect(await sawFirst()).toBe(false);
  } finally {
    await context.close();
  }
});

test("a guest finds this device's orders in 'Mis pedidos' and the order under way on home", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await choosePickup(page);
  await addFries(page);
  await openCheckout(page);
  await sendPersonalData(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  const id = await placedOrderId(page);

  await page.goto('/');
  const underway = page.getByRole('region', { name: 'Pedido en curso' });
  await expect(underway).toContainText(`#${id}`);
  expect(await axeViolationIds(page, '.order-underway')).toEqual([]);
  // one line above the menu: it pushes the menu down by little
  expect((await underway.boundingBox())?.height ?? 0).toBeLessThanOrEqual(56);
  await underway.getByRole('link', { name: 'Seguir mi pedido' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido #${id}` })).toBeVisible();

  await page.goto('/');
  await bottomNav(page).getByRole('link', { name: 'Mis pedidos' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: `Pedido #${id}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'inicia sesión' })).toBeVisible();

  // handed over: once the app knows, home says nothing of it any more
  await orderMoves(request, id);
  await orderMoves(request, id);
  await page.reload();
  await expect(page.getByText('Ya fué entregado')).toBeVisible();
  await bottomNav(page).getByRole('link', { name: 'Menú' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro menú' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pedido en curso' })).toHaveCount(0);
});
