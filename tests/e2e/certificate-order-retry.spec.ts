import { expect, test } from '@playwright/test';
import { freshEmail } from './customer.fixture';
import { giftCardCardApprove, giftCardContactFill, giftCardInCart } from './certificates.fixture';

// Contract "Idempotency" for the gift-card order: the server saved it but its answer never
// reached the phone (the connection dropped). The customer reloads and taps again: the same
// certificate order comes back, to be paid, and no second unpaid order is made.

test('a gift-card order whose answer was lost is the same order when tapped again', async ({
  page,
}) => {
  test.setTimeout(30_000);
  await giftCardInCart(page, freshEmail('luis'));
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/certificates\/checkout$/);
  await giftCardContactFill(page);

  // the first save reaches the server, which stores the order; its answer is cut
  const saved: number[] = [];
  await page.route('**/data/saveOrderCertificado', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { ORDERID?: number };
    if (typeof body.ORDERID === 'number') saved.push(body.ORDERID);
    if (saved.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error de comunicación');
  expect(saved).toHaveLength(1);

  // a reload keeps the form and the save's key; the second tap gets the first order back
  await page.reload();
  await expect(page.getByLabel('Apellidos')).toHaveValue('Martínez');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(page.locator('iframe[title="Pago con tarjeta"]')).toBeVisible();
  expect(saved).toHaveLength(2);
  expect(saved[1]).toBe(saved[0]);
  await giftCardCardApprove(page);
});
