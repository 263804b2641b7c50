import { expect, test, type Page } from '@playwright/test';
import {
  addBurgers,
  applyCoupon,
  bagHasHalfPrice,
  BREAKFAST,
  couponCard,
  HALF_PRICE,
} from './coupons.fixture';
import { expectNoCspViolations } from './csp-watch';
import { loggedIn, registeredCustomer } from './customer.fixture';
import { choosePickup } from './journey-fixture';

// Issue 17 (§2.9, §4.8, §5.4, §8.2): a visitor sees the open coupons and is asked to log
// in; a customer's breakfast coupon is refused at noon (the e2e clock starts Monday 12:00),
// the half-price burger goes to the cheapest burger, the order is placed, and the same
// coupon in another browser is refused by the server at its order save.

/** From the bag to the placed order (pickup, cash, the account's data). */
async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
}

expectNoCspViolations();

test('a visitor sees the open coupons from the header and is asked to log in to redeem', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Cupones', exact: true }).first().click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cupones' })).toBeVisible();
  await expect(couponCard(page, BREAKFAST)).toBeVisible();
  await couponCard(page, HALF_PRICE).click();
  const dialog = page.getByRole('dialog', { name: HALF_PRICE });
  await expect(dialog).toContainText('50% de descuento');
  await dialog.getByRole('link', { name: 'Inicia sesión para canjear' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a customer’s coupon: refused outside its hours, applied to the cheapest burger, used once', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await registeredCustomer(page, 'cupon');
  await choosePickup(page);
  await addBurgers(page);

  await applyCoupon(page, BREAKFAST);
  await expect(page.getByText('Cupon no es valido en este horario')).toBeVisible();
  await expect(page).toHaveURL(/\/coupons$/);

  await applyCoupon(page, HALF_PRICE);
  await bagHasHalfPrice(page);

  // the same account in another browser (this one's storage: its session and its bag) holds
  // the same coupon in its bag while the first places the order
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const second = await other.newPage();
    await second.goto('/cart');
    await loggedIn(second);
    await bagHasHalfPrice(second);

    await placeOrder(page);
    await expect(page.getByText(/Número de pedido/)).toBeVisible();

    // a second use: the server refuses it at the order save, nothing is placed
    await placeOrder(second);
    await expect(second.getByText('Ya utilizaste este cupón')).toBeVisible();
    await expect(second.getByText(/Número de pedido/)).toHaveCount(0);
  } finally {
    await other.close();
  }

  // and the wallet no longer offers it
  await page.goto('/coupons');
  await expect(couponCard(page, BREAKFAST)).toBeVisible();
  await expect(couponCard(page, HALF_PRICE)).toHaveCount(0);
});

test('a coupon’s minimum is said as it is computed, and a refusal says what the bag lacks, above the dialog', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const MINIMUM_TEN = '$2.00 de descuento en compras desde $10.00';
  await registeredCustomer(page, 'cupon-minimo');
  await addBurgers(page); // $10.23: $8.23 after the $2.00, $1.77 short of $10.00

  await page.goto('/coupons');
  await page.getByRole('button', { name: MINIMUM_TEN }).click();
  const dialog = page.getByRole('dialog', { name: MINIMUM_TEN });
  await expect(dialog).toContainText('Compra mínima $10.00 después del descuento');
  await dialog.getByRole('button', { name: 'Aplicar cupón' }).click();
  const refusal = page.getByText(
    'Minimo de compra para aplicar cupon es de $10.00 después del descuento: a tu bolsa le faltan $1.77',
  );
  await expect(refusal).toBeVisible();
  // the toast is drawn above the open dialog's backdrop, not under it
  const onTop = await refusal.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (node.contains(hit) || hit.contains(node));
  });
  expect(onTop).toBe(true);
});
