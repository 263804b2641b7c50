import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addFries, choosePickup, openCheckout, sendPersonalData } from './journey-fixture';

// Issue 12, the checkout's journey: the order summary from the first step, the footer
// hidden during checkout, cash with an optional 'Pagaré con' amount (at least the total,
// carried in the order's comments) and a success screen that recaps the order.
// Three regular fries ($1.49 each) picked up at Plaza Mundo Soyapango: $4.47.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const FRIES = /Papas/;
const LEGAL = /Todos los derechos reservados/;

const summary = (page: Page) => page.getByRole('region', { name: 'Resumen de tu pedido' });

async function ordersHeld(request: APIRequestContext): Promise<number> {
  const res = await request.post('/dev/orders/count', {
    headers: { 'x-requested-with': 'e2e' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

test('the summary shows from the personal data step, and the footer is hidden', async ({
  page,
}) => {
  await choosePickup(page);
  await addFries(page, 3);
  await page.goto('/cart');
  await expect(page.getByText(LEGAL)).toBeVisible();

  // the footer, on show in the cart, goes when the checkout opens
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const onData = summary(page);
  await expect(onData).toBeVisible();
  const line = onData.getByRole('listitem').filter({ hasText: FRIES });
  await expect(line).toContainText('3 ×');
  await expect(line).toContainText('$4.47');
  await expect(onData).toContainText('Plaza Mundo Soyapango');
  await expect(onData).toContainText('Retirar en tienda Parqueo');
  await expect(onData.getByText('Total', { exact: true })).toBeVisible();
  await expect(onData).toContainText('$4.47');
  await expect(page.getByText(LEGAL)).toBeHidden();

  await sendPersonalData(page);
  await expect(summary(page)).toContainText('3 ×');
  await expect(page.getByText(LEGAL)).toBeHidden();
});

test('cash with Pagaré con: below the total is refused, then the success screen recaps', async ({
  page,
  request,
}) => {
  await choosePickup(page);
  await addFries(page, 3);
  await openCheckout(page);
  await sendPersonalData(page);

  await expect(page.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
  const amount = page.getByLabel(/Pagaré con/);
  await expect(amount).toBeVisible();
  // card asks for no amount
  await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
  await expect(amount).toHaveCount(0);
  await page.getByRole('radio', { name: 'Efectivo' }).check();

  const before = await ordersHeld(request);
  await amount.fill('4');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('El monto debe ser mayor o igual al total')).toBeVisible();
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(await ordersHeld(request)).toBe(before);

  await amount.fill('20');
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByText('¡Tu pedido ha sido procesado con éxito!')).toBeVisible();
  expect(await ordersHeld(request)).toBe(before + 1);

  const recap = page.getByRole('region', { name: 'Tu pedido' });
  const line = recap.getByRole('listitem').filter({ hasText: FRIES });
  await expect(line).toContainText('3 ×');
  await expect(recap).toContainText('Plaza Mundo Soyapango');
  await expect(recap).toContainText('Total');
  await expect(recap).toContainText('$4.47');
  await expect(recap).toContainText('Efectivo, pagarás con $20.00');
  await expect(page.getByText(LEGAL)).toBeHidden();

  // a reload of the tab keeps the recap
  await page.reload();
  await expect(page.getByRole('region', { name: 'Tu pedido' })).toContainText('3 ×');

  // the restaurant reads the amount in the order's indications
  await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
  await expect(page.getByText('Paga con $20.00').first()).toBeVisible();
  // out of the checkout the footer is back
  await expect(page.getByText(LEGAL)).toBeVisible();
});
